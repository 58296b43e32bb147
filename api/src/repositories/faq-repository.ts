/** FAQs by category, and one FAQ with its answer and the other questions of its category. */
import type { FaqCategory, FaqDetail } from '@portal/contract';
import type { Db } from '../db/db';
import { Conditions, searchText } from '../lib/sql';
import { localized } from './localized';
import { safeHtml } from '../lib/safe-html';

interface FaqListRow {
  category_id: number;
  category_zh: string;
  category_en: string;
  id: number;
  question_zh: string;
  question_en: string;
}

/**
 * Categories in order, each with its questions in order; with a keyword, only the questions whose
 * question or answer contains it (either language), and only the categories left with some.
 */
export async function listFaqs(db: Db, keyword: string | undefined): Promise<FaqCategory[]> {
  const conditions = new Conditions();
  const text = searchText(keyword);
  if (text) {
    conditions.addContainsAny(
      ['f.question_zh', 'f.question_en', 'f.answer_zh', 'f.answer_en'],
      text,
    );
  }
  const rows = await db.query<FaqListRow>(
    `select c.id as category_id, c.name_zh as category_zh, c.name_en as category_en,
            f.id, f.question_zh, f.question_en
       from faqs f join faq_categories c on c.id = f.category_id
       ${conditions.where}
      order by c.sort_order, c.id, f.sort_order, f.id`,
    conditions.params,
  );
  const categories = new Map<number, FaqCategory>();
  for (const row of rows) {
    let category = categories.get(row.category_id);
    if (!category) {
      category = {
        id: row.category_id,
        name: localized(row.category_zh, row.category_en),
        faqs: [],
      };
      categories.set(row.category_id, category);
    }
    category.faqs.push({ id: row.id, question: localized(row.question_zh, row.question_en) });
  }
  return [...categories.values()];
}

interface FaqDetailRow extends FaqListRow {
  answer_zh: string;
  answer_en: string;
}

export async function findFaq(db: Db, id: number): Promise<FaqDetail | undefined> {
  const [row] = await db.query<FaqDetailRow>(
    `select c.id as category_id, c.name_zh as category_zh, c.name_en as category_en,
            f.id, f.question_zh, f.question_en, f.answer_zh, f.answer_en
       from faqs f join faq_categories c on c.id = f.category_id
      where f.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const related = await db.query<Pick<FaqListRow, 'id' | 'question_zh' | 'question_en'>>(
    `select f.id, f.question_zh, f.question_en
       from faqs f
      where f.category_id = $1 and f.id <> $2
      order by f.sort_order, f.id`,
    [row.category_id, row.id],
  );
  return {
    id: row.id,
    category: { id: row.category_id, name: localized(row.category_zh, row.category_en) },
    question: localized(row.question_zh, row.question_en),
    answer: localized(safeHtml(row.answer_zh), safeHtml(row.answer_en)),
    related: related.map((faq) => ({
      id: faq.id,
      question: localized(faq.question_zh, faq.question_en),
    })),
  };
}
