/**
 * A news item as the seed makes it, and its making from a template of data/news-templates.json:
 * a title, a summary, paragraphs and perhaps a titled list, each with `{placeholders}`.
 */
import type { LocalizedText, NewsType } from '@portal/contract';
import { PAGES } from '@portal/pages';
import type { BookRow, JournalRow } from '../../repositories/catalogue-rows';
import newsTemplates from './data/news-templates.json';
import { fill, type TemplateValues } from './template';

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
  list?: { heading: LocalizedText; items: readonly LocalizedText[] };
}

interface NewsTemplate {
  title: LocalizedText;
  summary: LocalizedText;
  paragraphs: readonly LocalizedText[];
  list?: { heading: LocalizedText; items: readonly LocalizedText[] };
  /** Leads the paragraph quoting a topic's highlight (`{highlightLead}`). */
  highlightLead?: LocalizedText;
}

export const NEWS_TEMPLATES: Readonly<Record<keyof typeof newsTemplates, NewsTemplate>> =
  newsTemplates;

/** A research topic; some name a result of the field in TeX, which the news body then quotes. */
export interface Topic extends LocalizedText {
  highlight?: LocalizedText;
}

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
});

/**
 * The texts of a template filled with `values`. A paragraph quoting a topic's highlight is left
 * out when the topic has none.
 */
export function fromTemplate(
  name: keyof typeof NEWS_TEMPLATES,
  values: TemplateValues,
  topic?: Topic,
): Pick<NewsItem, 'title' | 'summary' | 'paragraphs' | 'list'> {
  const template = NEWS_TEMPLATES[name];
  const all: TemplateValues = {
    ...values,
    ...(template.highlightLead && { highlightLead: template.highlightLead }),
    ...(topic?.highlight && { highlight: topic.highlight }),
  };
  const paragraphs = template.paragraphs
    .filter((p) => topic?.highlight || !p.en.includes('{highlight}'))
    .map((p) => fill(p, all));
  return {
    title: fill(template.title, all),
    summary: fill(template.summary, all),
    paragraphs,
    ...(template.list && {
      list: {
        heading: fill(template.list.heading, all),
        items: template.list.items.map((item) => fill(item, all)),
      },
    }),
  };
}
