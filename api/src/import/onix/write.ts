/**
 * The books of an ONIX message written to the catalogue in the file's transaction: each matched by
 * the ISBN of the book or one of its editions (updated in place, or left when nothing changed),
 * or created; its series and contributors matched or created; its set checked.
 */
import type { LocalizedText } from '@portal/contract';
import { PAGES } from '@portal/pages';
import type { DbSession } from '../../db/db';
import {
  findBooksByIsbns,
  findOrCreateContributor,
  findOrCreateSeries,
  upsertBook,
  type ImportedBook,
} from '../../services/book-upsert';
import type { ImportChange, ImportProblem, WriteContext, WriteResult } from '../types';
import type { OnixBook, OnixProduct } from './read';

const problemOf = (product: OnixProduct, field: string, message: LocalizedText): ImportProblem => ({
  line: product.line,
  column: null,
  field: `Product/${field}`,
  message,
});

class BookWriter {
  readonly changes: ImportChange[] = [];
  readonly problems: ImportProblem[] = [];
  /** ISBNs of the books of this file already refused: their volumes say nothing more. */
  private readonly refused = new Set<string>();

  constructor(
    private readonly tx: DbSession,
    private readonly context: WriteContext,
  ) {}

  private async bookId(book: OnixBook, primary: OnixProduct): Promise<number | null | undefined> {
    const found = await findBooksByIsbns(
      this.tx,
      book.products.map((p) => p.digits),
    );
    const ids = [...new Set(found.values())];
    if (ids.length > 1) {
      this.problems.push(
        problemOf(primary, 'ProductIdentifier/IDValue', {
          zh: `这些 ISBN 分属目录中不同的图书（${ids.join('、')}），不能合为一本`,
          en: `These ISBNs belong to different books of the catalogue (${ids.join(', ')}); they cannot be one book`,
        }),
      );
      return undefined;
    }
    return ids[0] ?? null;
  }

  private async parentId(book: OnixBook, primary: OnixProduct): Promise<number | null | undefined> {
    if (!book.parentDigits) return null;
    if (this.refused.has(book.parentDigits)) return undefined;
    const parent = (await findBooksByIsbns(this.tx, [book.parentDigits])).get(book.parentDigits);
    if (parent === undefined) {
      this.problems.push(
        problemOf(primary, 'RelatedMaterial/RelatedProduct/ProductIdentifier/IDValue', {
          zh: `所属套书 ISBN ${book.parentDigits} 既不在目录中，也不在本文件中`,
          en: `The set ISBN ${book.parentDigits} is neither in the catalogue nor in this file`,
        }),
      );
    }
    return parent;
  }

  private async seriesId(primary: OnixProduct): Promise<number | null> {
    if (!primary.series) return null;
    const { id, created } = await findOrCreateSeries(this.tx, primary.series);
    if (created) {
      this.changes.push({
        kind: 'series',
        outcome: 'created',
        key: primary.series.issn ?? primary.series.title.en,
        title: primary.series.title,
        href: this.context.dryRun ? null : PAGES.series.href({ id }),
      });
    }
    return id;
  }

  private async credits(primary: OnixProduct): Promise<ImportedBook['credits']> {
    const byRole = new Map<ImportedBook['credits'][number]['role'], number[]>();
    for (const person of primary.contributors) {
      const { id } = await findOrCreateContributor(this.tx, person);
      const ids = byRole.get(person.role) ?? [];
      if (!ids.includes(id)) ids.push(id);
      byRole.set(person.role, ids);
    }
    return [...byRole].map(([role, contributorIds]) => ({ role, contributorIds }));
  }

  async write(book: OnixBook): Promise<void> {
    const primary = book.products[0];
    if (!primary) return;
    const media = book.products.map((p) => p.medium);
    if (new Set(media).size !== media.length) {
      this.problems.push(
        problemOf(primary, 'DescriptiveDetail/ProductForm', {
          zh: '同一本书的两个产品形态相同（每本书至多一个纸本、一个电子版）',
          en: 'Two products of one book have the same medium (a book has at most one print and one e-book edition)',
        }),
      );
      for (const product of book.products) this.refused.add(product.digits);
      return;
    }
    const bookId = await this.bookId(book, primary);
    const parentId = await this.parentId(book, primary);
    if (bookId === undefined || parentId === undefined) {
      for (const product of book.products) this.refused.add(product.digits);
      return;
    }
    const imported: ImportedBook = {
      fields: {
        series_id: await this.seriesId(primary),
        series_number: primary.series?.number ?? null,
        parent_book_id: parentId,
        volume_number: parentId === null ? null : book.volumeNumber,
        title_zh: primary.title.zh,
        title_en: primary.title.en,
        subtitle_zh: primary.subtitle?.zh ?? null,
        subtitle_en: primary.subtitle?.en ?? null,
        description_zh: primary.description?.zh ?? null,
        description_en: primary.description?.en ?? null,
        language: primary.language,
        edition: primary.edition,
        publish_date: primary.publishDate,
        page_count: primary.pageCount,
        publish_status: primary.status,
        msc2020: primary.msc,
      },
      editions: book.products.map((p) => ({
        medium: p.medium,
        binding: p.binding,
        isbn: p.isbn,
        list_price: p.listPrice,
        list_price_usd: p.listPriceUsd,
      })),
      credits: await this.credits(primary),
    };
    const { id, outcome } = await upsertBook(this.tx, bookId, imported);
    this.changes.push({
      kind: 'book',
      outcome,
      key: primary.isbn,
      title: primary.title,
      href: this.context.dryRun && outcome === 'created' ? null : PAGES.book.href({ id }),
    });
  }
}

export async function writeOnixBooks(
  tx: DbSession,
  context: WriteContext,
  books: readonly OnixBook[],
): Promise<WriteResult> {
  const writer = new BookWriter(tx, context);
  for (const book of books) await writer.write(book);
  return { changes: writer.changes, problems: writer.problems };
}
