/**
 * Frequently asked questions of readers, authors, librarians and book buyers, by category
 * (data/faq.json). Answers are HTML (p, ul/li, a, strong) written by the publisher; a question
 * may name related ones (by `key`), linked after its answer under "See also".
 */
import escapeHtml from 'escape-html';
import type { LocalizedText } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { PUBLISHER } from '../../config/publisher';
import type { FaqCategoryRow, FaqRow } from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import faqData from './data/faq.json';
import { fill } from './template';

interface Faq {
  /** Names a question other answers link to. */
  key?: string;
  question: LocalizedText;
  answer: LocalizedText;
  seeAlso?: readonly string[];
}

const FAQS: readonly { category: LocalizedText; faqs: readonly Faq[] }[] = faqData;

/** The answer's "See also" paragraph: a link to each related question, titled by the question. */
function seeAlsoHtml(related: readonly FaqRow[], language: keyof LocalizedText): string {
  if (!related.length) return '';
  const links = related.map(
    (faq) =>
      `<a href="${PAGES.faqAnswer.href({ id: faq.id })}">${escapeHtml(language === 'zh' ? faq.question_zh : faq.question_en)}</a>`,
  );
  return language === 'zh'
    ? `<p>另请参阅：${links.join('、')}</p>`
    : `<p>See also: ${links.join(', ')}</p>`;
}

export function buildFaqs(): { categories: FaqCategoryRow[]; faqs: FaqRow[] } {
  const categories: FaqCategoryRow[] = [];
  const faqs: FaqRow[] = [];
  const byKey = new Map<string, FaqRow>();
  const seeAlso: [FaqRow, readonly string[]][] = [];
  FAQS.forEach(({ category, faqs: entries }, i) => {
    const categoryId = i + 1;
    categories.push({
      id: categoryId,
      ...localizedColumns('name', category),
      sort_order: i + 1,
    });
    entries.forEach((faq, j) => {
      const answer = fill(faq.answer, {
        publisher: PUBLISHER.name,
        contactPage: PAGES.contact.href(),
        orderingPage: PAGES.ordering.href(),
      });
      const row: FaqRow = {
        id: faqs.length + 1,
        category_id: categoryId,
        ...localizedColumns('question', faq.question),
        ...localizedColumns('answer', answer),
        sort_order: j + 1,
      };
      faqs.push(row);
      if (faq.key) byKey.set(faq.key, row);
      if (faq.seeAlso) seeAlso.push([row, faq.seeAlso]);
    });
  });
  // Links go to ids, which exist once every question has its own.
  for (const [row, keys] of seeAlso) {
    const related = keys.map((key) => {
      const target = byKey.get(key);
      if (!target) throw new Error(`FAQ "${row.question_en}" links to unknown question ${key}`);
      return target;
    });
    row.answer_zh += seeAlsoHtml(related, 'zh');
    row.answer_en += seeAlsoHtml(related, 'en');
  }
  return { categories, faqs };
}
