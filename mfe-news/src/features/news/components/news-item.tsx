import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters, useLocalized } from '@portal/shared';
import type { NewsSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { HighlightedText } from './highlighted-text';
import { NewsKind, NewsMeta } from '../../../components/news-meta';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  order: 2;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.35;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "Pinned": the publisher keeps the item at the head of the list whatever its date. */
const Pinned = styled.span`
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 600;
`;

const Summary = styled.p`
  order: 3;
  margin: 0;
  line-height: 1.6;
`;

/**
 * One news item or announcement in the list: kind, pinned or not, date, title linking to it,
 * summary; the words of the search `keyword` marked in the title and summary.
 */
export function NewsItem({ item, keyword }: { item: NewsSummary; keyword: string }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const { date } = useFormatters();
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Title id={titleId}>
        <Link to={PAGES.newsItem.href({ id: item.id })}>
          <HighlightedText text={localize(item.title)} keyword={keyword} />
        </Link>
      </Title>
      <NewsMeta>
        <NewsKind>{t(`kind.${item.type}`)}</NewsKind>
        {item.pinned && <Pinned>{t('list.pinned')}</Pinned>}
        <time dateTime={item.publishedAt}>{date(item.publishedAt, { dateStyle: 'long' })}</time>
      </NewsMeta>
      <Summary>
        <HighlightedText text={localize(item.summary)} keyword={keyword} />
      </Summary>
    </Article>
  );
}
