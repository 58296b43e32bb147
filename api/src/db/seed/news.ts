/**
 * The news and announcements of the seed catalogue: the items of the last years (special issues,
 * indexing, editors, fairs, new books, awards, notices) and the archive (news-archive.ts), their
 * texts from data/news-templates.json, dated and numbered in order of publication.
 */
import { PUBLISHER } from '../../config/publisher';
import type { BookRow, JournalRow, NewsRow } from '../../repositories/catalogue-rows';
import newsTemplates from './data/news-templates.json';
import newsTopics from './data/news-topics.json';
import { buildArchiveItems } from './news-archive';
import { bookValues, fromTemplate, journalValues, type NewsItem, type Topic } from './news-item';
import type { Random } from './random';

/** Every item is published before this date. */
const NEWS_CUTOFF = new Date(Date.UTC(2026, 10, 21));

/** Pairs each item with the value at the same index; stops at the shorter list. */
const zip = <A, B>(as: readonly A[], bs: readonly B[]): [A, B][] =>
  as.flatMap((a, i) => {
    const b = bs[i];
    return b === undefined ? [] : [[a, b]];
  });

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
function bodyHtml(
  summary: string,
  paragraphs: readonly string[],
  list?: { heading: string; items: readonly string[] },
): string {
  return [
    `<p>${escapeHtml(summary)}</p>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    ...(list
      ? [`<h3>${list.heading}</h3>`, `<ul>${list.items.map((i) => `<li>${i}</li>`).join('')}</ul>`]
      : []),
  ].join('\n');
}

const SPECIAL_ISSUE_TOPICS: readonly Topic[] = newsTopics.specialIssueTopics;
const EDITORS = ['Lan Zhao', 'Pierre Moreau', 'Yuxin Lin', 'Ingrid Andersson'];
const publisher = { publisher: PUBLISHER.name, publisherAbbreviation: PUBLISHER.abbreviation };

function buildItems(random: Random, journals: JournalRow[], books: BookRow[]): NewsItem[] {
  const items: NewsItem[] = [];
  const pickJournals = (count: number, filter: (j: JournalRow) => boolean = () => true) =>
    random.sample(journals.filter(filter), count);

  zip(SPECIAL_ISSUE_TOPICS, pickJournals(SPECIAL_ISSUE_TOPICS.length)).forEach(
    ([topic, journal], i) => {
      items.push({
        type: 'news',
        ...fromTemplate('specialIssue', { ...journalValues(journal), topic }, topic),
        year: 2024 + (i % 3),
        month: random.int(1, 12),
        journal,
      });
    },
  );

  zip(newsTopics.indexes, pickJournals(newsTopics.indexes.length)).forEach(
    ([index, journal], i) => {
      items.push({
        type: 'news',
        ...fromTemplate('indexed', { ...journalValues(journal), index }),
        year: 2024 + i,
        month: random.int(2, 11),
        journal,
      });
    },
  );

  zip(EDITORS, pickJournals(EDITORS.length)).forEach(([editor, journal], i) => {
    items.push({
      type: 'news',
      ...fromTemplate('editorAppointed', { ...journalValues(journal), ...publisher, editor }),
      year: 2024 + (i % 3),
      month: random.int(1, 12),
      journal,
    });
  });

  for (const event of newsTopics.events) {
    items.push({
      type: 'news',
      ...fromTemplate('fair', { ...publisher, event: event.name, year: event.year }),
      year: event.year,
      month: Math.max(1, event.month - 1),
    });
  }

  const announceable = books.filter(
    (b) =>
      b.publish_status === 'published' &&
      b.parent_book_id === null &&
      b.publish_date >= '2024-01-01',
  );
  for (const book of random.sample(announceable, 4)) {
    // Announced a few days after publication, and never after the newest news item.
    const announced = new Date(
      Math.min(
        Date.parse(book.publish_date) + random.int(3, 20) * 86_400_000,
        NEWS_CUTOFF.getTime() - 86_400_000,
      ),
    );
    items.push({
      type: 'news',
      ...fromTemplate('newBook', { ...bookValues(book), ...publisher }),
      year: announced.getUTCFullYear(),
      month: announced.getUTCMonth() + 1,
      day: announced.getUTCDate(),
      book,
    });
  }

  pickJournals(2, (j) => j.open_access).forEach((journal, i) => {
    items.push({
      type: 'news',
      ...fromTemplate('apcWaiver', { ...journalValues(journal), year: 2025 + i }),
      year: 2024 + i,
      month: 12,
      journal,
    });
  });

  pickJournals(3).forEach((journal, i) => {
    const year = 2023 + i;
    // The latest award heads the news widget, and its body has a formula to typeset.
    const latest = i === 2;
    const award = fromTemplate('bestPaper', { ...journalValues(journal), year });
    items.push({
      type: 'news',
      ...award,
      paragraphs: latest
        ? [...award.paragraphs, newsTemplates.bestPaper.latestParagraph]
        : award.paragraphs,
      year: year + 1,
      month: 3,
      journal,
      pinned: latest,
    });
  });

  for (const year of [2025, 2026]) {
    items.push({
      type: 'announcement',
      ...fromTemplate('subscriptionsOpen', { year, journalCount: journals.length }),
      year: year - 1,
      month: 9,
      pinned: year === 2026,
    });
  }

  for (let i = 0; i < 4; i++) {
    const year = 2024 + Math.floor(i * 0.75);
    const month = 3 + i * 2;
    const day = random.int(10, 25);
    const date = `${year}-${String(month).padStart(2, '0')}-${day}`;
    items.push({
      type: 'announcement',
      ...fromTemplate('maintenance', { year, month, day, date }),
      year,
      month,
      day: day - 5,
    });
  }

  for (const year of [2025, 2026]) {
    items.push({
      type: 'announcement',
      ...fromTemplate('springFestival', { year }),
      year,
      month: 1,
    });
    items.push({
      type: 'announcement',
      ...fromTemplate('nationalDay', { year: year - 1 }),
      year: year - 1,
      month: 9,
    });
  }

  items.push({
    type: 'announcement',
    ...fromTemplate('printPrices', {}),
    year: 2025,
    month: 8,
    pinned: true,
  });

  zip(SPECIAL_ISSUE_TOPICS.slice(2, 5), pickJournals(3)).forEach(([topic, journal], i) => {
    items.push({
      type: 'announcement',
      ...fromTemplate('callForPapers', { ...journalValues(journal), topic, year: 2025 + i }, topic),
      year: 2024 + i,
      month: 10,
      journal,
    });
  });

  items.push({
    type: 'announcement',
    ...fromTemplate('privacy', {}),
    year: 2025,
    month: 4,
  });
  return items;
}

export function buildNews(random: Random, journals: JournalRow[], books: BookRow[]): NewsRow[] {
  const items = [
    ...buildItems(random, journals, books),
    ...buildArchiveItems(journals, books, NEWS_CUTOFF),
  ].map((item) => {
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
    title_zh: item.title.zh,
    title_en: item.title.en,
    summary_zh: item.summary.zh,
    summary_en: item.summary.en,
    body_zh: bodyHtml(
      item.summary.zh,
      item.paragraphs.map((p) => p.zh),
      item.list && { heading: item.list.heading.zh, items: item.list.items.map((i) => i.zh) },
    ),
    body_en: bodyHtml(
      item.summary.en,
      item.paragraphs.map((p) => p.en),
      item.list && { heading: item.list.heading.en, items: item.list.items.map((i) => i.en) },
    ),
    published_at: publishedAt.toISOString(),
    has_cover: item.type === 'news',
    journal_id: item.journal?.id ?? null,
    book_id: item.book?.id ?? null,
    pinned: item.pinned ?? false,
  }));
}
