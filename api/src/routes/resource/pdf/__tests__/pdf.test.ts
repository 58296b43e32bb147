import type {
  AccessCheck,
  AccessHistoryRecord,
  ContentPermission,
  Envelope,
} from '@portal/contract';
import { PDFDocument } from 'pdf-lib';
import { setupTestApp } from '../../../../../test/helper';
import {
  articleFixtures,
  bookFixtures,
  insertPaidOrder,
  READER_ID,
  signIn,
  type ArticleFixtures,
  type BookFixtures,
  type Who,
} from '../../../../access/__tests__/access-fixtures';

const FULL_TEXT_DENIED = 'Unauthorized access to read full text. Please contact us to subscribe';
const PREVIEW_DENIED = 'Sorry, you do not have permission to preview this book';

const context = setupTestApp();
let as: Record<Who, Record<string, string>>;
let articles: ArticleFixtures;
let books: BookFixtures;

beforeAll(async () => {
  const { app, db } = context();
  as = await signIn(app, db);
  articles = await articleFixtures(db);
  books = await bookFixtures(db);
  await insertPaidOrder(db, READER_ID, books.bought);
  await insertPaidOrder(db, READER_ID, books.set);
});

const get = async <T>(url: string, who: Who = 'anonymous', language?: string) => {
  const response = await context().app.inject({
    url: `/api/resource/pdf/${url}`,
    headers: { ...as[who], ...(language && { 'accept-language': language }) },
  });
  return { response, body: response.json<Envelope<T>>() };
};

const check = async (type: string, id: number, who: Who, mode = 'read') => {
  const { response, body } = await get<AccessCheck>(
    `checkauth?type=${type}&id=${id}&mode=${mode}`,
    who,
  );
  expect(response.statusCode).toBe(200);
  return body.data;
};

const allowed = (reason: string) => ({ allowed: true, reason, message: null });
const denied = (message: string) => ({ allowed: false, reason: null, message });

describe('GET /api/resource/pdf/checkauth: articles', () => {
  it('opens open-access articles to everyone', async () => {
    for (const who of ['anonymous', 'reader', 'organization'] as const) {
      expect(await check('article', articles.openAccess, who)).toEqual(allowed('open_access'));
    }
  });

  it('opens a subscribed journal to its subscriber only', async () => {
    expect(await check('article', articles.subscribed, 'reader')).toEqual(allowed('subscription'));
    expect(await check('article', articles.subscribed, 'author')).toEqual(denied(FULL_TEXT_DENIED));
    expect(await check('article', articles.subscribed, 'anonymous')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
  });

  it('keeps the years an ended subscription covered, not the others', async () => {
    expect(await check('article', articles.expiredSubscriptionCovered, 'reader')).toEqual(
      allowed('subscription'),
    );
    expect(await check('article', articles.expiredSubscriptionNotCovered, 'reader')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
  });

  it("opens an organization's journals and volumes to it, not to another organization", async () => {
    expect(await check('article', articles.organizationJournal, 'organization')).toEqual(
      allowed('organization'),
    );
    expect(await check('article', articles.organizationVolume, 'organization')).toEqual(
      allowed('organization'),
    );
    expect(await check('article', articles.organizationVolumeNotGranted, 'organization')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
    expect(await check('article', articles.organizationJournal, 'otherOrganization')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
  });

  it('lets anyone preview a locked article', async () => {
    expect(await check('article', articles.locked, 'anonymous', 'preview')).toEqual(
      allowed('preview'),
    );
    expect(await check('article', articles.locked, 'reader')).toEqual(denied(FULL_TEXT_DENIED));
  });

  it('answers the refusal in Chinese when the reader prefers it', async () => {
    const { body } = await get<AccessCheck>(
      `checkauth?type=article&id=${articles.locked}`,
      'anonymous',
      'zh-CN,zh;q=0.9,en;q=0.5',
    );
    expect(body.data.message).toBe('您无权阅读全文，请联系我们订阅');
  });
});

describe('GET /api/resource/pdf/checkauth: books', () => {
  it('opens a bought book, and each volume of a bought set, to its buyer', async () => {
    expect(await check('book', books.bought, 'reader')).toEqual(allowed('purchase'));
    expect(await check('book', books.setVolume, 'reader')).toEqual(allowed('purchase'));
    expect(await check('book', books.bought, 'author')).toEqual(denied(FULL_TEXT_DENIED));
  });

  it('opens granted books to the organization', async () => {
    expect(await check('book', books.organizationGranted, 'organization')).toEqual(
      allowed('organization'),
    );
    expect(await check('book', books.organizationGranted, 'otherOrganization')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
  });

  it('lets anyone preview a book unless its preview is denied', async () => {
    expect(await check('book', books.plain, 'anonymous', 'preview')).toEqual(allowed('preview'));
    expect(await check('book', books.previewDenied, 'anonymous', 'preview')).toEqual(
      denied(PREVIEW_DENIED),
    );
    expect(await check('book', books.previewDenied, 'reader', 'preview')).toEqual(
      denied(PREVIEW_DENIED),
    );
    const { body } = await get<AccessCheck>(
      `checkauth?type=book&id=${books.previewDenied}&mode=preview`,
      'anonymous',
      'zh',
    );
    expect(body.data.message).toBe('抱歉，您没有预览本书的权限');
  });

  it('lets readers with full access preview a preview-denied book', async () => {
    expect(await check('book', books.previewDeniedGranted, 'organization', 'preview')).toEqual(
      allowed('organization'),
    );
  });

  it('checks every time: a grant taken away closes the book at once', async () => {
    const { db } = context();
    expect(await check('book', books.plain, 'organization')).toEqual(denied(FULL_TEXT_DENIED));
    await db.query(
      'insert into organization_book_grants (organization_id, book_id) values (1, $1)',
      [books.plain],
    );
    expect(await check('book', books.plain, 'organization')).toEqual(allowed('organization'));
    await db.query('delete from organization_book_grants where book_id = $1', [books.plain]);
    expect(await check('book', books.plain, 'organization')).toEqual(denied(FULL_TEXT_DENIED));
  });
});

describe('GET /api/resource/pdf/checkauth: chapters', () => {
  const chapterOf = async (bookId: number) => {
    const [row] = await context().db.query<{ id: number }>(
      'select id from book_chapters where book_id = $1 and not open_access order by position limit 1',
      [bookId],
    );
    if (!row) throw new Error(`Book ${bookId} has no chapters`);
    return row.id;
  };

  it("follows the book's rules: bought, granted, preview denied", async () => {
    const bought = await chapterOf(books.bought);
    expect(await check('chapter', bought, 'reader')).toEqual(allowed('purchase'));
    expect(await check('chapter', bought, 'author')).toEqual(denied(FULL_TEXT_DENIED));
    expect(await check('chapter', bought, 'author', 'preview')).toEqual(allowed('preview'));
    const granted = await chapterOf(books.organizationGranted);
    expect(await check('chapter', granted, 'organization')).toEqual(allowed('organization'));
    const previewDenied = await chapterOf(books.previewDenied);
    expect(await check('chapter', previewDenied, 'reader', 'preview')).toEqual(
      denied(PREVIEW_DENIED),
    );
  });

  it("refuses an anonymous reader of a locked book's chapter with the specification's messages, in English and Chinese", async () => {
    const locked = await chapterOf(books.plain);
    expect(await check('chapter', locked, 'anonymous')).toEqual(denied(FULL_TEXT_DENIED));
    expect(await check('chapter', locked, 'anonymous', 'preview')).toEqual(allowed('preview'));
    const previewDenied = await chapterOf(books.previewDenied);
    expect(await check('chapter', previewDenied, 'anonymous', 'preview')).toEqual(
      denied(PREVIEW_DENIED),
    );
    const inChinese = async (id: number, mode: string) =>
      (await get<AccessCheck>(`checkauth?type=chapter&id=${id}&mode=${mode}`, 'anonymous', 'zh'))
        .body.data.message;
    expect(await inChinese(previewDenied, 'preview')).toBe('抱歉，您没有预览本书的权限');
    expect(await inChinese(locked, 'read')).toBe('您无权阅读全文，请联系我们订阅');
  });

  it('serves anyone the preview of a locked chapter: a real PDF of its first two pages', async () => {
    const locked = await chapterOf(books.plain);
    const response = await context().app.inject({
      url: `/api/resource/pdf/download?type=chapter&id=${locked}&mode=preview`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="chapter-${locked}-preview.pdf"`,
    );
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(2);
    const full = await context().app.inject({
      url: `/api/resource/pdf/download?type=chapter&id=${locked}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(full.statusCode).toBe(403);
    expect(full.json<Envelope<null>>().msg).toBe('您无权阅读全文，请联系我们订阅');
  });

  it('opens an open-access book and its chapters, and a sample chapter alone, to everyone', async () => {
    const [openChapter] = await context().db.query<{ id: number }>(
      'select id from book_chapters where book_id = $1 order by position limit 1',
      [books.openAccess],
    );
    expect(await check('book', books.openAccess, 'anonymous')).toEqual(allowed('open_access'));
    expect(await check('chapter', openChapter?.id ?? 0, 'anonymous')).toEqual(
      allowed('open_access'),
    );
    expect(await check('chapter', books.sampleChapter, 'anonymous')).toEqual(
      allowed('open_access'),
    );
    const [sample] = await context().db.query<{ book_id: number; next: number }>(
      `select c.book_id, n.id as next from book_chapters c
         join book_chapters n on n.book_id = c.book_id and n.position = c.position + 1
        where c.id = $1`,
      [books.sampleChapter],
    );
    // The rest of the book stays locked.
    expect(await check('book', sample?.book_id ?? 0, 'anonymous')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
    expect(await check('chapter', sample?.next ?? 0, 'anonymous')).toEqual(
      denied(FULL_TEXT_DENIED),
    );
    const response = await context().app.inject({
      url: `/api/resource/pdf/download?type=chapter&id=${books.sampleChapter}`,
    });
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBeGreaterThan(2);
  });

  it('serves a bought chapter as a PDF named after it', async () => {
    const id = await chapterOf(books.bought);
    const response = await context().app.inject({
      url: `/api/resource/pdf/download?type=chapter&id=${id}`,
      headers: as.reader,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="chapter-${id}.pdf"`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/resource/pdf/check-content-permission', () => {
  it('answers open or locked per id, in the order asked, leaving out unknown ids', async () => {
    const ids = [articles.locked, articles.openAccess, 99_999_999, articles.subscribed];
    const { response, body } = await get<ContentPermission[]>(
      `check-content-permission?type=article&ids=${ids.join(',')}`,
      'reader',
    );
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual([
      { id: articles.locked, allowed: false, reason: null },
      { id: articles.openAccess, allowed: true, reason: 'open_access' },
      { id: articles.subscribed, allowed: true, reason: 'subscription' },
    ]);
  });

  it('checks books for the organization, and previews with mode=preview', async () => {
    const ids = `${books.organizationGranted},${books.previewDenied},${books.plain}`;
    const read = await get<ContentPermission[]>(
      `check-content-permission?type=book&ids=${ids}`,
      'organization',
    );
    expect(read.body.data.map((p) => p.allowed)).toEqual([true, false, false]);
    const preview = await get<ContentPermission[]>(
      `check-content-permission?type=book&ids=${ids}&mode=preview`,
      'anonymous',
    );
    expect(preview.body.data.map((p) => p.reason)).toEqual(['preview', null, 'preview']);
  });

  it.each([
    ['check-content-permission?type=article', "querystring must have required property 'ids'"],
    ['check-content-permission?ids=1', "querystring must have required property 'type'"],
    ['check-content-permission?type=volume&ids=1', 'querystring/type must be one of'],
    ['check-content-permission?type=article&ids=1,x', 'querystring/ids must match pattern'],
    ['check-content-permission?type=article&ids=', 'querystring/ids must'],
    ["check-content-permission?type=article&ids=1';drop table articles;--", 'querystring/ids'],
    ['check-content-permission?type=article&ids=0', 'querystring/ids must be between 1 and'],
    ['check-content-permission?type=article&ids=9999999999', 'querystring/ids must be between'],
    [
      `check-content-permission?type=article&ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
      'querystring/ids must hold at most 200 ids',
    ],
  ])('rejects %s with 400', async (url, message) => {
    const { response, body } = await get(url);
    expect(response.statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });
});

describe('GET /api/resource/pdf/check-content-permission?type=journal', () => {
  const journalOf = async (articleId: number) => {
    const [row] = await context().db.query<{ id: number }>(
      'select journal_id as id from articles where id = $1',
      [articleId],
    );
    return row?.id ?? 0;
  };
  let journals: Record<
    'openAccess' | 'subscribed' | 'expired' | 'organization' | 'volumes' | 'locked',
    number
  >;

  beforeAll(async () => {
    const [open] = await context().db.query<{ id: number }>(
      'select id from journals where open_access order by id limit 1',
    );
    journals = {
      openAccess: open?.id ?? 0,
      subscribed: await journalOf(articles.subscribed),
      expired: await journalOf(articles.expiredSubscriptionCovered),
      organization: await journalOf(articles.organizationJournal),
      volumes: await journalOf(articles.organizationVolume),
      locked: await journalOf(articles.locked),
    };
    // A journal is open while a subscription runs today; the seeded ones have fixed dates.
    await context().db.query(
      `update subscriptions set end_date = greatest(end_date, current_date + 1)
        where journal_id = $1`,
      [journals.subscribed],
    );
  });

  /** The reason each journal is open to `who` (null: locked), by the fixture's name. */
  const reasons = async (who: Who) => {
    const { response, body } = await get<ContentPermission[]>(
      `check-content-permission?type=journal&ids=${Object.values(journals).join(',')}`,
      who,
    );
    expect(response.statusCode).toBe(200);
    const byId = new Map(body.data.map((permission) => [permission.id, permission]));
    return Object.fromEntries(
      Object.entries(journals).map(([name, id]) => {
        const permission = byId.get(id);
        expect(permission?.allowed).toBe(permission?.reason !== null);
        return [name, permission?.reason];
      }),
    );
  };

  it("opens the organization's whole-journal grants, not journals granted in some volumes", async () => {
    expect(await reasons('organization')).toEqual({
      openAccess: 'open_access',
      subscribed: null,
      expired: null,
      organization: 'organization',
      volumes: null,
      locked: null,
    });
  });

  it("opens the subscriber's journal while the subscription runs, not one that ended", async () => {
    expect(await reasons('reader')).toEqual({
      openAccess: 'open_access',
      subscribed: 'subscription',
      expired: null,
      organization: null,
      volumes: null,
      locked: null,
    });
  });

  it('opens only open-access journals to anonymous readers and other organizations', async () => {
    for (const who of ['anonymous', 'otherOrganization'] as const) {
      expect(await reasons(who)).toEqual({
        openAccess: 'open_access',
        subscribed: null,
        expired: null,
        organization: null,
        volumes: null,
        locked: null,
      });
    }
  });

  it.each([
    ['check-content-permission?type=journal&ids=0', 'querystring/ids must be between 1 and'],
    [
      `check-content-permission?type=journal&ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
      'querystring/ids must hold at most 200 ids',
    ],
  ])('rejects %s with 400', async (url, message) => {
    const { response, body } = await get(url);
    expect(response.statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });
});

describe('GET /api/resource/pdf/download', () => {
  const download = (query: string, who: Who = 'anonymous') =>
    context().app.inject({ url: `/api/resource/pdf/download?${query}`, headers: as[who] });

  it('serves an open-access article as a real PDF, inline and never in shared caches', async () => {
    const response = await download(`type=article&id=${articles.openAccess}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="article-${articles.openAccess}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    const [article] = await context().db.query<{ title_en: string; doi: string }>(
      'select title_en, doi from articles where id = $1',
      [articles.openAccess],
    );
    expect(pdf.getTitle()).toBe(
      article?.title_en.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''),
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
  });

  it('answers the same bytes again (from the cache)', async () => {
    const first = await download(`type=article&id=${articles.openAccess}`);
    const second = await download(`type=article&id=${articles.openAccess}`);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  it('refuses a locked article with 403 and the message, never 401', async () => {
    const response = await download(`type=article&id=${articles.locked}`, 'reader');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 403,
      success: false,
      data: null,
      msg: FULL_TEXT_DENIED,
    });
  });

  it('serves a preview (the first two pages) of a locked article', async () => {
    const response = await download(`type=article&id=${articles.locked}&mode=preview`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `article-${articles.locked}-preview.pdf`,
    );
    const preview = await PDFDocument.load(response.rawPayload);
    expect(preview.getPageCount()).toBe(2);
  });

  it('serves a subscribed article to the subscriber and records the view', async () => {
    const response = await download(`type=article&id=${articles.subscribed}`, 'reader');
    expect(response.statusCode).toBe(200);
    const [view] = await context().db.query<{ n: number }>(
      `select count(*)::int as n from access_history
        where user_id = $1 and object_type = 'article' and object_id = $2
          and viewed_at > now() - interval '1 minute'`,
      [READER_ID, articles.subscribed],
    );
    expect(view?.n).toBe(1);
  });

  it('serves a bought book in full and its preview with fewer pages', async () => {
    const full = await download(`type=book&id=${books.bought}`, 'reader');
    expect(full.statusCode).toBe(200);
    const fullPdf = await PDFDocument.load(full.rawPayload);
    const [book] = await context().db.query<{ title_en: string }>(
      'select title_en from books where id = $1',
      [books.bought],
    );
    expect(fullPdf.getTitle()).toBe(
      book?.title_en.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''),
    );
    const preview = await download(`type=book&id=${books.bought}&mode=preview`);
    expect(preview.statusCode).toBe(200);
    const previewPdf = await PDFDocument.load(preview.rawPayload);
    expect(previewPdf.getPageCount()).toBeLessThan(fullPdf.getPageCount());
  });

  it('refuses the preview of a preview-denied book with the specification message', async () => {
    const response = await download(`type=book&id=${books.previewDenied}&mode=preview`);
    expect(response.statusCode).toBe(403);
    expect(response.json<Envelope<null>>().msg).toBe(PREVIEW_DENIED);
  });

  it('answers 404 for unknown objects', async () => {
    const response = await download('type=article&id=99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json<Envelope<null>>().msg).toBe('No article 99999999');
  });
});

describe('POST /api/resource/pdf/access-history', () => {
  const post = (payload: unknown, who: Who) =>
    context().app.inject({
      method: 'POST',
      url: '/api/resource/pdf/access-history',
      headers: as[who],
      payload: payload as Record<string, unknown>,
    });

  it('records a view once per object, moving it to the top', async () => {
    const first = await post({ type: 'article', id: articles.locked }, 'author');
    expect(first.statusCode).toBe(200);
    const firstRecord = first.json<Envelope<AccessHistoryRecord>>().data;
    expect(firstRecord.recorded).toBe(true);
    const second = await post({ type: 'article', id: articles.locked }, 'author');
    const secondRecord = second.json<Envelope<AccessHistoryRecord>>().data;
    expect(Date.parse(secondRecord.viewedAt ?? '')).toBeGreaterThan(
      Date.parse(firstRecord.viewedAt ?? ''),
    );
    const rows = await context().db.query<{ view_count: number }>(
      `select view_count from access_history where user_id = 2 and object_id = $1
          and object_type = 'article'`,
      [articles.locked],
    );
    expect(rows).toEqual([{ view_count: 2 }]);
  });

  it('records nothing for anonymous visitors', async () => {
    const response = await post({ type: 'book', id: books.plain }, 'anonymous');
    expect(response.json()).toMatchObject({ data: { recorded: false, viewedAt: null } });
  });

  it.each([
    [{ type: 'article', id: 99_999_999 }, 404, 'No article 99999999'],
    [{ type: 'article' }, 400, "body must have required property 'id'"],
    [{ type: 'issue', id: 1 }, 400, 'body/type must be one of'],
    [{ type: 'article', id: '1; drop table articles' }, 400, 'body/id must be integer'],
  ])('answers %j with %i', async (payload, status, message) => {
    const response = await post(payload, 'reader');
    expect(response.statusCode).toBe(status);
    expect(response.json<Envelope<null>>().msg).toContain(message);
  });
});

describe('bad input to the checks', () => {
  it.each([
    ['checkauth?type=article', "querystring must have required property 'id'"],
    ['checkauth?type=article&id=abc', 'querystring/id must be integer'],
    ['checkauth?type=article&id=-3', 'querystring/id must be >= 1'],
    ['checkauth?type=article&id=1&mode=print', 'querystring/mode must be one of'],
    ['checkauth?type=%C3%28&id=1', 'querystring/type must be one of'],
    ["download?type=article&id=1'%20or%201=1--", 'querystring/id must be integer'],
  ])('rejects %s with 400', async (url, message) => {
    const { response, body } = await get(url);
    expect(response.statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('rejects an overlong type with 400', async () => {
    const { response, body } = await get(`checkauth?type=${'a'.repeat(5000)}&id=1`);
    expect(response.statusCode).toBe(400);
    expect(body.msg).toContain('querystring/type must be one of');
  });

  it('answers 404 for an unknown book', async () => {
    const { response, body } = await get('checkauth?type=book&id=99999999');
    expect(response.statusCode).toBe(404);
    expect(body.msg).toBe('No book 99999999');
  });
});
