import { siteOrigin, siteUrl, type CitableBook } from '@portal/reading';
import type { BookDetail, ContributorRole } from '@portal/contract';
import { PAGES } from '@portal/pages';

function namesOf(book: BookDetail, roles: readonly ContributorRole[]): string[] {
  return roles.flatMap((role) =>
    book.contributors
      .filter((group) => group.role === role)
      .flatMap((group) => group.contributors.map((contributor) => contributor.name)),
  );
}

/**
 * The book as "Cite" formats it (for its own page, and as the book a chapter is in): its
 * authors, and its editors (a volume's own editors among them) for a book without authors; the
 * first edition's ISBN; its series and number.
 */
export function citableBook(
  book: BookDetail,
  publisher: string,
  origin = siteOrigin(),
): CitableBook {
  return {
    ...citedBook(book, publisher),
    kind: 'book',
    url: siteUrl(PAGES.book.href({ id: book.id }), origin),
  };
}

/** What a citation says of a book, on its own or as the book a chapter is in. */
export function citedBook(book: BookDetail, publisher: string): Omit<CitableBook, 'kind' | 'url'> {
  return {
    id: book.id,
    title: book.title,
    subtitle: book.subtitle ?? null,
    authors: namesOf(book, ['AUTHOR']),
    editors: namesOf(book, ['EDITOR', 'VOLUME_EDITOR']),
    publisher,
    publishDate: book.publishDate,
    publishStatus: book.publishStatus,
    // The first edition's, which the summary's own ISBN is.
    isbn: book.isbn,
    edition: book.edition,
    series: book.series && { title: book.series.title, number: book.series.number },
    volumeNumber: book.volumeNumber,
  };
}
