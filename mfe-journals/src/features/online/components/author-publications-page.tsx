import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageParam } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { isAuthorKey, useAuthorArticles } from '../api/get-author-articles';
import { ArticleList } from './article-list';
import { Intro, ListTitleBar } from './list-title-bar';

/**
 * /journals/journalAuthorPanel?author=<authorKey>: one author's articles in every journal,
 * newest first. The name comes from the articles themselves, as the key is all the URL holds.
 */
export function AuthorPublicationsPage() {
  const { t } = useTranslation('journals');
  const { page, setPage, params } = usePageParam();
  const authorKey = (params.get('author') ?? '').trim().toLowerCase();
  const articles = useAuthorArticles(authorKey, page);
  const name = articles.data?.records
    .flatMap((article) => article.authors)
    .find((author) => author.authorKey === authorKey)?.name;

  if (!isAuthorKey(authorKey)) {
    return (
      <section aria-labelledby="author-title">
        <ListTitleBar id="author-title">{t('title.journalAuthorPanel')}</ListTitleBar>
        <Intro>{t('lists.author.choose')}</Intro>
        <p>
          <Link to={PAGES.journalFirst.href()}>{t('lists.author.browse')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="author-title">
      <ListTitleBar id="author-title">
        {name ? t('lists.author.title', { name }) : t('title.journalAuthorPanel')}
      </ListTitleBar>
      <Intro>{t('lists.author.intro')}</Intro>
      <ArticleList
        query={articles}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('lists.article.loading')}
        emptyMessage={t('lists.author.empty')}
        paginationLabel={t('lists.article.pagination')}
      />
    </section>
  );
}
