/**
 * What the Atom feeds tell: a journal's latest issue and online-first articles, new books and
 * news, each with the text an entry summarizes (an abstract, a description, a summary).
 */
import {
  MAX_PAGE_SIZE,
  type ArticleSummary,
  type BookSummary,
  type LocalizedText,
  type NewsSummary,
} from '@portal/contract';
import type { Db } from '../db/db';
import { issueArticles, onlineFirstArticles } from './article-repository';
import { filterBooks } from './book-repository';
import { localized } from './localized';
import { newsSummaryColumns, toNewsSummary, type NewsSummaryRow } from './news-repository';

export interface FeedJournal {
  id: number;
  title: LocalizedText;
  abbreviation: string;
}

export interface FeedIssue {
  id: number;
  volumeNumber: number;
  number: number;
  year: number;
  /** `YYYY-MM-DD` */
  publishedDate: string;
}

export type FeedArticle = ArticleSummary & { abstract: LocalizedText };
export type FeedBook = BookSummary & { description: LocalizedText };

export async function findFeedJournal(db: Db, id: number): Promise<FeedJournal | undefined> {
  const [row] = await db.query<{
    id: number;
    title_zh: string;
    title_en: string;
    abbreviation: string;
  }>('select id, title_zh, title_en, abbreviation from journals where id = $1', [id]);
  return (
    row && {
      id: row.id,
      title: localized(row.title_zh, row.title_en),
      abbreviation: row.abbreviation,
    }
  );
}

/** The abstracts of `articles`, added to each. */
async function withAbstracts(db: Db, articles: ArticleSummary[]): Promise<FeedArticle[]> {
  if (articles.length === 0) return [];
  const rows = await db.query<{ id: number; abstract_zh: string; abstract_en: string }>(
    'select id, abstract_zh, abstract_en from articles where id = any($1::int[])',
    [articles.map((article) => article.id)],
  );
  const abstracts = new Map(
    rows.map((row) => [row.id, localized(row.abstract_zh, row.abstract_en)]),
  );
  return articles.map((article) => ({
    ...article,
    abstract: abstracts.get(article.id) ?? localized('', ''),
  }));
}

/**
 * A journal's newest issue holding published articles, with its articles in page order (its
 * table of contents); undefined when the journal has published none.
 */
export async function latestIssue(
  db: Db,
  journalId: number,
): Promise<{ issue: FeedIssue; articles: FeedArticle[] } | undefined> {
  const [issue] = await db.query<FeedIssue>(
    `select i.id, v.number as "volumeNumber", i.number, v.year,
            to_char(i.published_date, 'YYYY-MM-DD') as "publishedDate"
       from issues i
       join volumes v on v.id = i.volume_id
      where v.journal_id = $1
        and exists (select 1 from articles a where a.issue_id = i.id and a.status = 'published')
      order by i.published_date desc, i.id desc
      limit 1`,
    [journalId],
  );
  if (!issue) return undefined;
  const { records } = await issueArticles(db, issue.id, {
    current: 1,
    size: MAX_PAGE_SIZE,
    offset: 0,
  });
  return { issue, articles: await withAbstracts(db, records) };
}

/** A journal's newest online-first articles, newest first. */
export async function newestOnlineFirst(
  db: Db,
  journalId: number,
  count: number,
): Promise<FeedArticle[]> {
  const { records } = await onlineFirstArticles(db, journalId, {
    current: 1,
    size: count,
    offset: 0,
  });
  return withAbstracts(db, records);
}

/** The newest published books, newest first. */
export async function newestBooks(db: Db, count: number): Promise<FeedBook[]> {
  const { records } = await filterBooks(
    db,
    { status: 'published', sort: 'newest' },
    { current: 1, size: count, offset: 0 },
  );
  if (records.length === 0) return [];
  const rows = await db.query<{ id: number; description_zh: string; description_en: string }>(
    'select id, description_zh, description_en from books where id = any($1::int[])',
    [records.map((book) => book.id)],
  );
  const descriptions = new Map(
    rows.map((row) => [row.id, localized(row.description_zh, row.description_en)]),
  );
  return records.map((book) => ({
    ...book,
    description: descriptions.get(book.id) ?? localized('', ''),
  }));
}

/** The newest news and announcements, newest first (pinning heads lists, not feeds). */
export async function newestNews(db: Db, count: number): Promise<NewsSummary[]> {
  const rows = await db.query<NewsSummaryRow>(
    `select ${newsSummaryColumns('n')} from news n order by n.published_at desc, n.id desc limit $1`,
    [count],
  );
  return rows.map(toNewsSummary);
}
