import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FilterBar, FormField, fieldControlStyles, useLocalized } from '@portal/shared';
import { positiveIntParam, usePageParam } from '@portal/parts/lists';
import { useOnlineFirstArticles } from '../../../api/get-online-first-articles';
import { useAllJournals } from '../api/get-open-access';
import { ArticleList } from './article-list';
import { Intro, ListTitleBar } from './list-title-bar';

const Select = styled.select`
  ${fieldControlStyles}
  max-width: 100%;
`;

const Filters = styled(FilterBar)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * /online: the articles that went online most recently, across journals or in the one chosen
 * (kept in the URL as `?journal=`).
 */
export function LatestOnlinePage() {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const selectId = useId();
  const { page, setPage, params, setParams } = usePageParam();
  const journalId = positiveIntParam(params.get('journal'), 0) || undefined;
  const journals = useAllJournals();
  const articles = useOnlineFirstArticles({ page, journalId });

  // The select follows the reader at once; the URL (and the list) follow when the router commits.
  const [chosen, setChosen] = useState({ source: journalId, shown: String(journalId ?? '') });
  if (chosen.source !== journalId) setChosen({ source: journalId, shown: String(journalId ?? '') });

  const chooseJournal = (value: string) => {
    setChosen({ source: journalId, shown: value });
    const next = new URLSearchParams();
    if (value) next.set('journal', value);
    setParams(next);
  };

  return (
    <section aria-labelledby="latest-online-title">
      <ListTitleBar id="latest-online-title">{t('lists.online.title')}</ListTitleBar>
      <Intro>{t('lists.online.intro')}</Intro>
      <Filters>
        <FormField>
          <label htmlFor={selectId}>{t('lists.online.journal')}</label>
          <Select
            id={selectId}
            value={chosen.shown}
            onChange={(event) => chooseJournal(event.target.value)}
          >
            <option value="">{t('lists.online.allJournals')}</option>
            {(journals.data ?? []).map((journal) => (
              <option key={journal.id} value={journal.id}>
                {localize(journal.title)}
              </option>
            ))}
          </Select>
        </FormField>
      </Filters>
      <ArticleList
        query={articles}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('lists.article.loading')}
        emptyMessage={t('lists.online.empty')}
        paginationLabel={t('lists.article.pagination')}
        showJournal={!journalId}
      />
    </section>
  );
}
