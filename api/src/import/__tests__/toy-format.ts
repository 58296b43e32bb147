/**
 * A toy article format for the import service's tests, standing in for JATS: the service is
 * tested apart from the real readers (import/jats, onix, bits), through the same interface.
 *
 *   <toy-article journal="1" volume="99" year="2030" issue="1" date="2030-01-15"
 *                doi="10.5555/toy.1" msc="11A41" pdf="toy-1.pdf">
 *     <title>English title</title><title-zh>中文标题</title-zh><author>A. Author</author>
 *   </toy-article>
 *
 * Its record writes through the catalogue writer (a new volume and issue, a new article) and
 * updates an article of its DOI in place; it checks the MSC code against the catalogue after
 * writing, so that a refusal must roll back what was written.
 */
import type { ImportChange } from '@portal/contract';
import type { Element as XmlElement } from '@xmldom/xmldom';
import type { DbSession } from '../../db/db';
import { PAGES } from '@portal/pages';
import { writeArticles, writeVolumes } from '../../services/catalogue-writer';
import type { FormatReader, ImportProblem, ReadRecord, WriteContext, WriteResult } from '../types';
import type { SchemaInput } from '../xml/schema';

const ROOT = 'toy-article';

interface ToyArticle {
  journalId: number;
  volume: number;
  year: number;
  issue: number;
  date: string;
  doi: string;
  msc: string | null;
  pdf: string | null;
  titleEn: string;
  titleZh: string;
  authors: string[];
}

const text = (root: XmlElement, name: string) =>
  root.getElementsByTagName(name).item(0)?.textContent?.trim() ?? '';

const problem = (line: number | null, field: string, en: string): ImportProblem => ({
  line,
  column: null,
  field,
  message: { en, zh: `（中文）${en}` },
});

async function nextId(tx: DbSession, table: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `select coalesce(max(id), 0)::int + 1 as id from ${table}`,
  );
  return row?.id ?? 1;
}

async function issueOf(tx: DbSession, toy: ToyArticle, changes: ImportChange[]): Promise<number> {
  const key = `volume ${toy.volume}, issue ${toy.issue}`;
  const [found] = await tx.query<{ volume_id: number; issue_id: number | null }>(
    `select v.id as volume_id, i.id as issue_id
       from volumes v left join issues i on i.volume_id = v.id and i.number = $3
      where v.journal_id = $1 and v.number = $2`,
    [toy.journalId, toy.volume, toy.issue],
  );
  if (found?.issue_id) return found.issue_id;
  const volumeId = found?.volume_id ?? (await nextId(tx, 'volumes'));
  const issueId = await nextId(tx, 'issues');
  await writeVolumes(
    tx,
    found ? [] : [{ id: volumeId, journal_id: toy.journalId, year: toy.year, number: toy.volume }],
    [{ id: issueId, volume_id: volumeId, number: toy.issue, published_date: toy.date }],
  );
  if (!found) {
    changes.push({ kind: 'volume', outcome: 'created', key, title: null, href: null });
  }
  changes.push({ kind: 'issue', outcome: 'created', key, title: null, href: null });
  return issueId;
}

async function write(toy: ToyArticle, tx: DbSession, context: WriteContext): Promise<WriteResult> {
  const changes: ImportChange[] = [];
  const knownMsc =
    !toy.msc ||
    (await tx.query(`select 1 from msc_codes where scheme = 'MSC2020' and code = $1`, [toy.msc]))
      .length > 0;
  const title = { en: toy.titleEn, zh: toy.titleZh };
  const issueId = await issueOf(tx, toy, changes);
  const [existing] = await tx.query<{ id: number; title_en: string; title_zh: string }>(
    'select id, title_en, title_zh from articles where lower(doi) = lower($1)',
    [toy.doi],
  );
  const href = (id: number) => PAGES.article.href({ cid: toy.journalId, id });
  if (existing && existing.title_en === toy.titleEn && existing.title_zh === toy.titleZh) {
    changes.push({
      kind: 'article',
      outcome: 'unchanged',
      key: toy.doi,
      title,
      href: href(existing.id),
    });
  } else if (existing) {
    await tx.query('update articles set title_en = $2, title_zh = $3 where id = $1', [
      existing.id,
      toy.titleEn,
      toy.titleZh,
    ]);
    changes.push({
      kind: 'article',
      outcome: 'updated',
      key: toy.doi,
      title,
      href: href(existing.id),
    });
  } else {
    const id = await nextId(tx, 'articles');
    await writeArticles(tx, [
      {
        article: {
          id,
          journal_id: toy.journalId,
          issue_id: issueId,
          status: 'published',
          title_en: toy.titleEn,
          title_zh: toy.titleZh,
          abstract_en: `An abstract of ${toy.titleEn}.`,
          abstract_zh: `${toy.titleZh}的摘要。`,
          keywords_en: [],
          keywords_zh: [],
          received_date: '2025-01-10',
          revised_date: '2025-03-10',
          accepted_date: '2025-05-10',
          published_online_date: toy.date,
          published_date: toy.date,
          first_page: 1,
          last_page: 10,
          doi: toy.doi,
          license: null,
          open_access: false,
        },
        authors: toy.authors.map((name) => ({
          name,
          affiliation_en: 'Toy University',
          affiliation_zh: '玩具大学',
          author_key: name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
        })),
        mscCodes: toy.msc && knownMsc ? [{ scheme: 'MSC2020', code: toy.msc }] : [],
      },
    ]);
    changes.push({ kind: 'article', outcome: 'created', key: toy.doi, title, href: href(id) });
  }
  const pdf = toy.pdf ? context.attachments.get(toy.pdf) : undefined;
  if (pdf) {
    const key = await context.storePdf(pdf.bytes);
    // The toy keeps no PDF column: its PDF is new with its article, and unchanged after.
    const outcome = existing ? 'unchanged' : 'created';
    changes.push({ kind: 'pdf', outcome, key, title: null, href: null });
  }
  // Answered after writing: a refusal must take back everything above.
  if (!knownMsc) {
    return { changes, problems: [problem(1, `${ROOT}/@msc`, `MSC 2020 has no code ${toy.msc}`)] };
  }
  return { changes, problems: [] };
}

export const toyReader: FormatReader = {
  format: 'jats',
  accepts: (root) => (root as unknown as XmlElement).nodeName === ROOT,
  read(document) {
    const root = (document as unknown as { documentElement: XmlElement }).documentElement;
    const line = root.lineNumber ?? null;
    const attribute = (name: string) => root.getAttribute(name) ?? '';
    const doi = attribute('doi');
    if (!/^10\.\d{4,9}\/\S+$/.test(doi)) {
      return { record: null, problems: [problem(line, `${ROOT}/@doi`, `Not a DOI: "${doi}"`)] };
    }
    const toy: ToyArticle = {
      journalId: Number(attribute('journal')),
      volume: Number(attribute('volume')),
      year: Number(attribute('year')),
      issue: Number(attribute('issue')),
      date: attribute('date'),
      doi,
      msc: attribute('msc') || null,
      pdf: attribute('pdf') || null,
      titleEn: text(root, 'title'),
      titleZh: text(root, 'title-zh'),
      authors: Array.from(root.getElementsByTagName('author'), (node) => node.textContent ?? ''),
    };
    const record: ReadRecord = {
      format: 'jats',
      keys: [{ key: doi, line, field: `${ROOT}/@doi` }],
      write: (tx, context) => write(toy, tx, context),
    };
    return { record, problems: [] };
  },
};

/** The toy format's "schema": its root must have a `journal` attribute. */
export async function toySchemaCheck(
  files: readonly SchemaInput[],
): Promise<Map<string, ImportProblem[]>> {
  return new Map(
    files.map(({ name, root }) => {
      const element = root as unknown as XmlElement;
      const problems =
        element.nodeName === ROOT && !element.hasAttribute('journal')
          ? [problem(element.lineNumber ?? null, `${ROOT}/@journal`, 'journal is required')]
          : [];
      return [name, problems];
    }),
  );
}

export interface ToyFile {
  journal?: number;
  volume: number;
  year: number;
  issue: number;
  date: string;
  doi: string;
  title: string;
  titleZh?: string;
  msc?: string;
  pdf?: string;
}

/** A toy article as a file's bytes: its root (and so its DOI's key) on line 2. */
export function toyXml(file: ToyFile): Uint8Array {
  const journal = file.journal === undefined ? '' : ` journal="${file.journal}"`;
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<toy-article${journal} volume="${file.volume}" year="${file.year}" issue="${file.issue}" date="${file.date}"\n doi="${file.doi}"${file.msc ? ` msc="${file.msc}"` : ''}${file.pdf ? ` pdf="${file.pdf}"` : ''}>\n` +
      `  <title>${file.title}</title>\n  <title-zh>${file.titleZh ?? `${file.title}（中文）`}</title-zh>\n` +
      '  <author>Ada Toy</author>\n</toy-article>\n',
  );
}

/** A small valid PDF's bytes, different for each `seed`. */
export function toyPdf(seed: string): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n% ${seed}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`,
  );
}
