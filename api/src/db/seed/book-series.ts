/**
 * The books of the series (data/book-definitions.json): the series' named books and those made
 * from their topics, the annual volumes, and the books outside any series, with their credits.
 */
import type { SeriesRow } from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import { formatIssn } from '../../lib/identifiers';
import { CLASSICS_EDITORS, type BookShelf, type Placement } from './book-shelf';
import {
  ANNUALS,
  SERIES,
  STANDALONE_BOOKS,
  t,
  titleFrom,
  type BookDefinition,
} from './books-definitions';

/** The series, then the annuals, numbered in that order. */
export function buildSeriesRows(): SeriesRow[] {
  return [...SERIES, ...ANNUALS].map((s, index) => ({
    id: index + 1,
    ...localizedColumns('title', s.title),
    ...localizedColumns('description', s.description),
    // Collections of proceedings and classics carry no series ISSN.
    issn:
      'kind' in s && (s.edited || s.volumeEditors)
        ? null
        : formatIssn(`27${String(4100 + index * 131).padStart(5, '0')}`),
    annual: index >= SERIES.length,
  }));
}

export function addSeriesBooks(shelf: BookShelf): void {
  const { random, contributorId, people, credit, addBook, addVolumes, editedBooks } = shelf;
  SERIES.forEach((definition, seriesIndex) => {
    const seriesId = seriesIndex + 1;
    const generalEditor = definition.generalEditor ? contributorId(definition.generalEditor) : null;
    const featuredAuthor = definition.featuredAuthor
      ? contributorId(definition.featuredAuthor)
      : null;
    const generated = (definition.topics ?? []).map((topic, index): BookDefinition => {
      const forms = definition.forms ?? [];
      const form = forms[index % Math.max(forms.length, 1)];
      return { ...(form ? titleFrom(form, topic.name) : { title: topic.name }), msc: topic.msc };
    });
    [...definition.books, ...generated].forEach((bookDefinition, bookIndex) => {
      const primary =
        bookDefinition.msc ?? definition.msc2020[bookIndex % definition.msc2020.length] ?? '00A05';
      const secondary = random.pick(definition.msc2020);
      const placement: Placement = {
        seriesId,
        seriesNumber: bookIndex + 1,
        msc2020: random.chance(0.4) && secondary !== primary ? [primary, secondary] : [primary],
        kind: definition.kind,
        ...(definition.textbook && { textbook: definition.textbook }),
        ...(definition.language && { language: definition.language }),
        ...(bookDefinition.eventYear && {
          date: new Date(
            Date.UTC(bookDefinition.eventYear + 1, random.int(0, 9), random.int(1, 28)),
          ),
        }),
      };
      const book = addBook(bookDefinition, placement);
      const edited = definition.edited || bookDefinition.edited;
      let authors = bookDefinition.authors
        ? bookDefinition.authors.map((name) => contributorId(name))
        : people(1, 3);
      if (featuredAuthor !== null && bookIndex % 3 === 0) {
        authors = [featuredAuthor, ...authors.filter((id) => id !== featuredAuthor)];
      }
      if (edited) {
        editedBooks.add(book.id);
        credit(book.id, 'EDITOR', authors);
      } else if (!bookDefinition.authors && definition.volumeEditors) {
        // A text of unknown authorship is credited to its modern editor alone.
        credit(book.id, 'VOLUME_EDITOR', [contributorId(random.pick(CLASSICS_EDITORS))]);
      } else {
        credit(book.id, 'AUTHOR', authors);
        if (definition.volumeEditors) {
          credit(book.id, 'VOLUME_EDITOR', [contributorId(random.pick(CLASSICS_EDITORS))]);
        }
      }
      if (generalEditor !== null) credit(book.id, 'GENERAL_EDITOR', [generalEditor]);
      if (bookDefinition.volumes) {
        addVolumes(book, bookDefinition.volumes, placement, (volume) => {
          if (edited) {
            editedBooks.add(volume.id);
            credit(volume.id, 'EDITOR', authors);
            credit(volume.id, 'VOLUME_EDITOR', people(1, 2));
          } else credit(volume.id, 'AUTHOR', authors);
          if (generalEditor !== null) credit(volume.id, 'GENERAL_EDITOR', [generalEditor]);
        });
      }
    });
  });
}

export function addAnnuals(shelf: BookShelf): void {
  const { random, contributorId, modernAuthor, credit, addBook, editedBooks } = shelf;
  ANNUALS.forEach((annual, index) => {
    const seriesId = SERIES.length + index + 1;
    const generalEditor = annual.generalEditor
      ? contributorId(annual.generalEditor, 'Department of Mathematics, University of Westmoor')
      : null;
    const board = Array.from({ length: 6 }, modernAuthor);
    for (let year = annual.firstYear; year <= annual.lastYear; year++) {
      const offset = year - annual.firstYear;
      const number = annual.themes ? offset + 15 : offset + 1;
      const theme = annual.themes?.[offset % annual.themes.length];
      const title = annual.themes
        ? t(`${annual.title.en}, Vol. ${number}`, `${annual.title.zh}（第${number}卷）`)
        : t(`${annual.title.en} ${year}`, `${annual.title.zh} ${year}`);
      const book = addBook(
        { title, ...(theme && { subtitle: theme }) },
        {
          seriesId,
          seriesNumber: number,
          msc2020: [annual.msc2020[offset % annual.msc2020.length] ?? '00B15'],
          kind: 'annual',
          date: new Date(Date.UTC(year + 1, annual.month - 1, random.int(5, 25))),
        },
      );
      editedBooks.add(book.id);
      const editors = [0, 1, 2].map((k) => board[(offset + k) % board.length] ?? modernAuthor());
      if (generalEditor === null) credit(book.id, 'EDITOR', editors);
      else {
        credit(book.id, 'VOLUME_EDITOR', editors.slice(0, 2));
        credit(book.id, 'GENERAL_EDITOR', [generalEditor]);
      }
    }
  });
}

export function addStandaloneBooks(shelf: BookShelf): void {
  const { people, credit, addBook } = shelf;
  for (const definition of STANDALONE_BOOKS) {
    const msc = definition.msc ?? '00A05';
    // 97U: problem books and competition material.
    const problems = msc.startsWith('97U');
    const book = addBook(definition, {
      seriesId: null,
      seriesNumber: null,
      msc2020: [msc],
      kind: problems ? 'problems' : 'general',
      ...(msc === '00A20' && { language: 'zh-en' as const }),
      ...(problems && { textbook: 'problems' as const }),
    });
    credit(book.id, 'AUTHOR', people(1, 2));
  }
}
