/**
 * Journal content of the seed catalogue: the about fields of the 26 journals, their editorial
 * boards (journal-boards.ts), ten years (2017-2026) of volumes and issues, and their articles with
 * authors and MSC codes (journal-articles.ts). Drawn from its own PRNG so that it never shifts the
 * rest of the catalogue.
 */
import type { DbSession } from '../db';
import type {
  EditorRow,
  IssueRow,
  JournalAboutRow,
  JournalPriceRow,
  JournalRow,
  VolumeRow,
} from '../../repositories/catalogue-rows';
import {
  localizedColumns,
  writeArticles,
  writeEditorialBoards,
  writeJournalAbout,
  writeJournalPrices,
  writeMscCodes,
  writeVolumes,
} from '../../services/catalogue-writer';
import {
  EDITOR_ROLES,
  doiStem,
  editorialBoard,
  journalAbout,
  journalPrices,
} from './journal-boards';
import {
  MSC_LABELS,
  MSC_SCHEMES,
  addDays,
  buildPeople,
  createArticleMaker,
} from './journal-articles';
import journalsData from './data/journals.json';
import { createRandom } from './random';

export { EDITOR_ROLES };

const CONTENT_SEED = 20_260_303;
/** The catalogue's "today": later issues are not out yet, online-first and accepted end here. */
export const CONTENT_TODAY = '2026-11-15';
const FIRST_YEAR = 2017;
const LAST_YEAR = 2026;
/** How many issues a year a frequency means, as data/journals.json names them. */
const ISSUES_PER_YEAR = new Map(
  Object.entries(journalsData.frequencies).map(([issues, name]) => [name.en, Number(issues)]),
);

export function buildJournalContent(journals: readonly JournalRow[]) {
  const random = createRandom(CONTENT_SEED);
  const people = buildPeople(random);
  const { records, newArticle } = createArticleMaker(random, people);
  const about: JournalAboutRow[] = [];
  const prices: JournalPriceRow[] = [];
  const editors: EditorRow[] = [];
  const volumes: VolumeRow[] = [];
  const issues: IssueRow[] = [];

  let volumeId = 0;
  let issueId = 0;
  for (const journal of journals) {
    about.push(journalAbout(random, journal));
    const issuesPerYear = ISSUES_PER_YEAR.get(journal.frequency_en);
    if (issuesPerYear === undefined) throw new Error(`Unknown frequency ${journal.frequency_en}`);
    prices.push(...journalPrices(random, journal, issuesPerYear));
    editors.push(...editorialBoard(random, journal, people, editors.length));

    const stem = doiStem(journal.abbreviation);
    const hybridShare = journal.open_access ? 1 : 0.12;
    for (let year = Math.max(FIRST_YEAR, journal.founded_year); year <= LAST_YEAR; year++) {
      volumeId += 1;
      const volumeNumber = year - journal.founded_year + 1;
      volumes.push({ id: volumeId, journal_id: journal.id, year, number: volumeNumber });
      let page = 1;
      for (let number = 1; number <= issuesPerYear; number++) {
        const month = (number * 12) / issuesPerYear;
        const published = `${year}-${String(month).padStart(2, '0')}-15`;
        if (published > CONTENT_TODAY) break;
        issueId += 1;
        issues.push({ id: issueId, volume_id: volumeId, number, published_date: published });
        const count = random.int(5, 9);
        for (let seq = 1; seq <= count; seq++) {
          const online = addDays(published, -random.int(0, 60));
          const accepted = addDays(online, -random.int(14, 90));
          const article = newArticle(
            journal,
            'published',
            { accepted, online, published },
            random.chance(hybridShare),
          );
          const length = random.int(8, 40);
          article.issue_id = issueId;
          article.first_page = page;
          article.last_page = page + length - 1;
          article.doi = `10.5555/${stem}.${year}.${volumeNumber}.${number}.${String(seq).padStart(3, '0')}`;
          page += length;
        }
      }
    }

    const onlineFirst = random.int(8, 20);
    for (let i = 0; i < onlineFirst; i++) {
      const online = addDays(CONTENT_TODAY, -random.int(0, 150));
      const accepted = addDays(online, -random.int(14, 60));
      const article = newArticle(
        journal,
        'online_first',
        { accepted, online, published: null },
        random.chance(hybridShare),
      );
      article.doi = `10.5555/${stem}.${online.slice(0, 4)}.of.${article.id}`;
    }
    const acceptedCount = random.int(5, 15);
    for (let i = 0; i < acceptedCount; i++) {
      const accepted = addDays(CONTENT_TODAY, -random.int(0, 60));
      newArticle(
        journal,
        'accepted',
        { accepted, online: null, published: null },
        random.chance(hybridShare),
      );
    }
  }

  return {
    about,
    journal_prices: prices,
    editor_roles: EDITOR_ROLES.map((role, index) => ({
      code: role.code,
      ...localizedColumns('name', role.name),
      sort_order: index + 1,
    })),
    editors,
    volumes,
    issues,
    msc_codes: MSC_SCHEMES.flatMap((scheme) =>
      Object.entries(MSC_LABELS).map(([code, label]) => ({
        scheme,
        code,
        ...localizedColumns('label', label),
      })),
    ),
    articleRecords: records,
  };
}

/** Writes the journal content; the journals must be in place and their content empty. */
export async function seedJournalContent(
  tx: DbSession,
  journals: readonly JournalRow[],
): Promise<void> {
  const content = buildJournalContent(journals);
  await writeJournalAbout(tx, content.about);
  await writeJournalPrices(tx, content.journal_prices);
  await writeEditorialBoards(tx, content.editor_roles, content.editors);
  await writeVolumes(tx, content.volumes, content.issues);
  await writeMscCodes(tx, content.msc_codes);
  await writeArticles(tx, content.articleRecords);
}
