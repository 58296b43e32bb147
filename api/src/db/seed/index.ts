/**
 * The seed catalogue: deterministic (one PRNG seed), realistic, bilingual. `seedCatalogue`
 * replaces whatever catalogue is in the database with it, writing through the catalogue writer
 * (services/catalogue-writer.ts) as an import of real content does.
 */
import type { Db } from '../db';
import {
  writeBookTags,
  writeBooks,
  writeChapters,
  writeContributors,
  writeJournals,
  writeNews,
  writeOrderingCategories,
  writeSeries,
} from '../../services/catalogue-writer';
import { seedOpenAccess, seedPreviewDenied } from './book-access';
import { seedArticleBodies } from './article-bodies';
import { seedArticleReferences } from './article-references';
import { buildBookCatalogue } from './books';
import { seedCms } from './cms';
import { seedJournalContent } from './journal-content';
import { buildJournals, buildSubjects } from './journals';
import { buildNews } from './news';
import { buildOrderingCategories } from './ordering';
import { createRandom } from './random';
import { refreshSearchIndex } from '../../services/search-index';
import { gatherStatistics } from '../statistics';

const SEED = 20_260_101;

/**
 * The catalogue's tables the seed replaces. Emptying them empties every table that refers to
 * them (volumes, issues, articles with their authors, codes and references, editors, prices,
 * editions, credits, chapters, tag links, and what readers' orders and subscriptions name of
 * them); cms.ts empties its own.
 */
const TABLES = [
  'subjects',
  'journals',
  'editor_roles',
  'msc_codes',
  'book_series',
  'contributors',
  'books',
  'book_tags',
  'news',
  'ordering_categories',
];

export function buildCatalogue() {
  const random = createRandom(SEED);
  const journals = buildJournals(random);
  const books = buildBookCatalogue();
  return {
    subjects: buildSubjects(),
    journals,
    book_series: books.series,
    contributors: books.contributors,
    books: books.books,
    bookRecords: books.bookRecords,
    chapterRecords: books.chapterRecords,
    tags: books.tags,
    tagLinks: books.tagLinks,
    news: buildNews(random, journals, books.books),
    ordering_categories: buildOrderingCategories(),
  };
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'select exists (select 1 from journals) as exists',
  );
  return !row?.exists;
}

export async function seedCatalogue(db: Db): Promise<void> {
  const catalogue = buildCatalogue();
  await db.transaction(async (tx) => {
    await tx.exec(`truncate ${TABLES.join(', ')} restart identity cascade`);
    await writeJournals(tx, catalogue.subjects, catalogue.journals);
    await writeSeries(tx, catalogue.book_series);
    await writeContributors(tx, catalogue.contributors);
    await writeBooks(tx, catalogue.bookRecords);
    await writeNews(tx, catalogue.news);
    await writeOrderingCategories(tx, catalogue.ordering_categories);
    await seedJournalContent(tx, catalogue.journals);
    await seedArticleReferences(tx);
    await seedArticleBodies(tx);
    await writeChapters(tx, catalogue.chapterRecords);
    await writeBookTags(tx, catalogue.tags, catalogue.tagLinks);
    await seedPreviewDenied(tx);
    await seedOpenAccess(tx);
    await seedCms(tx);
    await refreshSearchIndex(tx);
  });
  await gatherStatistics(db);
}
