import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, QueryState, useFormatters, useLocalized } from '@portal/shared';
import type { ViewedArticle, ViewedBook } from '@portal/contract';
import { TexText } from '@portal/reading';
import { PAGES } from '@portal/pages';
import { AccountList, RowMeta, TabHeading } from '../../../components/account-list';
import { useViewedArticles } from '../api/get-viewed-articles';
import { useViewedBooks } from '../api/get-viewed-books';

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(8)};
`;

const ListTitle = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

function ArticleRow({ article }: { article: ViewedArticle }) {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { date } = useFormatters();
  return (
    <>
      <h4>
        <Link to={PAGES.article.href({ cid: article.journalId, id: article.id })}>
          <TexText text={localize(article.title)} />
        </Link>
      </h4>
      <RowMeta>
        <span>{localize(article.journalTitle)}</span>
        <span>
          {t('mine.history.viewedAt', {
            time: date(article.viewedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </span>
      </RowMeta>
    </>
  );
}

function BookRow({ book }: { book: ViewedBook }) {
  const { t } = useTranslation('commerce');
  const localize = useLocalized();
  const { date } = useFormatters();
  return (
    <>
      <h4>
        {book.chapter ? (
          <Link to={PAGES.chapter.href({ id: book.chapter.id })}>
            <TexText text={localize(book.chapter.title)} />
          </Link>
        ) : (
          <Link to={PAGES.book.href({ id: book.id })}>
            <TexText text={localize(book.title)} />
          </Link>
        )}
      </h4>
      <RowMeta>
        {book.chapter && (
          <span>
            {t('mine.history.inBook')} <TexText text={localize(book.title)} />
          </span>
        )}
        <span>
          {t('mine.history.viewedAt', {
            time: date(book.viewedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </span>
      </RowMeta>
    </>
  );
}

/** Latest browsing (/mine): the articles and the books the reader opened, newest first. */
export function HistoryPage() {
  const { t } = useTranslation('commerce');
  const articles = useViewedArticles();
  const books = useViewedBooks();
  return (
    <>
      <TabHeading>{t('mine.tab.history')}</TabHeading>
      <Lists>
        <section aria-labelledby="mine-history-articles">
          <ListTitle id="mine-history-articles">{t('mine.history.articles')}</ListTitle>
          <QueryState
            query={articles}
            loadingLabel={t('mine.history.loadingArticles')}
            empty={<EmptyState message={t('mine.history.noArticles')} />}
          >
            {(records) => (
              <AccountList aria-labelledby="mine-history-articles">
                {records.map((article) => (
                  <li key={article.id}>
                    <ArticleRow article={article} />
                  </li>
                ))}
              </AccountList>
            )}
          </QueryState>
        </section>
        <section aria-labelledby="mine-history-books">
          <ListTitle id="mine-history-books">{t('mine.history.books')}</ListTitle>
          <QueryState
            query={books}
            loadingLabel={t('mine.history.loadingBooks')}
            empty={<EmptyState message={t('mine.history.noBooks')} />}
          >
            {(records) => (
              <AccountList aria-labelledby="mine-history-books">
                {records.map((book) => (
                  <li key={`${book.id}-${book.chapter?.id ?? ''}`}>
                    <BookRow book={book} />
                  </li>
                ))}
              </AccountList>
            )}
          </QueryState>
        </section>
      </Lists>
    </>
  );
}
