import type { ArticleDetail, BookSeriesRef, LocalizedText, PublishStatus } from '@portal/contract';

/**
 * What a citation needs of an article: the catalogue's article detail (`issue-content-detail`),
 * so a page passes `{ kind: 'article', ...article }`.
 */
export type CitableArticle = { kind: 'article' } & Pick<
  ArticleDetail,
  | 'id'
  | 'status'
  | 'title'
  | 'authors'
  | 'abstract'
  | 'keywords'
  | 'journalTitle'
  | 'journalAbbreviation'
  | 'volumeNumber'
  | 'issueNumber'
  | 'year'
  | 'firstPage'
  | 'lastPage'
  | 'doi'
  | 'publishedDate'
  | 'publishedOnlineDate'
>;

/**
 * What a citation needs of a book (`bookmain/detail`). Names are written given name first, as
 * the catalogue writes every contributor (`Laura Garcia`).
 */
export interface CitableBook {
  kind: 'book';
  id: number;
  title: LocalizedText;
  subtitle?: LocalizedText | null;
  /** The AUTHOR contributors, in the book's order. */
  authors: readonly string[];
  /**
   * The EDITOR contributors (and VOLUME_EDITOR ones, for a volume of a set), in order: BibTeX
   * names them in place of authors when the book has none.
   */
  editors: readonly string[];
  /** The publisher's name as citations give it (the portal's English name). */
  publisher: string;
  /** YYYY-MM-DD; for a forthcoming book, the planned date. */
  publishDate: string;
  publishStatus: PublishStatus;
  /** The ISBN-13 of the edition cited, hyphenated. */
  isbn: string | null;
  /** 1 for the first edition. */
  edition: number;
  /** The series and the book's number in it (`bookmain/detail`'s `series`). */
  series: Pick<BookSeriesRef, 'title' | 'number'> | null;
  /** Its number in a multi-volume set. */
  volumeNumber: number | null;
  /** Its page on the portal, absolute (`https://…/BDetail/12`). */
  url?: string | null;
}

/** What a citation needs of a chapter (`bookmain/chapter-detail`) and of the book it is in. */
export interface CitableChapter {
  kind: 'chapter';
  id: number;
  title: LocalizedText;
  /** The chapter's own authors; empty when they are the book's. */
  authors: readonly string[];
  /** Null while its book is not paged (published online first): the citation gives no pages. */
  firstPage: number | null;
  lastPage: number | null;
  abstract?: LocalizedText | null;
  book: Omit<CitableBook, 'kind' | 'url'>;
  /** Its page on the portal, absolute (`https://…/ChapterDetail/40`). */
  url?: string | null;
}

/** Anything the portal lets a reader cite. */
export type CitableItem = CitableArticle | CitableBook | CitableChapter;
