/**
 * Reference lists of the seed's articles: every published and online-first article cites 8 to 25
 * works, classics of its subject and of mathematics at large (data/classic-references.json), in
 * alphabetical order of their first authors as AMS journals print them. About one article in five
 * also cites one to three articles of our own journals published before it was accepted; those
 * references carry the cited article's id, which is what makes "cited by" lists. Drawn from its
 * own PRNG after the journal content is in place, so it shifts nothing else of the catalogue.
 */
import { JOURNAL_SUBJECTS, type JournalSubject } from '@portal/contract';
import type { DbSession } from '../db';
import type { ArticleReferenceRow } from '../../repositories/catalogue-rows';
import { writeArticleReferences } from '../../services/catalogue-writer';
import { createRandom, type Random } from './random';
import classicReferences from './data/classic-references.json';
import { oneOf } from './data-values';

const REFERENCES_SEED = 20_261_116;
const REFERENCE_COUNT: [number, number] = [8, 25];
/** The share of articles citing earlier articles of our journals, and how many each cites. */
const SELF_CITING_SHARE = 0.2;
const SELF_CITATION_COUNT: [number, number] = [1, 3];

interface ClassicReference {
  text: string;
  doi: string | null;
}

const CLASSICS: Record<JournalSubject, readonly ClassicReference[]> = classicReferences.subjects;

/** Subjects whose classics an article of a subject also cites, besides its own and `general`. */
const NEIGHBOURS: Readonly<Record<string, string>> = classicReferences.neighbours;

/** An article as its reference lists need it: who cites, and how a citation of it reads. */
export interface CitableArticle {
  id: number;
  status: 'published' | 'online_first' | 'accepted';
  subject: JournalSubject;
  accepted_date: string;
  published_date: string | null;
  title_en: string;
  authors: string[];
  journal_abbreviation: string;
  volume_number: number | null;
  year: number | null;
  issue_number: number | null;
  first_page: number | null;
  last_page: number | null;
  doi: string | null;
}

/** "Wei Zhang" -> "W. Zhang", "Jean-Pierre Serre" -> "J.-P. Serre", as AMS references abbreviate. */
export function initialed(name: string): string {
  const words = name.split(' ');
  const surname = words.pop() ?? '';
  const initials = words.map((given) =>
    given
      .split('-')
      .map((part) => `${part.charAt(0)}.`)
      .join('-'),
  );
  return [...initials, surname].join(' ');
}

/** "A", "A and B", "A, B and C": the authors of a reference. */
const authorList = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;

/**
 * A published article of our journals as a reference: authors, title (TeX kept), journal, volume,
 * year, issue and pages. Its DOI is the reference's `doi`.
 */
export function citationOf(article: CitableArticle): string {
  const authors = authorList(article.authors.map(initialed));
  const pages =
    article.first_page === null
      ? ''
      : article.first_page === article.last_page || article.last_page === null
        ? `, ${article.first_page}`
        : `, ${article.first_page}–${article.last_page}`;
  const issue = article.issue_number === null ? '' : `, no. ${article.issue_number}`;
  return `${authors}, ${article.title_en}, ${article.journal_abbreviation} ${article.volume_number ?? ''} (${article.year ?? ''})${issue}${pages}.`;
}

/** The first author's surname, which orders a reference list: the word before the first `,`/`and`. */
const surnameOf = (text: string) =>
  text
    .split(/,| and /)[0]
    ?.trim()
    .split(' ')
    .pop() ?? text;

const collator = new Intl.Collator('en');

/** A reference with what orders it in a list. */
interface DrawnReference {
  text: string;
  doi: string | null;
  cited: number | null;
  surname: string;
}

const inListOrder = (a: DrawnReference, b: DrawnReference) =>
  collator.compare(a.surname, b.surname) || collator.compare(a.text, b.text);

const drawn = (text: string, doi: string | null, cited: number | null): DrawnReference => ({
  text,
  doi,
  cited,
  surname: surnameOf(text),
});

/** What an article of each subject draws its classics from. */
const POOLS = Object.fromEntries(
  (Object.keys(CLASSICS) as JournalSubject[]).map((subject) => [
    subject,
    [
      ...new Set([
        ...CLASSICS[subject],
        ...CLASSICS[oneOf(JOURNAL_SUBJECTS, NEIGHBOURS[subject], 'journal subject')],
        ...CLASSICS.general,
      ]),
    ].map((classic) => drawn(classic.text, classic.doi, null)),
  ]),
) as Record<JournalSubject, DrawnReference[]>;

/**
 * Published articles of each subject in order of publication, for drawing the earlier ones an
 * article may cite.
 */
function citablesBySubject(articles: readonly CitableArticle[]) {
  const bySubject = new Map<JournalSubject, CitableArticle[]>();
  for (const article of articles) {
    if (article.status !== 'published' || article.published_date === null) continue;
    const list = bySubject.get(article.subject) ?? [];
    list.push(article);
    bySubject.set(article.subject, list);
  }
  for (const list of bySubject.values()) {
    list.sort(
      (a, b) =>
        (a.published_date as string).localeCompare(b.published_date as string) || a.id - b.id,
    );
  }
  return bySubject;
}

/** Earlier articles of the citing article's subject, drawn with a lean to recent ones. */
function drawEarlier(
  random: Random,
  citing: CitableArticle,
  candidates: readonly CitableArticle[],
): CitableArticle[] {
  // Candidates are in order of publication: those published before the acceptance come first.
  const later = candidates.findIndex((a) => (a.published_date as string) >= citing.accepted_date);
  const before = later === -1 ? candidates.length : later;
  const wanted = Math.min(before, random.int(...SELF_CITATION_COUNT));
  const drawn = new Map<number, CitableArticle>();
  for (let tries = 0; drawn.size < wanted && tries < wanted * 4; tries++) {
    const index = Math.floor(before * Math.sqrt(random.next()));
    const article = candidates[Math.min(index, before - 1)] as CitableArticle;
    drawn.set(article.id, article);
  }
  return [...drawn.values()];
}

export function buildArticleReferences(articles: readonly CitableArticle[]): ArticleReferenceRow[] {
  const random = createRandom(REFERENCES_SEED);
  const citables = citablesBySubject(articles);
  const rows: ArticleReferenceRow[] = [];
  for (const article of articles) {
    if (article.status === 'accepted') continue;
    const pool = POOLS[article.subject];
    const own = random.chance(SELF_CITING_SHARE)
      ? drawEarlier(random, article, citables.get(article.subject) ?? [])
      : [];
    const count = Math.min(random.int(...REFERENCE_COUNT), pool.length + own.length);
    const references = [
      ...random.sample(pool, count - own.length),
      ...own.map((cited) => drawn(citationOf(cited), cited.doi, cited.id)),
    ].sort(inListOrder);
    references.forEach((reference, index) =>
      rows.push({
        article_id: article.id,
        position: index + 1,
        text: reference.text,
        doi: reference.doi,
        cited_article_id: reference.cited,
        // The id the article's body cites it by (article-bodies.ts), as a JATS file's `ref` has.
        ref_id: `r${index + 1}`,
      }),
    );
  }
  return rows;
}

/** The seeded articles with what their references need, in id order. */
export async function readCitableArticles(tx: DbSession): Promise<CitableArticle[]> {
  return tx.query<CitableArticle>(
    `select a.id, a.status, j.subject_code as subject,
            to_char(a.accepted_date, 'YYYY-MM-DD') as accepted_date,
            to_char(a.published_date, 'YYYY-MM-DD') as published_date, a.title_en,
            (select coalesce(json_agg(au.name order by au.position), '[]'::json)
               from article_authors au where au.article_id = a.id) as authors,
            j.abbreviation as journal_abbreviation, v.number as volume_number, v.year,
            i.number as issue_number, a.first_page, a.last_page, a.doi
       from articles a
       join journals j on j.id = a.journal_id
       left join issues i on i.id = a.issue_id
       left join volumes v on v.id = i.volume_id
      order by a.id`,
  );
}

/** Writes every article's reference list; the articles must be in place, without references. */
export async function seedArticleReferences(tx: DbSession): Promise<void> {
  const rows = buildArticleReferences(await readCitableArticles(tx));
  await writeArticleReferences(tx, rows);
}
