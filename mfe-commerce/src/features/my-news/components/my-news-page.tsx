import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, PagedResults, useFormatters, useLocalized } from '@portal/shared';
import { usePageParam } from '@portal/parts/lists';
import { TexText } from '@portal/reading';
import { PAGES } from '@portal/pages';
import { RowMeta, TabHeading } from '../../../components/account-list';
import { useMyNews } from '../api/get-my-news';

/**
 * My news (/mine/news?page=): announcements about the journals the reader subscribes to and the
 * books they bought, newest first, ten to a page.
 */
export function MyNewsPage() {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { date } = useFormatters();
  const { page, setPage } = usePageParam();
  const news = useMyNews({ current: page, size: 10 });
  return (
    <>
      <TabHeading>{t('mine.tab.news')}</TabHeading>
      <PagedResults
        query={news}
        page={page}
        onPageChange={setPage}
        loadingLabel={t('mine.news.loading')}
        empty={<EmptyState message={t('mine.news.empty')} />}
        listLabel={t('mine.tab.news')}
        paginationLabel={t('mine.news.pages')}
        renderItem={(item) => (
          <article aria-labelledby={`mine-news-${item.id}`}>
            <h3 id={`mine-news-${item.id}`}>
              <Link to={PAGES.newsItem.href({ id: item.id })}>
                <TexText text={localize(item.title)} />
              </Link>
            </h3>
            <RowMeta>
              <time dateTime={item.publishedAt}>{date(item.publishedAt)}</time>
            </RowMeta>
            <p>{localize(item.summary)}</p>
          </article>
        )}
      />
    </>
  );
}
