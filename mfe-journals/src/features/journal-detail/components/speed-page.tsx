import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState, useFormatters } from '@portal/shared';
import type { PublicationSpeed } from '@portal/contract';
import { usePublicationSpeed } from '../api/get-publication-speed';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { speedFigures } from '../utils/speed-figures';
import { ViewSection } from './view-section';

const ACCEPTANCE_COLOR = '#1f5fa8';
const PUBLICATION_COLOR = '#c27c0e';

const Table = styled.table`
  width: 100%;
  max-width: 60rem;
  border-collapse: collapse;

  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  th:first-child,
  td:last-child {
    text-align: start;
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const BarCell = styled.td`
  width: 35%;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const BarHeader = styled.th`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Bar = styled.span`
  display: flex;
  height: 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Segment = styled.span<{ $color: string }>`
  background: ${({ $color }) => $color};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 1rem;
  height: 0.75rem;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Note = styled.p`
  max-width: 52rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The publication-speed table: the figures read by everyone, the bars a glance for the sighted. */
export function SpeedTable({ rows }: { rows: readonly PublicationSpeed[] }) {
  const { t } = useTranslation('journals');
  const format = useFormatters();
  const days = (value: number) =>
    t('detail.speed.days', { count: value, value: format.number(value) });
  return (
    <>
      <Table>
        <caption>{t('detail.speed.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.speed.year')}</th>
            <th scope="col">{t('detail.speed.articles')}</th>
            <th scope="col">{t('detail.speed.toAcceptance')}</th>
            <th scope="col">{t('detail.speed.toPublication')}</th>
            <th scope="col">{t('detail.speed.total')}</th>
            <BarHeader scope="col" aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {speedFigures(rows).map((figure) => (
            <tr key={figure.year}>
              <th scope="row">{figure.year}</th>
              <td>{format.number(figure.articleCount)}</td>
              <td>{days(figure.daysToAcceptance)}</td>
              <td>{days(figure.daysToPublication)}</td>
              <td>{days(figure.totalDays)}</td>
              <BarCell aria-hidden="true">
                <Bar>
                  <Segment
                    $color={ACCEPTANCE_COLOR}
                    style={{ width: `${figure.acceptanceShare}%` }}
                  />
                  <Segment
                    $color={PUBLICATION_COLOR}
                    style={{ width: `${figure.publicationShare}%` }}
                  />
                </Bar>
              </BarCell>
            </tr>
          ))}
        </tbody>
      </Table>
      <Legend aria-hidden="true">
        <li>
          <Swatch $color={ACCEPTANCE_COLOR} />
          {t('detail.speed.toAcceptance')}
        </li>
        <li>
          <Swatch $color={PUBLICATION_COLOR} />
          {t('detail.speed.toPublication')}
        </li>
      </Legend>
    </>
  );
}

/**
 * `/JDetail/:cid/speed`: how fast the journal decides and publishes, medians per year of
 * publication.
 */
export function JournalSpeedPage() {
  const { t } = useTranslation('journals');
  const journal = useJournal();
  useJournalViewMeta('speed');
  const speed = usePublicationSpeed(journal.id);
  return (
    <ViewSection id="journal-view-speed" title={t('detail.view.speed')}>
      <Note>{t('detail.speed.note')}</Note>
      <QueryState
        query={speed}
        loadingLabel={t('detail.loading')}
        empty={<p>{t('detail.speed.empty')}</p>}
      >
        {(rows) => <SpeedTable rows={rows} />}
      </QueryState>
    </ViewSection>
  );
}
