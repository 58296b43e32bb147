import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters, useLocalized } from '@portal/shared';
import type { NewsSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';

/** Kind and date, shown above the title (the list item is a flex column) but read after it. */
const Meta = styled.span`
  order: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The items of a short list of news (the home's latest news, a page's related news): each its
 * title linking to its page, with its kind and date. The list around them styles the items as a
 * flex column whose links have `order: 2`.
 */
export function NewsLinkItems({ items }: { items: readonly NewsSummary[] }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const { date } = useFormatters();
  return items.map((item) => (
    <li key={item.id}>
      <Link to={PAGES.newsItem.href({ id: item.id })}>{localize(item.title)}</Link>
      <Meta>
        {t(`kind.${item.type}`)}
        {' · '}
        <time dateTime={item.publishedAt}>{date(item.publishedAt, { dateStyle: 'medium' })}</time>
      </Meta>
    </li>
  ));
}
