/**
 * The articles of the seed's journals: their authors (900 people at 60 institutions), titles and
 * abstracts made of each subject's topics (data/journal-topics.json), keywords and MSC codes.
 */
import type { JournalSubject, LocalizedText } from '@portal/contract';
import type { ArticleRow, JournalRow, MscScheme } from '../../repositories/catalogue-rows';
import type { ArticleRecord } from '../../services/catalogue-writer';
import { localizedColumns } from '../../services/catalogue-writer';
import journalContentWords from './data/journal-content-words.json';
import journalTopics from './data/journal-topics.json';
import type { Random } from './random';
import { fill, type TemplateValues } from './template';

export interface Institution {
  name: LocalizedText;
  domain: string;
}

export const INSTITUTIONS: readonly Institution[] = journalContentWords.institutions;

const CHINESE_SURNAMES = journalContentWords.chineseSurnames;
const CHINESE_GIVEN = journalContentWords.chineseGivenNames;
const WESTERN_GIVEN = journalContentWords.westernGivenNames;
const WESTERN_SURNAMES = journalContentWords.westernSurnames;

export interface Person {
  name: string;
  key: string;
  institution: Institution;
}

/** ASCII slug of a name: lower case, diacritics dropped, words joined by hyphens. */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildPeople(random: Random): Person[] {
  const names = [
    ...CHINESE_SURNAMES.flatMap((surname) => CHINESE_GIVEN.map((given) => `${given} ${surname}`)),
    ...WESTERN_SURNAMES.flatMap((surname) => WESTERN_GIVEN.map((given) => `${given} ${surname}`)),
  ];
  return random.sample(names, 900).map((name) => ({
    name,
    key: slug(name),
    institution: random.pick(INSTITUTIONS),
  }));
}

interface Topic {
  object: LocalizedText;
  setting: LocalizedText;
}

/** What articles of each subject are about: objects (TeX allowed) and settings. */
export const TOPICS: Readonly<
  Record<JournalSubject, { objects: LocalizedText[]; settings: LocalizedText[]; msc: string[] }>
> = journalTopics.topics;

/** Labels of every MSC code the seed uses (the same code means the same in all three editions). */
export const MSC_LABELS: Record<string, LocalizedText> = journalContentWords.mscLabels;

export const MSC_SCHEMES: readonly MscScheme[] = ['MSC2000', 'MSC2010', 'MSC2020'];

const PROPERTIES: readonly LocalizedText[] = journalContentWords.properties;

/** Titles and abstracts of articles: templates of a topic, a property and formulas. */
const TITLES: readonly LocalizedText[] = journalTopics.articleTitles;

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Chinese text with a space between inline TeX and the characters around it. TeX is ASCII, so a
 * `$` after a Chinese character opens a formula and one before a Chinese character closes it.
 */
const spaceTex = (zh: string) =>
  zh.replace(/([\u3400-\u9fff])\$/g, '$1 $').replace(/\$([\u3400-\u9fff])/g, '$ $1');

const FORMULAS: readonly string[] = journalContentWords.formulas;

/** The values of a title's or abstract's template: English words lower case inside a sentence. */
const topicValues = (topic: Topic, property: LocalizedText): TemplateValues => ({
  object: topic.object,
  Object: { en: upperFirst(topic.object.en), zh: topic.object.zh },
  setting: topic.setting,
  property,
  propertyLower: { en: property.en.toLowerCase(), zh: property.zh },
});

/** ISO-date arithmetic in UTC. */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Makes articles of a journal, numbered in the order made, with their authors and codes. */
export function createArticleMaker(random: Random, people: readonly Person[]) {
  // A linearly falling density: the first people write about twice the average, the last few.
  const pickPerson = () =>
    people[Math.floor((1 - Math.sqrt(1 - random.next())) * people.length)] as Person;
  const records: ArticleRecord[] = [];

  const newArticle = (
    journal: JournalRow,
    status: ArticleRow['status'],
    dates: { accepted: string; online: string | null; published: string | null },
    openAccess: boolean,
  ): ArticleRow => {
    const topics = TOPICS[journal.subject_code];
    const topic = { object: random.pick(topics.objects), setting: random.pick(topics.settings) };
    const property = random.pick(PROPERTIES);
    const title = fill(random.pick(TITLES), topicValues(topic, property));
    const abstract = fill(journalTopics.abstract, {
      ...topicValues(topic, property),
      formula: random.pick(FORMULAS),
      other: random.pick(FORMULAS),
    });
    const keywords = [topic.object, property, ...random.sample(topics.objects, 2)].filter(
      (k, i, all) => all.indexOf(k) === i,
    );
    const id = records.length + 1;
    const revised = addDays(dates.accepted, -random.int(7, 60));
    const received = addDays(revised, -random.int(30, 200));
    const article: ArticleRow = {
      id,
      journal_id: journal.id,
      issue_id: null,
      status,
      title_zh: spaceTex(title.zh),
      title_en: title.en,
      abstract_zh: spaceTex(abstract.zh),
      abstract_en: abstract.en,
      keywords_zh: keywords.map((k) => k.zh),
      keywords_en: keywords.map((k) => k.en),
      received_date: received,
      revised_date: revised,
      accepted_date: dates.accepted,
      published_online_date: dates.online,
      published_date: dates.published,
      first_page: null,
      last_page: null,
      doi: null,
      license: openAccess ? 'CC BY 4.0' : null,
      open_access: openAccess,
    };
    const team = new Map<string, Person>();
    const size = random.int(1, 4);
    while (team.size < size) {
      const person = pickPerson();
      team.set(person.key, person);
    }
    const authors = [...team.values()].map((person) => ({
      name: person.name,
      ...localizedColumns('affiliation', person.institution.name),
      author_key: person.key,
    }));
    const acceptedYear = Number(dates.accepted.slice(0, 4));
    const scheme: MscScheme =
      acceptedYear >= 2021
        ? 'MSC2020'
        : acceptedYear <= 2018 && random.chance(0.2)
          ? 'MSC2000'
          : 'MSC2010';
    const mscCodes = random.sample(topics.msc, random.int(1, 3)).map((code) => ({ scheme, code }));
    const record = { article, authors, mscCodes };
    records.push(record);
    return article;
  };
  return { records, newArticle };
}
