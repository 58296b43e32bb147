import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AccessBadge,
  DetailList,
  MediaCard,
  Pagination,
  QueryState,
  useLocalized,
} from '@portal/shared';
import type { JournalSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useOpenAccessVolumes } from '../../../api/get-open-access-volumes';
import { useAllJournals } from '../api/get-open-access';
import { Intro, ListTitleBar } from './list-title-bar';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};

  > h2 {
    margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Journals = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const JournalRow = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Disclosure = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover span:last-child {
    text-decoration: underline;
  }
`;

const Volumes = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(6)};

  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

function OpenAccessVolumes({ journal, open }: { journal: JournalSummary; open: boolean }) {
  const { t } = useTranslation('journals');
  const [page, setPage] = useState(1);
  const volumes = useOpenAccessVolumes(journal.id, page, open);
  if (!open) return null;
  return (
    <QueryState
      query={volumes}
      loadingLabel={t('lists.openAccess.loadingVolumes')}
      empty={<p>{t('lists.openAccess.noVolumes')}</p>}
    >
      {(result) => (
        <>
          <Volumes>
            {result.records.map((volume) => (
              <li key={volume.id}>
                <Link to={PAGES.journalView.href({ cid: journal.id, view: 'open-access' })}>
                  {t('lists.openAccess.volume', { number: volume.number, year: volume.year })}
                </Link>{' '}
                {t('lists.openAccess.volumeArticles', { count: volume.openAccessArticleCount })}
              </li>
            ))}
          </Volumes>
          <Pagination
            page={page}
            pageCount={result.pages}
            onPageChange={setPage}
            label={t('lists.openAccess.volumePages')}
          />
        </>
      )}
    </QueryState>
  );
}

function JournalVolumesRow({ journal }: { journal: JournalSummary }) {
  const localize = useLocalized();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <JournalRow>
      <h3>
        <Disclosure
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span>{localize(journal.title)}</span>
        </Disclosure>
      </h3>
      <div id={panelId} hidden={!open}>
        <OpenAccessVolumes journal={journal} open={open} />
      </div>
    </JournalRow>
  );
}

/**
 * /journals/journalOnline: open-access content. The open-access journals first, each whole and
 * free to read; then, per subscription journal, the volumes holding open-access articles
 * (`select-openaccess-volumes`), asked for when the reader opens that journal.
 */
export function OpenAccessPage() {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const journals = useAllJournals();
  return (
    <section aria-labelledby="open-access-title">
      <ListTitleBar id="open-access-title">{t('title.journalOnline')}</ListTitleBar>
      <Intro>{t('lists.openAccess.intro')}</Intro>
      <QueryState query={journals} loadingLabel={t('home.loading')}>
        {(records) => {
          const open = records.filter((journal) => journal.openAccess);
          const others = records.filter((journal) => !journal.openAccess);
          return (
            <>
              <Section aria-labelledby="oa-journals-title">
                <h2 id="oa-journals-title">
                  {t('lists.openAccess.journals', { count: open.length })}
                </h2>
                <Cards>
                  {open.map((journal) => (
                    <li key={journal.id}>
                      <MediaCard
                        href={PAGES.journalView.href({ cid: journal.id, view: 'open-access' })}
                        title={localize(journal.title)}
                        coverUrl={journal.coverUrl}
                        coverSize={{ width: 60, height: 80 }}
                      >
                        <DetailList>
                          <dt>{t('lists.table.abbreviation')}</dt>
                          <dd>
                            <i>{journal.abbreviation}</i>
                          </dd>
                          <dt>{t('home.issnOnline')}</dt>
                          <dd>{journal.issnOnline}</dd>
                        </DetailList>
                        <div>
                          <AccessBadge status="open" />
                        </div>
                      </MediaCard>
                    </li>
                  ))}
                </Cards>
              </Section>
              <Section aria-labelledby="oa-volumes-title">
                <h2 id="oa-volumes-title">{t('lists.openAccess.volumesTitle')}</h2>
                <Intro>{t('lists.openAccess.volumesIntro')}</Intro>
                <Journals>
                  {others.map((journal) => (
                    <JournalVolumesRow key={journal.id} journal={journal} />
                  ))}
                </Journals>
              </Section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
