import type { CitableBook } from '@portal/shared';
import type { BookDetail, ContributorRole } from '@portal/shared/contract';
import { siteOrigin } from '../../../utils/reading';
import { editionsOf } from './editions';

function namesOf(book: BookDetail, roles: readonly ContributorRole[]): string[] {
  return roles.flatMap((role) =>
    book.contributors
      .filter((group) => group.role === role)
      .flatMap((group) => group.contributors.map((contributor) => contributor.name)),
  );
}

/**
 * The book as "Cite" formats it: its authors, and its editors (a volume's own editors among
 * them) for a book without authors; the first edition's ISBN; its series and number.
 */
export function citableBook(
  book: BookDetail,
  publisher: string,
  origin = siteOrigin(),
): CitableBook {
  return {
    kind: 'book',
    id: book.id,
    title: book.title,
    subtitle: book.subtitle ?? null,
    authors: namesOf(book, ['AUTHOR']),
    editors: namesOf(book, ['EDITOR', 'VOLUME_EDITOR']),
    publisher,
    publishDate: book.publishDate,
    publishStatus: book.publishStatus,
    isbn: editionsOf(book)[0]?.isbn ?? null,
    edition: book.edition,
    series: book.series && { title: book.series.title, number: book.series.number },
    volumeNumber: book.volumeNumber,
    url: `${origin}/BDetail/${book.id}`,
  };
}
