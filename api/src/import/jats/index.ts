/**
 * The JATS reader of imports: a JATS `<article>` becomes an article of the portal (a new one, or
 * the one with its DOI updated in place, or nothing when it says what is stored).
 */
import type { Document, Element } from '@xmldom/xmldom';
import { PAGES } from '@portal/pages';
import type { DbSession } from '../../db/db';
import {
  findArticleIdByDoi,
  loadArticleContents,
  type StoredArticle,
} from '../../repositories/article-content-repository';
import { figureName } from '../../fulltext/jats-body';
import { FIGURE_NAME, writeArticleFigures } from '../../services/article-figures';
import { upsertArticle } from '../../services/article-upsert';
import type {
  FormatReader,
  ImportChange,
  ImportProblem,
  ImportSource,
  ReadResult,
  UploadImage,
  WriteContext,
  WriteResult,
} from '../types';
import { positionOf } from '../elements';
import { imageFor } from '../images';
import { importMessages } from '../messages';
import { fieldOf, nameOf, problemAt } from './dom';
import { readJatsArticle, type JatsArticle } from './read';
import { sha256Of } from '../sha256';

export { readJatsArticle, PORTAL_ID_AUTHORITY } from './read';
export { articleJats } from './write';

async function findJournal(
  tx: DbSession,
  { issns, abbreviations }: JatsArticle['content']['journal'],
) {
  const rows = await tx.query<{ id: number; abbreviation: string; by_issn: boolean }>(
    `select id, abbreviation, (issn_print = any($1::text[]) or issn_online = any($1::text[])) as by_issn
       from journals
      where issn_print = any($1::text[]) or issn_online = any($1::text[])
         or lower(abbreviation) = any($2::text[])
      order by by_issn desc, id`,
    [issns, abbreviations.map((abbreviation) => abbreviation.toLowerCase())],
  );
  return rows[0] ?? null;
}

/**
 * The article a file without a DOI (and not one of the portal's exports) names: the journal's
 * DOI-less article of the same English title, so that importing the file again finds it (texml's
 * articles, for one, carry only a publisher's pii).
 */
async function findDoiLessArticle(
  tx: DbSession,
  journal: { id: number } | null,
  content: JatsArticle['content'],
) {
  if (!journal || content.article.doi) return null;
  const [row] = await tx.query<{ id: number }>(
    'select id from articles where journal_id = $1 and doi is null and title_en = $2 order by id limit 1',
    [journal.id, content.article.title_en],
  );
  return row?.id ?? null;
}

/** The PDF the file names, or the one sent beside it under the same base name. */
function pdfOf(article: JatsArticle, source: ImportSource, context: WriteContext) {
  const base = source.name.replace(/\.[^.]*$/, '');
  return (
    (article.pdfName && context.attachments.get(article.pdfName)) ||
    context.attachments.get(`${base}.pdf`) ||
    context.attachments.get(`${base}.PDF`) ||
    null
  );
}

/**
 * The images of the body's figures, as the upload has them, written with the article
 * (services/article-figures.ts): the image files written, a notice for each figure left without
 * an image, and whether anything changed.
 */
async function writeFigures(
  tx: DbSession,
  context: WriteContext,
  article: JatsArticle,
  articleId: number,
) {
  const notices: ImportProblem[] = [];
  const figures = new Map<string, { graphic: Element; image: UploadImage | null }>();
  for (const { href, graphic } of article.figures) {
    const name = figureName(href);
    if (!FIGURE_NAME.test(name)) {
      notices.push(
        problemAt(graphic, fieldOf(graphic, 'xlink:href'), importMessages.figureName(name)),
      );
    } else if (!figures.has(name)) {
      figures.set(name, { graphic, image: imageFor(href, context.images) ?? null });
    }
  }
  const result = await writeArticleFigures(
    tx,
    articleId,
    [...figures].map(([name, { image }]) => ({ name, image })),
  );
  const missing = new Set(result.missing);
  for (const [name, { graphic }] of figures) {
    if (!missing.has(name)) continue;
    notices.push(
      problemAt(graphic, fieldOf(graphic, 'xlink:href'), importMessages.figureMissing(name)),
    );
  }
  return {
    written: result.written.map(({ name, outcome }) => ({
      file: figures.get(name)?.image?.file ?? name,
      outcome,
    })),
    notices,
    changed: result.written.length > 0 || result.removed > 0,
  };
}

async function writeArticle(
  tx: DbSession,
  context: WriteContext,
  article: JatsArticle,
  source: ImportSource,
): Promise<WriteResult> {
  const problems: ImportProblem[] = [];
  const { at } = article;
  let { content } = article;
  const journal = await findJournal(tx, content.journal);
  if (!journal) {
    const names = [...content.journal.issns, ...content.journal.abbreviations].join(', ');
    problems.push(
      problemAt(at.journal, fieldOf(at.journal), {
        zh: `没有与 ${names || '（无 ISSN 或缩写）'} 对应的期刊`,
        en: `No journal of the portal has ${names || '(no ISSN or abbreviation)'}`,
      }),
    );
  }
  const codes = content.mscCodes;
  if (codes.length) {
    const known = new Set(
      (
        await tx.query<{ key: string }>(
          `select scheme || ' ' || code as key from msc_codes
            where (scheme, code) in (select * from unnest($1::text[], $2::text[]))`,
          [codes.map((c) => c.scheme), codes.map((c) => c.code)],
        )
      ).map((row) => row.key),
    );
    for (const { scheme, code } of codes) {
      const key = `${scheme} ${code}`;
      if (known.has(key)) continue;
      const element = at.msc.get(key) ?? null;
      problems.push(
        problemAt(element, element ? fieldOf(element) : 'kwd-group', {
          zh: `${scheme} 中没有分类号 ${code}`,
          en: `${scheme} has no code ${code}`,
        }),
      );
    }
  }
  const doiOwner = content.article.doi ? await findArticleIdByDoi(tx, content.article.doi) : null;
  const storedId = doiOwner ?? article.portalId ?? (await findDoiLessArticle(tx, journal, content));
  let stored: StoredArticle | null = null;
  if (storedId !== null) {
    stored = (await loadArticleContents(tx, [storedId])).get(storedId) ?? null;
    // A file naming an accepted paper by its portal id must not take another article's DOI.
    if (stored && doiOwner === null && stored.journalId !== journal?.id) stored = null;
  }
  if (journal && content.volume !== null) {
    const [clash] = await tx.query<{ number: number }>(
      `select number from volumes where journal_id = $1 and year = $2 and number <> $3
          and not exists (select 1 from volumes where journal_id = $1 and number = $3)`,
      [journal.id, Number((content.article.published_date ?? '').slice(0, 4)), content.volume],
    );
    if (clash) {
      problems.push(
        problemAt(at.volume, 'article-meta/volume', {
          zh: `该期刊 ${content.article.published_date?.slice(0, 4)} 年已是第 ${clash.number} 卷，不能是第 ${content.volume} 卷`,
          en: `The journal's volume of ${content.article.published_date?.slice(0, 4)} is ${clash.number}, not ${content.volume}`,
        }),
      );
    }
  }
  if (problems.length || !journal) return { changes: [], problems };

  // A file without a body (an export for a reader without the full text) keeps the stored one,
  // and the back's footnotes with it, as one without a PDF keeps the stored PDF.
  if (stored && content.article.body_jats === null) {
    const { body_jats, back_jats } = stored.content.article;
    content = { ...content, article: { ...content.article, body_jats, back_jats } };
  }
  const file = pdfOf(article, source, context);
  let pdf: { key: string; sha256: string } | null = null;
  if (file) {
    const sha256 = sha256Of(file.bytes);
    pdf =
      stored?.pdf?.sha256 === sha256
        ? stored.pdf
        : { key: await context.storePdf(file.bytes), sha256 };
  }
  const written = await upsertArticle(tx, { journalId: journal.id, content, stored, pdf });
  // A file without a body keeps the stored figures with the stored body.
  const figures =
    article.content.article.body_jats === null
      ? null
      : await writeFigures(tx, context, article, written.id);
  // An article whose figures alone changed is updated.
  const outcome = written.outcome === 'unchanged' && figures?.changed ? 'updated' : written.outcome;
  const changes: ImportChange[] = [];
  const hrefUnlessDry = (created: boolean, href: string) =>
    context.dryRun && created ? null : href;
  if (written.createdVolume) {
    changes.push({
      kind: 'volume',
      outcome: 'created',
      key: `${journal.abbreviation} ${written.createdVolume.number} (${written.createdVolume.year})`,
      title: null,
      href: null,
    });
  }
  if (written.createdIssue) {
    changes.push({
      kind: 'issue',
      outcome: 'created',
      key: `${journal.abbreviation} ${content.volume}(${written.createdIssue.number})`,
      title: null,
      href: hrefUnlessDry(true, PAGES.issue.href({ cid: journal.id, id: written.createdIssue.id })),
    });
  }
  const title = { zh: content.article.title_zh, en: content.article.title_en };
  const href = hrefUnlessDry(
    outcome === 'created',
    PAGES.article.href({ cid: journal.id, id: written.id }),
  );
  changes.push({
    kind: 'article',
    outcome,
    key: content.article.doi ?? `${journal.abbreviation} #${written.id}`,
    title,
    href,
  });
  for (const image of figures?.written ?? []) {
    // Keyed by the file sent: its own line of the report takes this outcome.
    changes.push({ kind: 'figure', outcome: image.outcome, key: image.file, title, href });
  }
  return { changes, problems: [], notices: figures?.notices ?? [] };
}

export const jatsReader: FormatReader = {
  format: 'jats',
  // The pipeline's parser is xmldom (xml/parse.ts); its DOM is what the reader walks.
  accepts: (root) => nameOf(root as unknown as Element) === 'article',
  read(document, source): ReadResult {
    const { article, problems, notices } = readJatsArticle(document as unknown as Document);
    if (!article) return { record: null, problems, notices };
    const doi = article.at.doi;
    return {
      record: {
        format: 'jats',
        keys: article.content.article.doi
          ? [
              {
                key: `doi:${article.content.article.doi.toLowerCase()}`,
                line: positionOf(doi).line,
                field: doi ? fieldOf(doi) : 'article-meta/article-id',
              },
            ]
          : [],
        write: (tx, context) => writeArticle(tx, context, article, source),
      },
      problems,
      notices,
    };
  },
};
