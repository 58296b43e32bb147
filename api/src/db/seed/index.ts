/**
 * The seed catalogue: deterministic (one PRNG seed), realistic, bilingual. `seedCatalogue`
 * replaces whatever catalogue is in the database with it.
 */
import type { Db } from '../db';
import { insertRows } from '../insert-rows';
import { seedOpenAccess, seedPreviewDenied } from './access';
import { seedArticleReferences } from './article-references';
import { buildBookCatalogue } from './books';
import { seedBookContents } from './books-contents';
import { seedCms } from './cms';
import { seedJournalContent } from './journal-content';
import { SUBJECTS, buildJournals } from './journals';
import { buildNews } from './news';
import { buildOrderingCategories } from './ordering';
import { createRandom } from './random';
import { refreshSearchIndex } from './search-index';
import { buildSystemParams } from './system-params';

const SEED = 20_260_101;

/** Tables in insertion order (parents first); truncated together before seeding. */
const TABLES = [
  'subjects',
  'journals',
  'book_series',
  'contributors',
  'books',
  'book_editions',
  'book_contributors',
  'news',
  'ordering_categories',
  'system_params',
] as const;

/** Tables with identity ids, whose sequences must continue after the seeded ids. */
const IDENTITY_TABLES = [
  'journals',
  'book_series',
  'contributors',
  'books',
  'news',
  'ordering_categories',
];

export function buildCatalogue() {
  const random = createRandom(SEED);
  const journals = buildJournals(random);
  const { series, contributors, books, editions, bookContributors } = buildBookCatalogue();
  return {
    subjects: SUBJECTS.map((s, i) => ({
      code: s.code,
      name_zh: s.name.zh,
      name_en: s.name.en,
      sort_order: i + 1,
    })),
    journals,
    book_series: series,
    contributors,
    books,
    book_editions: editions,
    book_contributors: bookContributors,
    news: buildNews(random, journals, books),
    ordering_categories: buildOrderingCategories(),
    system_params: buildSystemParams(),
  } satisfies Record<(typeof TABLES)[number], object[]>;
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
    for (const table of TABLES) await insertRows(tx, table, catalogue[table]);
    await seedJournalContent(tx, catalogue.journals);
    await seedArticleReferences(tx);
    await seedBookContents(tx);
    await seedPreviewDenied(tx);
    await seedOpenAccess(tx);
    await seedCms(tx);
    for (const table of IDENTITY_TABLES) {
      await tx.query(
        `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        [table],
      );
    }
    await refreshSearchIndex(tx);
  });
}
