import type { BookTagType, LocalizedText } from '@portal/contract';
import type {
  BookContributorRow,
  BookTagLinkRow,
  BookTagRow,
} from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import type { BookShelf } from './book-shelf';
import { AREAS, bookBlurbs, bookTexts } from './books-texts';
import { fill } from './template';

/** Tags of the four types: MSC areas, textbook levels, featured authors and collections. */
export function buildTags(
  context: BookShelf,
  bookContributors: readonly BookContributorRow[],
): { tags: BookTagRow[]; tagLinks: BookTagLinkRow[] } {
  const { books } = context;
  const tags: BookTagRow[] = [];
  const tagLinks: BookTagLinkRow[] = [];
  const addTag = (
    type: BookTagType,
    code: string,
    text: { name: LocalizedText; description: LocalizedText },
    bookIds: readonly number[],
    contributorId: number | null = null,
  ) => {
    if (bookIds.length === 0) return;
    const tag: BookTagRow = {
      id: tags.length + 1,
      type,
      code,
      ...localizedColumns('name', text.name),
      ...localizedColumns('description', text.description),
      contributor_id: contributorId,
      sort_order: tags.filter((other) => other.type === type).length + 1,
    };
    tags.push(tag);
    for (const book_id of new Set(bookIds)) tagLinks.push({ book_id, tag_id: tag.id });
  };

  const areas = [...new Set(books.flatMap((b) => b.msc2020.map((c) => c.slice(0, 2))))].sort();
  for (const area of areas) {
    const name = AREAS[area]?.name;
    if (!name) continue;
    addTag(
      'subject',
      area,
      {
        name,
        description: fill(bookTexts.subjectTagDescription, {
          area,
          name,
          nameLower: { en: name.en.toLowerCase(), zh: name.zh },
        }),
      },
      books.filter((b) => b.msc2020.some((c) => c.startsWith(area))).map((b) => b.id),
    );
  }
  for (const level of ['undergraduate', 'graduate', 'problems'] as const) {
    addTag(
      'textbook',
      level,
      bookBlurbs.textbookTags[level],
      books.filter((b) => context.textbookLevels.get(b.id) === level).map((b) => b.id),
    );
  }
  bookTexts.featuredAuthors.forEach((author, index) => {
    const contributorId = context.featuredAuthorIds[index] ?? null;
    addTag(
      'featured_author',
      author.name.toLowerCase().replaceAll(' ', '-'),
      { name: author.tagName, description: author.bio },
      bookContributors
        .filter((c) => c.contributor_id === contributorId && c.role === 'AUTHOR')
        .map((c) => c.book_id),
      contributorId,
    );
  });
  const setIds = books.flatMap((b) => (b.parent_book_id === null ? [] : [b.parent_book_id, b.id]));
  const collections: [keyof typeof bookTexts.collections, number[]][] = [
    ['editorsChoice', books.filter((b) => b.featured).map((b) => b.id)],
    ['bilingual', books.filter((b) => b.language === 'zh-en').map((b) => b.id)],
    ['sets', setIds],
    [
      'summerSchools',
      books.filter((b) => context.kinds.get(b.id) === 'proceedings').map((b) => b.id),
    ],
  ];
  for (const [code, bookIds] of collections) {
    addTag(
      'collection',
      code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      bookTexts.collections[code],
      bookIds,
    );
  }
  return { tags, tagLinks };
}
