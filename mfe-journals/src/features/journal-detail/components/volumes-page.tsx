import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState, useFormatters } from '@portal/shared';
import type { AnnualVolumes } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useAnnualVolumes } from '../api/get-annual-volumes';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { ViewSection } from './view-section';

const Years = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 52rem;
`;

const Year = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    transition: transform 150ms ease;
  }

  &[aria-expanded='true']::before {
    transform: rotate(45deg);
  }
`;

const Volumes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `0 0 ${theme.space(3)} ${theme.space(5)}`};
  list-style: none;
`;

const VolumeName = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(1)}`};
  font-weight: 700;
`;

const Issues = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function YearSection({
  journalId,
  annual,
  expanded,
  onToggle,
}: {
  journalId: number;
  annual: AnnualVolumes;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('journals');
  const format = useFormatters();
  const panelId = `volumes-year-${annual.year}`;
  return (
    <Year>
      <h3>
        <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          {annual.year}
        </Toggle>
      </h3>
      <Volumes id={panelId} hidden={!expanded}>
        {annual.volumes.map((volume) => (
          <li key={volume.id}>
            <VolumeName>{t('detail.volumes.volume', { number: volume.number })}</VolumeName>
            <Issues aria-label={t('detail.volumes.issuesOf', { number: volume.number })}>
              {volume.issues.map((issue) => (
                <li key={issue.id}>
                  <Link to={PAGES.issue.href({ cid: journalId, id: issue.id })}>
                    {t('detail.volumes.issue', { number: issue.number })}
                    <Small>
                      <time dateTime={issue.publishedDate}>{format.date(issue.publishedDate)}</time>
                      {' · '}
                      {t('detail.articleCount', { count: issue.articleCount })}
                    </Small>
                  </Link>
                </li>
              ))}
            </Issues>
          </li>
        ))}
      </Volumes>
    </Year>
  );
}

/**
 * `/JDetail/:cid/volumes`: volumes and issues by year, newest first; each year opens and closes,
 * the newest is open.
 */
export function JournalVolumesPage() {
  const { t } = useTranslation('journals');
  const { id: journalId } = useJournal();
  useJournalViewMeta('volumes');
  const volumes = useAnnualVolumes(journalId);
  // Years the reader has toggled; the newest year starts open, the others closed.
  const [toggled, setToggled] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (year: number) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(year)) next.add(year);
      return next;
    });
  return (
    <ViewSection id="journal-view-volumes" title={t('detail.view.volumes')}>
      <QueryState
        query={volumes}
        loadingLabel={t('detail.loading')}
        empty={<p>{t('detail.volumes.empty')}</p>}
      >
        {(years) => (
          <Years>
            {years.map((annual, index) => (
              <YearSection
                key={annual.year}
                journalId={journalId}
                annual={annual}
                expanded={(index === 0) !== toggled.has(annual.year)}
                onToggle={() => toggle(annual.year)}
              />
            ))}
          </Years>
        )}
      </QueryState>
    </ViewSection>
  );
}
