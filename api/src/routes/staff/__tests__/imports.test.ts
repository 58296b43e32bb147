import type {
  Envelope,
  ImportRecord,
  ImportReport,
  Page,
  SearchResult,
  SearchSuggestions,
} from '@portal/contract';
import { PAGES } from '@portal/pages';
import { runStaffCommand } from '../../../db/staff';
import { toyPdf, toyReader, toySchemaCheck, toyXml } from '../../../import/__tests__/toy-format';
import { getJson, setupTestApp, signInWithPassword } from '../../../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../../../test/test-db';
import { SITEMAP_PAGE_SIZE } from '../../crawlers';

const ZH = 'zh-CN,zh;q=0.9';
const READER = { username: 'reader@example.com', password: 'Reader2026' };
const EDITOR = { username: 'importer@example.org', password: 'Editor2026' };
const LIMITS = { maxFileBytes: 64 * 1024, maxRequestBytes: 160 * 1024, maxFiles: 5 };

const context = setupTestApp({
  auth: { signInRateLimit: 1000 },
  imports: LIMITS,
  importFormats: { readers: [toyReader], validate: toySchemaCheck },
});

async function signIn(credentials: { username: string; password: string }) {
  const { statusCode, body } = await signInWithPassword(context().app, credentials);
  expect(statusCode).toBe(200);
  return body;
}

let staffHeaders: Record<string, string> = {};

beforeAll(async () => {
  await runStaffCommand(
    context().db,
    ['add', EDITOR.username, '--name', 'Im Porter'],
    { readPassword: async () => EDITOR.password, out: () => undefined },
    TEST_PASSWORD_HASH_COST,
  );
  const staff = await signIn(EDITOR);
  staffHeaders = {
    'admin-auth': `bearer ${staff.admin_token ?? ''}`,
    'portal-auth': `bearer ${staff.access_token}`,
  };
});

const BOUNDARY = '----portal-import-boundary';

/** A multipart body with one part per file, each in `field`. */
function multipart(files: readonly { name: string; bytes: Uint8Array }[], field = 'files') {
  const parts = files.flatMap(({ name, bytes }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

async function postImport(
  query: string,
  body: Buffer | string,
  headers: Record<string, string> = staffHeaders,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const response = await context().app.inject({
    method: 'POST',
    url: `/api/staff/imports${query}`,
    payload: body,
    headers: { ...headers, 'content-type': contentType },
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<ImportReport>>() };
}

/** A new volume of journal 1 (the next number, year and issue date). */
async function nextVolume() {
  const [row] = await context().db.query<{ volume: number; year: number; date: string }>(
    `select max(v.number)::int + 1 as volume, max(v.year)::int + 1 as year,
            to_char(max(i.published_date) + 1, 'YYYY-MM-DD') as date
       from volumes v join issues i on i.volume_id = v.id where v.journal_id = 1`,
  );
  if (!row) throw new Error('journal 1 has no volume');
  return row;
}

async function articleIdOf(doi: string): Promise<number | undefined> {
  const [row] = await context().db.query<{ id: number }>('select id from articles where doi = $1', [
    doi,
  ]);
  return row?.id;
}

const getText = async (url: string) => (await context().app.inject({ url })).body;

describe('POST /api/staff/imports', () => {
  it('answers a dry run by default, and with dryRun=false imports: the report in the envelope', async () => {
    const volume = await nextVolume();
    const file = {
      journal: 1,
      ...volume,
      issue: 1,
      doi: '10.5555/toy.route.1',
      title: 'Toy route theorem',
    };
    const body = multipart([{ name: 'route.xml', bytes: toyXml(file) }]);

    const dry = await postImport('', body);
    expect(dry.statusCode).toBe(200);
    expect(dry.body.data).toMatchObject({
      dryRun: true,
      importId: expect.any(Number),
      files: [{ file: 'route.xml', format: 'jats', outcome: 'created', problems: [] }],
    });
    expect(await articleIdOf(file.doi)).toBeUndefined();

    const real = await postImport('?dryRun=false', body);
    expect(real.body.data).toMatchObject({ dryRun: false, files: [{ outcome: 'created' }] });
    expect(await articleIdOf(file.doi)).toEqual(expect.any(Number));

    const list = await context().app.inject({
      url: '/api/staff/imports?size=2',
      headers: staffHeaders,
    });
    const { data } = list.json<Envelope<Page<ImportRecord>>>();
    expect(
      data.records.map((record) => [record.id, record.via, record.actor, record.dryRun]),
    ).toEqual([
      [real.body.data.importId, 'api', EDITOR.username, false],
      [dry.body.data.importId, 'api', EDITOR.username, true],
    ]);
    expect(list.headers['cache-control']).toBe('private, no-store');
  });

  it('shows what it imported at once: search, suggestions, the feed of the new issue, sitemaps, the catalogue revision', async () => {
    const volume = await nextVolume();
    const title = 'Hyperbolic toyfolds and their quivers';
    const file = { journal: 1, ...volume, issue: 1, doi: '10.5555/toy.seen.1', title };
    const feedUrl = '/api/feeds/journal/1/latest-issue.atom';
    const searchUrl = `/api/search/search?q=${encodeURIComponent('toyfolds quivers')}`;
    const suggestUrl = `/api/search/suggest?q=${encodeURIComponent('Hyperbolic toyf')}`;
    // Read first, so that each answer is in this process's cache when the import lands.
    const feedBefore = await getText(feedUrl);
    const searchBefore = await getJson<SearchResult>(context().app, searchUrl);
    expect(searchBefore.body.data.total).toBe(0);
    const suggestBefore = await getJson<SearchSuggestions>(context().app, suggestUrl);
    expect(suggestBefore.body.data.articles).toEqual([]);
    const revisionBefore = await getJson<{ revision: string }>(
      context().app,
      '/api/catalogue/revision',
    );

    const report = await postImport(
      '?dryRun=false',
      multipart([
        { name: 'seen.xml', bytes: toyXml({ ...file, pdf: 'seen.pdf' }) },
        { name: 'seen.pdf', bytes: toyPdf('seen') },
      ]),
    );
    expect(report.body.data.files.map((entry) => entry.outcome)).toEqual(['created', 'created']);
    const id = await articleIdOf(file.doi);
    if (!id) throw new Error('the article was not written');
    const href = PAGES.article.href({ cid: 1, id });

    const feed = await getText(feedUrl);
    expect(feed).not.toBe(feedBefore);
    expect(feed).toContain(`Volume ${volume.volume}, Issue 1 (${volume.year})`);
    expect(feed).toContain(title);
    const search = await getJson<SearchResult>(context().app, searchUrl);
    expect(search.body.data.records.map((hit) => hit.id)).toEqual([id]);
    const suggest = await getJson<SearchSuggestions>(context().app, suggestUrl);
    expect(suggest.body.data.articles.map((article) => article.id)).toEqual([id]);
    const sitemap = await getText(
      `/api/crawlers/sitemap-articles-${Math.ceil(id / SITEMAP_PAGE_SIZE)}.xml`,
    );
    expect(sitemap).toContain(href);
    const revision = await getJson<{ revision: string }>(context().app, '/api/catalogue/revision');
    expect(revision.body.data.revision).not.toBe(revisionBefore.body.data.revision);
  });

  it("refuses a file, a request or a number of files past its limit with a 413 in the caller's language", async () => {
    const big = { name: 'big.pdf', bytes: new Uint8Array(LIMITS.maxFileBytes + 1) };
    const fileTooLarge = await postImport('', multipart([big]), {
      ...staffHeaders,
      'accept-language': ZH,
    });
    expect(fileTooLarge.statusCode).toBe(413);
    expect(fileTooLarge.body).toMatchObject({
      code: 413,
      success: false,
      msg: '本次导入中有文件过大，每个文件最大不能超过 64 KB',
    });

    const part = (n: number) => ({ name: `part-${n}.pdf`, bytes: new Uint8Array(60 * 1024) });
    const requestTooLarge = await postImport('', multipart([part(1), part(2), part(3)]));
    expect(requestTooLarge.statusCode).toBe(413);
    expect(requestTooLarge.body.msg).toBe(
      'The files of this import are too large together; one import may send at most 160 KB',
    );

    const small = (n: number) => ({
      name: `small-${n}.xml`,
      bytes: toyXml({
        volume: 1,
        year: 1,
        issue: 1,
        date: '2020-01-01',
        doi: `10.5555/x.${n}`,
        title: 'x',
      }),
    });
    const tooMany = await postImport('', multipart([1, 2, 3, 4, 5, 6].map(small)));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.body.msg).toBe('Too many files; one import may send at most 5');
  });

  it('refuses a body that is not multipart, files in another field and a request without files', async () => {
    const json = await postImport('', '{}', staffHeaders, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.body.msg).toMatch(/^Send the files as multipart\/form-data/);
    const field = await postImport('', multipart([{ name: 'a.xml', bytes: toyPdf('a') }], 'file'));
    expect(field.statusCode).toBe(400);
    const none = await postImport('', `--${BOUNDARY}--\r\n`);
    expect(none.statusCode).toBe(400);
    expect(none.body.msg).toBe('The request holds no file to import');
  });
});

describe('the import routes refuse anyone but staff', () => {
  const routes = [
    { method: 'POST', url: '/api/staff/imports?dryRun=false' },
    { method: 'GET', url: '/api/staff/imports' },
  ] as const;

  it.each(routes)(
    "$method $url: a reader signed in, a reader's access token as the admin token, nobody",
    async ({ method, url }) => {
      const reader = await signIn(READER);
      const volume = await nextVolume();
      const payload = multipart([
        {
          name: 'r.xml',
          bytes: toyXml({
            journal: 1,
            ...volume,
            issue: 1,
            doi: '10.5555/toy.reader',
            title: 'Reader',
          }),
        },
      ]);
      const send = (headers: Record<string, string>) =>
        context().app.inject({
          method,
          url,
          payload: method === 'POST' ? payload : undefined,
          headers: {
            ...headers,
            ...(method === 'POST' && {
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            }),
          },
        });
      const signedIn = await send({ 'portal-auth': `bearer ${reader.access_token}` });
      expect(signedIn.statusCode).toBe(403);
      const asAdmin = await send({ 'admin-auth': `bearer ${reader.access_token}` });
      expect(asAdmin.statusCode).toBe(401);
      const both = await send({
        'admin-auth': `bearer ${reader.access_token}`,
        'portal-auth': `bearer ${reader.access_token}`,
      });
      expect(both.statusCode).toBe(401);
      const nobody = await send({});
      expect(nobody.statusCode).toBe(401);
      expect(await articleIdOf('10.5555/toy.reader')).toBeUndefined();
    },
  );
});
