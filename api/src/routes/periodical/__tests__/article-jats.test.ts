import { writeFile } from 'node:fs/promises';
import type { ArticleDetail, Envelope } from '@portal/contract';
import { setupTestApp } from '../../../../test/helper';
import { fixture, importText, source } from '../../../import/jats/__tests__/fixtures';
import { signIn, type Who } from '../../../access/__tests__/access-fixtures';

const context = setupTestApp();
let as: Record<Who, Record<string, string>>;
beforeAll(async () => {
  as = await signIn(context().app, context().db);
});

const PDF_KEY = '1/00000000-0000-4000-8000-000000000031';
const PDF_BYTES = '%PDF-1.4 the publisher sent this';

/** The translated fixture, open access or not, imported with its PDF in the upload store. */
async function importTranslated(doi: string, openAccess: boolean): Promise<number> {
  const { app, db } = context();
  const spooled = app.uploadStore.spoolPath();
  await writeFile(spooled, PDF_BYTES);
  const key = PDF_KEY.replace(/31$/, doi.slice(-2));
  await app.uploadStore.keep(spooled, key, { size: PDF_BYTES.length, mimeType: 'application/pdf' });
  let text = fixture('translated-article.xml')
    .replace('{{CITED_DOI}}', '10.1016/0001-8708(74)90054-8')
    .replace('10.1090/jas/2027-001', doi);
  if (!openAccess) text = text.replace(/<permissions>[\s\S]*<\/permissions>/, '');
  const { changes, problems } = await importText(db, text, {
    attachments: [source('tilting.pdf', PDF_BYTES)],
    // The import service stores the PDF; here it was kept above under `key`.
    stored: [],
  });
  expect(problems).toEqual([]);
  const href = changes.at(-1)?.href ?? '';
  const id = Number(/id=(\d+)/.exec(href)?.[1]);
  await db.query('update articles set pdf_key = $1 where id = $2', [key, id]);
  return id;
}

const get = (url: string, who: Who = 'anonymous') =>
  context().app.inject({ url, headers: as[who] });

describe('GET /api/periodical/article/{id}.jats.xml', () => {
  it("answers a seeded article's JATS 1.3 to anyone", async () => {
    const [article] = await context().db.query<{ id: number; doi: string }>(
      "select id, doi from articles where status = 'published' order by id limit 1",
    );
    const response = await get(`/api/periodical/article/${article?.id}.jats.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/jats+xml; charset=utf-8');
    expect(response.body).toContain(
      '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3',
    );
    expect(response.body).toContain(`<article-id pub-id-type="doi">${article?.doi}</article-id>`);
  });

  it('answers 404 for an article that does not exist', async () => {
    expect((await get('/api/periodical/article/99999999.jats.xml')).statusCode).toBe(404);
  });

  it('writes the body only for readers of the full text; importing that keeps the stored body', async () => {
    const id = await importTranslated('10.1090/jas/2027-101', false);
    const anonymous = await get(`/api/periodical/article/${id}.jats.xml`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('<trans-title-group xml:lang="zh">');
    expect(anonymous.body).not.toContain('<body>');
    const before = await context().db.query('select revision from catalogue_revision');
    const { changes } = await importText(context().db, anonymous.body);
    expect(changes.map((change) => change.outcome)).toEqual(['unchanged']);
    expect(await context().db.query('select revision from catalogue_revision')).toEqual(before);
  });

  it('writes the body of an open-access article for everyone, and reading it back changes nothing', async () => {
    const id = await importTranslated('10.1090/jas/2027-102', true);
    const response = await get(`/api/periodical/article/${id}.jats.xml`);
    expect(response.body).toMatch(/<body>\s*<sec id="s1"><title>Introduction<\/title>/);
    const { changes } = await importText(context().db, response.body);
    expect(changes.map((change) => change.outcome)).toEqual(['unchanged']);
  });
});

describe('an imported article on the pages', () => {
  it('gives the Chinese page the translated title, and the original where there is none', async () => {
    const id = await importTranslated('10.1090/jas/2027-103', true);
    const detail = await get(`/api/periodical/issue-content-detail?id=${id}`);
    const title = detail.json<Envelope<ArticleDetail>>().data?.title;
    expect(title).toEqual({
      zh: '$\\mathbb{Z}/p^n$ 上的倾斜模',
      en: 'Tilting modules over $\\mathbb{Z}/p^n$',
    });
    const { changes } = await importText(context().db, fixture('online-first.xml'));
    const onlineFirst = Number(/id=(\d+)/.exec(changes.at(-1)?.href ?? '')?.[1]);
    const untranslated = await get(`/api/periodical/issue-content-detail?id=${onlineFirst}`);
    expect(untranslated.json<Envelope<ArticleDetail>>().data?.title).toEqual({
      zh: 'A short note',
      en: 'A short note',
    });
  });

  it('serves the PDF the publisher sent, after the access check', async () => {
    const closed = await importTranslated('10.1090/jas/2027-104', false);
    const open = await importTranslated('10.1090/jas/2027-105', true);
    const openPdf = await get(`/api/resource/pdf/download?type=article&id=${open}`);
    expect(openPdf.statusCode).toBe(200);
    expect(openPdf.body).toBe(PDF_BYTES);
    const closedPdf = await get(`/api/resource/pdf/download?type=article&id=${closed}`);
    expect(closedPdf.statusCode).toBe(403);
    expect(closedPdf.body).not.toContain(PDF_BYTES);
  });
});
