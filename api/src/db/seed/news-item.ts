/**
 * A news item as the seed makes it, and its making from a template of data/news-templates.json:
 * a title, a summary, paragraphs and perhaps a titled list, each with `{placeholders}`.
 */
import type { LocalizedText, NewsType } from '@portal/contract';
import { PAGES } from '@portal/pages';
import type { BookRow, JournalRow } from '../../repositories/catalogue-rows';
import newsTemplates from './data/news-templates.json';
import { fill, type TemplateValues } from './template';

type TitledList = { heading: LocalizedText; items: readonly LocalizedText[] };

export interface NewsItem {
  type: NewsType;
  title: LocalizedText;
  summary: LocalizedText;
  /** Paragraphs after the summary; the body is the summary plus these, as HTML. */
  paragraphs: readonly LocalizedText[];
  /** Year, month (1-12) and optionally day of publication; a missing day is drawn at random. */
  year: number;
  month: number;
  day?: number;
  /** The journal or book the item is about: related-announcement-page groups by them. */
  journal?: JournalRow;
  book?: BookRow;
  /** Heads the home page's widgets whatever its date. */
  pinned?: boolean;
  /** A titled list after the paragraphs (HTML allowed, as in paragraphs). */
  list?: TitledList;
}

interface NewsTemplate {
  title: LocalizedText;
  summary: LocalizedText;
  paragraphs: readonly LocalizedText[];
  list?: TitledList;
  /** Leads the paragraph quoting a topic's highlight (`{highlightLead}`). */
  highlightLead?: LocalizedText;
  /**
   * Added, as it is, to a pinned item's paragraphs: the latest award heads the news widget, and
   * its body has a formula to typeset (its TeX braces are no placeholders).
   */
  pinnedParagraph?: LocalizedText;
}

export type NewsTemplateName = keyof typeof newsTemplates;

const NEWS_TEMPLATES: Readonly<Record<NewsTemplateName, NewsTemplate>> = newsTemplates;

export const isNewsTemplateName = (name: string): name is NewsTemplateName =>
  Object.hasOwn(NEWS_TEMPLATES, name);

/** The names of a journal in a news text: plain, in italics, and linked to its page. */
export const journalValues = (j: JournalRow) => ({
  journal: { en: j.title_en, zh: `《${j.title_zh}》` },
  journalEm: { en: `<em>${j.title_en}</em>`, zh: `《${j.title_zh}》` },
  journalLink: {
    en: `<a href="${PAGES.journal.href({ cid: j.id })}"><em>${j.title_en}</em></a>`,
    zh: `<a href="${PAGES.journal.href({ cid: j.id })}">《${j.title_zh}》</a>`,
  },
});

export const bookValues = (b: BookRow) => ({
  title: { en: b.title_en, zh: b.title_zh },
  bookLink: {
    en: `<a href="${PAGES.book.href({ id: b.id })}"><em>${b.title_en}</em></a>`,
    zh: `<a href="${PAGES.book.href({ id: b.id })}">《${b.title_zh}》</a>`,
  },
  pages: b.page_count,
  isbn: b.isbn,
});

/**
 * The texts of a template filled with `values`. A paragraph quoting a topic's highlight is left
 * out when the values have none.
 */
export function fromTemplate(
  name: NewsTemplateName,
  values: TemplateValues,
  pinned: boolean,
): Pick<NewsItem, 'title' | 'summary' | 'paragraphs' | 'list'> {
  const template = NEWS_TEMPLATES[name];
  const all: TemplateValues = {
    ...values,
    ...(template.highlightLead && { highlightLead: template.highlightLead }),
  };
  const paragraphs = template.paragraphs
    .filter((p) => all.highlight !== undefined || !p.en.includes('{highlight}'))
    .map((p) => fill(p, all));
  return {
    title: fill(template.title, all),
    summary: fill(template.summary, all),
    paragraphs:
      pinned && template.pinnedParagraph ? [...paragraphs, template.pinnedParagraph] : paragraphs,
    ...(template.list && {
      list: {
        heading: fill(template.list.heading, all),
        items: template.list.items.map((item) => fill(item, all)),
      },
    }),
  };
}
