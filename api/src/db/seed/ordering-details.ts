/**
 * The page behind each subcategory of the Info menu: prices, how to order, whom to write to.
 * Prices are quoted from the catalogue itself (journal prices, book list prices), so the pages
 * agree with what the journal and book pages show. The texts are data/ordering-pages.json.
 */
import type { LocalizedText } from '@portal/contract';
import { PAGES as SITE_PAGES } from '@portal/pages';
import type { OrderingCategoryRow, OrderingDetailRow } from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import orderingPages from './data/ordering-pages.json';
import { fill } from './template';

/** Lowest and highest amount of one kind of price. */
export interface PriceRange {
  min: number;
  max: number;
}

export interface OrderingPriceFacts {
  year: number;
  /** Journal subscription prices of `year`, keyed `<subscriber>.<medium>.<currency>`. */
  journal: ReadonlyMap<string, PriceRange>;
  /** List prices of the editions of published books, CNY. */
  books: PriceRange;
  journalCount: number;
}

const UPDATED_AT = '2025-09-01T08:00:00Z';

/** A part of a page: a text, the journal price list of a kind of subscriber, or whom to write to. */
type PagePart = { text: LocalizedText } | { prices: string } | { contact: string };
const PAGES: Readonly<Record<string, { title: LocalizedText; parts: readonly PagePart[] }>> =
  orderingPages.pages;

const money = (amount: number, currency: string) =>
  `${currency === 'CNY' ? '¥' : '$'}${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

function priceRows(facts: OrderingPriceFacts, subscriber: string): LocalizedText {
  const rows = (['print', 'online'] as const).map((medium) => {
    const range = (currency: string) => {
      const r = facts.journal.get(`${subscriber}.${medium}.${currency}`);
      return r ? `${money(r.min, currency)}–${money(r.max, currency)}` : '—';
    };
    return fill(orderingPages.priceRow, {
      medium: orderingPages.media[medium],
      cny: range('CNY'),
      usd: range('USD'),
    });
  });
  return {
    en: `<ul>${rows.map((r) => r.en).join('')}</ul>`,
    zh: `<ul>${rows.map((r) => r.zh).join('')}</ul>`,
  };
}

function partText(part: PagePart, facts: OrderingPriceFacts): LocalizedText {
  if ('prices' in part) return priceRows(facts, part.prices);
  if ('contact' in part) {
    return fill(orderingPages.contact, {
      email: part.contact,
      contactPage: SITE_PAGES.contact.href(),
    });
  }
  return fill(part.text, {
    year: facts.year,
    journalCount: facts.journalCount,
    booksMin: money(facts.books.min, 'CNY'),
    booksMax: money(facts.books.max, 'CNY'),
  });
}

/** Each subcategory's page, found by its English name (data/ordering-categories.json). */
export function buildOrderingDetails(
  categories: readonly OrderingCategoryRow[],
  facts: OrderingPriceFacts,
): OrderingDetailRow[] {
  return categories
    .filter((category) => category.parent_id !== null)
    .map((category) => {
      const page = PAGES[category.dict_value_en];
      if (!page) throw new Error(`No ordering detail for "${category.dict_value_en}"`);
      const title = fill(page.title, { year: facts.year });
      const parts = page.parts.map((part) => partText(part, facts));
      return {
        category_id: category.id,
        ...localizedColumns('title', title),
        content_zh: parts.map((p) => p.zh).join('\n'),
        content_en: parts.map((p) => p.en).join('\n'),
        updated_at: UPDATED_AT,
      };
    });
}
