import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, PagedResults, useLocalized } from '@portal/shared';
import { usePageParam } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { RowMeta, TabHeading } from '../../../components/account-list';
import { useOpenAccessJournals } from '../api/get-open-access-journals';

/** Open-access journals (/mine/open-access?page=): free to read whole, ten to a page. */
export function OpenAccessJournalsPage() {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { page, setPage } = usePageParam();
  const journals = useOpenAccessJournals({ current: page, size: 10 });
  return (
    <>
      <TabHeading>{t('mine.tab.openAccess')}</TabHeading>
      <PagedResults
        query={journals}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('mine.openAccess.loading')}
        empty={<EmptyState message={t('mine.openAccess.empty')} />}
        listLabel={t('mine.tab.openAccess')}
        paginationLabel={t('mine.openAccess.pages')}
        renderItem={(journal) => (
          <>
            <h3>
              <Link to={PAGES.journal.href({ cid: journal.id })}>{localize(journal.title)}</Link>
            </h3>
            <RowMeta>
              <span>{journal.abbreviation}</span>
              <span>
                {t('mine.openAccess.issn', {
                  print: journal.issnPrint,
                  online: journal.issnOnline,
                })}
              </span>
              <span>{localize(journal.subjectName)}</span>
            </RowMeta>
          </>
        )}
      />
    </>
  );
}
