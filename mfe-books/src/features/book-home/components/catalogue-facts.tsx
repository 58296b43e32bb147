import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters } from '@portal/shared';
import type { BookHomepageCount } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { bookListPath } from '../../../utils/book-list-path';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 2.5rem;
    align-items: center;
  }

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/**
 * The catalogue in figures, each figure the way to its books: every book, those on sale, the
 * forthcoming ones, the featured ones and the series.
 */
export function CatalogueFacts({
  counts,
  seriesCount,
}: {
  counts: BookHomepageCount;
  seriesCount: number;
}) {
  const { t } = useTranslation('books');
  const { number } = useFormatters();
  const onSale = counts.total - counts.forthcoming;
  const facts = [
    { key: 'all', count: counts.total, to: bookListPath() },
    { key: 'onSale', count: onSale, to: bookListPath({ status: 'published' }) },
    { key: 'forthcoming', count: counts.forthcoming, to: bookListPath({ status: 'forthcoming' }) },
    { key: 'featured', count: counts.featured, to: PAGES.featuredBooks.href() },
    { key: 'series', count: seriesCount, to: PAGES.seriesList.href() },
  ] as const;
  return (
    <Facts aria-label={t('home.facts.label')}>
      {facts.map((fact) => (
        <li key={fact.key}>
          <Link to={fact.to}>
            <strong>{number(fact.count)}</strong>
            {t(`home.facts.${fact.key}`, { count: fact.count })}
          </Link>
        </li>
      ))}
    </Facts>
  );
}
