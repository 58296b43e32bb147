/**
 * The CMS and Info pages' tables: FAQs, ordering details and contacts. Runs inside
 * seedCatalogue's transaction, after the catalogue it quotes prices from; empties its own tables
 * first, so reseeding gives the same rows.
 */
import type { DbSession } from '../db';
import type { OrderingCategoryRow } from '../../repositories/catalogue-rows';
import { writeContacts, writeFaqs, writeOrderingDetails } from '../../services/catalogue-writer';
import contacts from './data/contacts.json';
import { buildFaqs } from './faq';
import { buildOrderingDetails, type PriceRange } from './ordering-details';

/** Children before parents for deleting; insertion goes the other way. */
const TABLES = ['faqs', 'faq_categories', 'ordering_details', 'contacts'] as const;

async function orderingPriceFacts(tx: DbSession) {
  const prices = await tx.query<{ key: string; year: number; min: number; max: number }>(
    `select subscriber || '.' || medium || '.' || currency as key, year,
            min(amount)::float8 as min, max(amount)::float8 as max
       from journal_prices
      where year = (select max(year) from journal_prices) and amount > 0
      group by subscriber, medium, currency, year`,
  );
  const [books] = await tx.query<PriceRange>(
    `select coalesce(min(e.list_price), 0)::float8 as min,
            coalesce(max(e.list_price), 0)::float8 as max
       from book_editions e
       join books b on b.id = e.book_id
      where b.publish_status = 'published'`,
  );
  const [journals] = await tx.query<{ n: number }>('select count(*)::int as n from journals');
  return {
    year: prices[0]?.year ?? new Date().getUTCFullYear(),
    journal: new Map(prices.map((p) => [p.key, { min: p.min, max: p.max }])),
    books: books ?? { min: 0, max: 0 },
    journalCount: journals?.n ?? 0,
  };
}

export async function seedCms(tx: DbSession): Promise<void> {
  await tx.exec(`truncate ${TABLES.join(', ')} restart identity`);
  const { categories, faqs } = buildFaqs();
  await writeFaqs(tx, categories, faqs);
  const orderingCategories = await tx.query<OrderingCategoryRow>(
    'select id, parent_id, dict_value_zh, dict_value_en, sort_order from ordering_categories',
  );
  await writeOrderingDetails(
    tx,
    buildOrderingDetails(orderingCategories, await orderingPriceFacts(tx)),
  );
  await writeContacts(
    tx,
    contacts.map((contact, i) => ({ id: i + 1, ...contact, sort_order: i + 1 })),
  );
}
