import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, useLocalized } from '@portal/shared';
import type { BookSeriesSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { AnnualTag } from '../../../components/annual-tag';
import { annualFirst } from '../../../utils/annual-first';
import { MoreLink, Shelf, ShelfHeader } from './book-shelf';

const COVER = { width: 72, height: 96 } as const;

/** One row that scrolls sideways, each series snapping into place. */
const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(15rem, 18rem);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: ${({ theme }) => `0 0 ${theme.space(3)}`};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-auto-columns: 82%;
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  scroll-snap-align: start;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.3;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The book home's series: the two annual books first, each leading to its volumes. */
export function SeriesStrip({ series }: { series: readonly BookSeriesSummary[] }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const headingId = useId();
  if (series.length === 0) return null;
  return (
    <Shelf aria-labelledby={headingId}>
      <ShelfHeader>
        <h2 id={headingId}>{t('home.series.title')}</h2>
        <MoreLink to={PAGES.seriesList.href()}>
          {t('home.series.all', { count: series.length })}
        </MoreLink>
      </ShelfHeader>
      <Strip aria-labelledby={headingId}>
        {annualFirst(series).map((one) => (
          <Item key={one.id}>
            <Cover src={one.coverUrl} alt="" width={COVER.width} height={COVER.height} />
            <div>
              {one.annual && <AnnualTag />}
              <h3>
                <Link to={PAGES.series.href({ id: one.id })}>{localize(one.title)}</Link>
              </h3>
              <p>{t('series.bookCount', { count: one.bookCount })}</p>
            </div>
          </Item>
        ))}
      </Strip>
    </Shelf>
  );
}
