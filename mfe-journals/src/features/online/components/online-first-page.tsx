import { useTranslation } from 'react-i18next';
import { usePageParam } from '@portal/parts/lists';
import { useOnlineFirstArticles } from '../../../api/get-online-first-articles';
import { ArticleList } from './article-list';
import { Intro, ListTitleBar } from './list-title-bar';

/** /journals/journalFirst: the online-first articles of every journal, latest online first. */
export function OnlineFirstPage() {
  const { t } = useTranslation('journals');
  const { page, setPage } = usePageParam();
  const articles = useOnlineFirstArticles({ page });
  return (
    <section aria-labelledby="online-first-title">
      <ListTitleBar id="online-first-title">{t('title.journalFirst')}</ListTitleBar>
      <Intro>{t('lists.onlineFirst.intro')}</Intro>
      <ArticleList
        query={articles}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('lists.article.loading')}
        emptyMessage={t('lists.onlineFirst.empty')}
        paginationLabel={t('lists.article.pagination')}
      />
    </section>
  );
}
