/**
 * What a journal's pages show beside its articles: the about fields, the subscription prices of
 * the year on sale and the editorial board in the roles of data/journal-topics.json.
 */
import type { LocalizedText } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';
import { SUBSCRIPTION_SALE_YEAR } from '../../config/subscriptions';
import type {
  EditorRow,
  JournalAboutRow,
  JournalPriceRow,
  JournalRow,
} from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import journalContentWords from './data/journal-content-words.json';
import journalTopics from './data/journal-topics.json';
import { INSTITUTIONS, TOPICS, upperFirst, type Person } from './journal-articles';
import type { Random } from './random';
import { fill } from './template';

const PRICE_YEAR = SUBSCRIPTION_SALE_YEAR;
const INDEXING = journalContentWords.indexingServices;

/** The specification's editorial roles, in the order a board lists them. */
export const EDITOR_ROLES: readonly {
  code: string;
  name: LocalizedText;
  count: [number, number];
}[] = journalTopics.editorRoles.map((role) => ({
  ...role,
  count: [role.count[0] ?? 1, role.count[1] ?? 1],
}));

/** Short DOI prefix of a journal: the letters of its abbreviation. */
export const doiStem = (abbreviation: string) => abbreviation.toLowerCase().replace(/[^a-z]/g, '');

export function journalAbout(random: Random, journal: JournalRow): JournalAboutRow {
  const subject = TOPICS[journal.subject_code];
  const sponsors = random.sample(INSTITUTIONS, random.int(1, 3));
  const scope = subject.objects.slice(0, 4);
  const aimsScope = fill(journalTopics.journalAbout.aimsScope, {
    title: { en: journal.title_en, zh: journal.title_zh },
    field: journal.title_zh.replace(/(学报|年刊|季刊|快报|评论|通讯|通报|前沿)$/, ''),
    scope: { en: scope.map((s) => s.en).join(', '), zh: scope.map((s) => s.zh).join('、') },
  });
  const submission = fill(journalTopics.journalAbout.submission, {
    email: `${doiStem(journal.abbreviation)}@ipms.example`,
  });
  return {
    id: journal.id,
    ...localizedColumns('aims_scope', aimsScope),
    indexing: journal.open_access
      ? [...INDEXING.slice(0, 3), 'DOAJ']
      : INDEXING.slice(0, random.int(3, 5)),
    sponsors_zh: sponsors.map((s) => s.name.zh),
    sponsors_en: sponsors.map((s) => s.name.en),
    ...localizedColumns('submission', submission),
    ...localizedColumns('publisher', PUBLISHER.name),
  };
}

export function journalPrices(
  random: Random,
  journal: JournalRow,
  issuesPerYear: number,
): JournalPriceRow[] {
  const prices: JournalPriceRow[] = [];
  const institutionalCny = random.int(16, 60) * 100 + issuesPerYear * 100;
  for (const subscriber of ['institutional', 'personal'] as const) {
    for (const medium of ['print', 'online'] as const) {
      const base = subscriber === 'institutional' ? institutionalCny : institutionalCny * 0.3;
      const cny =
        journal.open_access && medium === 'online' ? 0 : base * (medium === 'online' ? 0.85 : 1);
      const rounded = Math.round(cny / 10) * 10;
      for (const [currency, amount] of [
        ['CNY', rounded],
        ['USD', Math.round(rounded / 7)],
      ] as const) {
        prices.push({
          journal_id: journal.id,
          year: PRICE_YEAR,
          subscriber,
          medium,
          currency,
          amount,
        });
      }
    }
  }

  return prices;
}

/** A board of distinct people; editor ids continue from `lastId`. */
export function editorialBoard(
  random: Random,
  journal: JournalRow,
  people: readonly Person[],
  lastId: number,
): EditorRow[] {
  const subject = TOPICS[journal.subject_code];
  const editors: EditorRow[] = [];
  let editorId = lastId;
  // Distinct people on one board.
  const board = random.sample(people, 120);
  let boardIndex = 0;
  EDITOR_ROLES.forEach((role) => {
    const count = random.int(role.count[0], role.count[1]);
    for (let i = 0; i < count; i++) {
      const person = board[boardIndex++] as Person;
      const expertise = random.pick(subject.objects);
      editorId += 1;
      editors.push({
        id: editorId,
        journal_id: journal.id,
        role_code: role.code,
        name: person.name,
        ...localizedColumns('affiliation', person.institution.name),
        email: random.chance(0.8)
          ? `${person.key.replace(/-/g, '.')}@${person.institution.domain}`
          : null,
        web_page: random.chance(0.6)
          ? `https://www.${person.institution.domain}/~${person.key}`
          : null,
        expertise_zh: expertise.zh,
        expertise_en: upperFirst(expertise.en),
        sort_order: i + 1,
      });
    }
  });

  return editors;
}
