/**
 * The news and announcements of the seed catalogue, as data/news-schedule.json lists them: the
 * items of the last years (special issues, indexing, editors, fairs, new books, awards, notices)
 * and six years of archive (volumes completed, boards renewed, new books, yearly notices,
 * workshops). Their texts come from data/news-templates.json; they are dated and numbered in
 * order of publication.
 */
import { NEWS_TYPES, type LocalizedText, type NewsType } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';
import type { BookRow, JournalRow, NewsRow } from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import newsSchedule from './data/news-schedule.json';
import newsTopics from './data/news-topics.json';
import { oneOf } from './data-values';
import {
  bookValues,
  fromTemplate,
  isNewsTemplateName,
  journalValues,
  type NewsItem,
} from './news-item';
import { createRandom, type Random } from './random';
import type { TemplateValue } from './template';

/** Every item is published before this date. */
const NEWS_CUTOFF = new Date(Date.UTC(2026, 10, 21));
/**
 * The archive has its own PRNG, so that the newer items draw exactly what they always drew. It
 * reaches back to the start of ARCHIVE_FIRST_YEAR.
 */
const ARCHIVE_SEED = 20_210_105;
const ARCHIVE_FIRST_YEAR = 2021;
const DAY = 86_400_000;

type Range = [number, number];
/** A number given once, per item (the i-th item takes the i-th, cycling), or drawn. */
type Schedule = number | readonly number[] | { draw: readonly number[] };

/** One line of the schedule: a template, and the items made of it. */
interface ScheduleEntry {
  template: string;
  type: string;
  /** An item per value of a list of data/news-topics.json, given to the template as `as`. */
  list?: { name: string; as: string; slice?: readonly number[] };
  /** How many items, when no list or books say it (1 by default). */
  count?: number;
  /** Each item is about a different journal, drawn from all or from the open-access ones. */
  journals?: string;
  /** An item per book drawn from those published in the range, announced a few days later. */
  books?: {
    publishedFrom: string;
    publishedBefore?: string;
    count: number;
    announcedAfterDays: readonly number[];
  };
  year?: number | readonly number[];
  /** Added to the year of a group's entry. */
  yearOffset?: number;
  /** Not given for books: they are announced on a date drawn from their publication. */
  month?: Schedule;
  /** The day of what is announced (`{day}`, `{date}`); published `daysBefore` it. */
  day?: { draw: readonly number[] };
  daysBefore?: number;
  pinned?: boolean | readonly boolean[];
}

/** Entries repeated for each year, in the order given: one item of each per year. */
interface YearlyGroup {
  years: readonly number[];
  items: readonly ScheduleEntry[];
}

const range = (numbers: readonly number[]): Range => {
  const [min, max] = numbers;
  if (min === undefined || max === undefined) throw new Error('Seed data: a range is two numbers');
  return [min, max];
};

const nth = <T>(value: T | readonly T[], index: number): T =>
  Array.isArray(value) ? (value[index % value.length] as T) : (value as T);

const valueOf = (random: Random, schedule: Schedule, index: number): number =>
  typeof schedule === 'object' && 'draw' in schedule
    ? random.int(...range(schedule.draw))
    : nth(schedule, index);

const TOPIC_LISTS: Readonly<Record<string, readonly TemplateValue[]>> = newsTopics;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * Paragraph and list texts may contain markup (journal names in <em>, links, <strong>), so only
 * the summary is escaped.
 */
function bodyHtml(item: NewsItem, language: keyof LocalizedText): string {
  return [
    `<p>${escapeHtml(item.summary[language])}</p>`,
    ...item.paragraphs.map((p) => `<p>${p[language]}</p>`),
    ...(item.list
      ? [
          `<h3>${item.list.heading[language]}</h3>`,
          `<ul>${item.list.items.map((i) => `<li>${i[language]}</li>`).join('')}</ul>`,
        ]
      : []),
  ].join('\n');
}

/** The items of one schedule entry, drawing what it draws in the order it always drew it. */
function entryItems(
  random: Random,
  entry: ScheduleEntry,
  journals: readonly JournalRow[],
  books: readonly BookRow[],
  groupYear?: number,
): NewsItem[] {
  const template = entry.template;
  if (!isNewsTemplateName(template)) throw new Error(`Seed data: no news template ${template}`);
  const type: NewsType = oneOf(NEWS_TYPES, entry.type, 'news type');
  const listed = entry.list && TOPIC_LISTS[entry.list.name]?.slice(...(entry.list.slice ?? []));
  const aboutBooks = entry.books
    ? random.sample(
        books.filter(
          (b) =>
            b.publish_status === 'published' &&
            b.parent_book_id === null &&
            b.publish_date >= (entry.books?.publishedFrom ?? '') &&
            b.publish_date < (entry.books?.publishedBefore ?? '9999'),
        ),
        entry.books.count,
      )
    : undefined;
  const count = listed?.length ?? aboutBooks?.length ?? entry.count ?? 1;
  const aboutJournals = entry.journals
    ? random.sample(
        entry.journals === 'openAccess' ? journals.filter((j) => j.open_access) : journals,
        count,
      )
    : undefined;

  return Array.from({ length: Math.min(count, aboutJournals?.length ?? count) }, (_, i) => {
    const journal = aboutJournals?.[i];
    const book = aboutBooks?.[i];
    const listValue = listed?.[i];
    let year = (groupYear ?? nth(entry.year ?? 0, i)) + (entry.yearOffset ?? 0);
    let month = entry.month === undefined ? 0 : valueOf(random, entry.month, i);
    let day = entry.day && random.int(...range(entry.day.draw));
    const values: Record<string, TemplateValue> = {
      publisher: PUBLISHER.name,
      publisherAbbreviation: PUBLISHER.abbreviation,
      journalCount: journals.length,
      year,
      nextYear: year + 1,
      previousYear: year - 1,
      month,
      ...(day !== undefined && {
        day,
        date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      }),
      ...(journal && journalValues(journal)),
      ...(book && bookValues(book)),
    };
    if (entry.list && listValue !== undefined) {
      values[entry.list.as] = listValue;
      if (typeof listValue === 'object' && 'highlight' in listValue)
        values.highlight = listValue.highlight as LocalizedText;
    }
    if (day !== undefined && entry.daysBefore) day -= entry.daysBefore;
    if (book && entry.books) {
      // Announced a few days after publication, and never after the newest news item.
      const announced = new Date(
        Math.min(
          Date.parse(book.publish_date) +
            random.int(...range(entry.books.announcedAfterDays)) * DAY,
          NEWS_CUTOFF.getTime() - DAY,
        ),
      );
      [year, month, day] = [
        announced.getUTCFullYear(),
        announced.getUTCMonth() + 1,
        announced.getUTCDate(),
      ];
    }
    const pinned = nth(entry.pinned ?? false, i);
    return {
      type,
      ...fromTemplate(template, values, pinned),
      year,
      month,
      ...(day !== undefined && { day }),
      ...(journal && { journal }),
      ...(book && { book }),
      ...(pinned && { pinned }),
    };
  });
}

function scheduledItems(
  random: Random,
  schedule: readonly (ScheduleEntry | YearlyGroup)[],
  journals: readonly JournalRow[],
  books: readonly BookRow[],
): NewsItem[] {
  return schedule.flatMap((entry) =>
    'years' in entry
      ? entry.years.flatMap((year) =>
          entry.items.flatMap((item) => entryItems(random, item, journals, books, year)),
        )
      : entryItems(random, entry, journals, books),
  );
}

/** Two volumes completed (of years the journal existed in) and a board renewed, per journal. */
function journalArchiveItems(random: Random, journal: JournalRow, lastYear: number): NewsItem[] {
  const years = random
    .sample(
      Array.from({ length: lastYear - ARCHIVE_FIRST_YEAR }, (_, i) => ARCHIVE_FIRST_YEAR + i),
      2,
    )
    .filter((year) => year >= journal.founded_year);
  const volumes = years.map((year): NewsItem => {
    const volume = year - journal.founded_year + 1;
    return {
      type: 'news',
      ...fromTemplate('volumeComplete', { ...journalValues(journal), volume, year }, false),
      year,
      month: 12,
      day: random.int(15, 28),
      journal,
    };
  });
  const renewed = random.int(ARCHIVE_FIRST_YEAR, lastYear);
  const term = { newMembers: random.int(4, 12), from: renewed, to: renewed + 3 };
  return [
    ...volumes,
    {
      type: 'news',
      ...fromTemplate('boardRenewed', { ...journalValues(journal), ...term }, false),
      year: renewed,
      month: random.int(1, 11),
      journal,
    },
  ];
}

export function buildNews(random: Random, journals: JournalRow[], books: BookRow[]): NewsRow[] {
  const archiveRandom = createRandom(ARCHIVE_SEED);
  const lastYear = NEWS_CUTOFF.getUTCFullYear() - 1;
  const recent = scheduledItems(random, newsSchedule.recent, journals, books);
  const archive = [
    ...journals.flatMap((journal) => journalArchiveItems(archiveRandom, journal, lastYear)),
    ...scheduledItems(archiveRandom, newsSchedule.archive, journals, books),
  ];
  const items = [...recent, ...archive].map((item) => {
    const day = item.day ?? random.int(1, 28);
    const publishedAt = new Date(
      Date.UTC(item.year, item.month - 1, day, random.int(1, 10), random.int(0, 59)),
    );
    if (publishedAt >= NEWS_CUTOFF)
      throw new Error(`News "${item.title.en}" is dated in the future`);
    return { item, publishedAt };
  });
  items.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  return items.map(({ item, publishedAt }, index) => ({
    id: index + 1,
    type: item.type,
    ...localizedColumns('title', item.title),
    ...localizedColumns('summary', item.summary),
    body_zh: bodyHtml(item, 'zh'),
    body_en: bodyHtml(item, 'en'),
    published_at: publishedAt.toISOString(),
    has_cover: item.type === 'news',
    journal_id: item.journal?.id ?? null,
    book_id: item.book?.id ?? null,
    pinned: item.pinned ?? false,
  }));
}
