import type { BookSummary, Envelope, OrgAuthBooksCount, Page, ViewedBook } from '@portal/contract';
import { setupTestApp } from '../../../../test/helper';
import {
  ORGANIZATION_ID,
  READER_ID,
  signIn,
  type Who,
} from '../../../access/__tests__/access-fixtures';

const context = setupTestApp();
let as: Record<Who, Record<string, string>>;

beforeAll(async () => {
  as = await signIn(context().app, context().db);
});

const get = async <T>(url: string, who: Who = 'anonymous') => {
  const response = await context().app.inject({ url: `/api/bookmain/${url}`, headers: as[who] });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
};
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

describe('GET /api/bookmain/org-auth-books and org-auth-books-count', () => {
  it('lists the granted books, newest first, and counts them', async () => {
    const granted = await sql<{ book_id: number }>(
      'select book_id from organization_book_grants where organization_id = $1',
      [ORGANIZATION_ID],
    );
    const [volumes] = await sql<{ n: number }>(
      `select count(*)::int as n from books b
        where b.parent_book_id in (select book_id from organization_book_grants)
          and b.id not in (select book_id from organization_book_grants)`,
    );
    const expected = granted.length + (volumes?.n ?? 0);
    expect(granted.length).toBe(40);
    const { statusCode, body } = await get<Page<BookSummary>>(
      'org-auth-books?size=99999999',
      'organization',
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(expected);
    expect(body.data.records).toHaveLength(expected);
    const dates = body.data.records.map((b) => b.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const { book_id } of granted) {
      expect(body.data.records.map((b) => b.id)).toContain(book_id);
    }
    const count = await get<OrgAuthBooksCount>('org-auth-books-count', 'organization');
    expect(count.body.data).toEqual({ total: expected });
  });

  it('is empty for an organization without grants and for anonymous visitors', async () => {
    for (const who of ['otherOrganization', 'anonymous'] as const) {
      expect((await get<Page<BookSummary>>('org-auth-books', who)).body.data.total).toBe(0);
      expect((await get<OrgAuthBooksCount>('org-auth-books-count', who)).body.data).toEqual({
        total: 0,
      });
    }
  });

  it('refuses a person with 403, in Chinese when asked', async () => {
    const response = await context().app.inject({
      url: '/api/bookmain/org-auth-books-count',
      headers: { ...as.reader, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<Envelope<null>>().msg).toBe(
      '仅通过网络地址登录的机构拥有授权的期刊和图书',
    );
  });

  it.each([
    ['org-auth-books?size=0', 'querystring/size must be >= 1'],
    ['org-auth-books?current=-2', 'querystring/current must be >= 1'],
    ["org-auth-books?current=1';--", 'querystring/current must be integer'],
  ])('rejects %s with 400', async (url, message) => {
    const { statusCode, body } = await get(url, 'organization');
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('GET /api/bookmain/access-history-books', () => {
  it("lists the reader's book and chapter views, newest first", async () => {
    const { statusCode, body } = await get<Page<ViewedBook>>(
      'access-history-books?size=100',
      'reader',
    );
    expect(statusCode).toBe(200);
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from access_history
        where user_id = $1 and object_type in ('book', 'chapter')`,
      [READER_ID],
    );
    expect(body.data.total).toBe(count?.n);
    const times = body.data.records.map((r) => Date.parse(r.viewedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const chapters = body.data.records.filter((r) => r.chapter);
    expect(chapters.length).toBeGreaterThan(0);
    const [chapter] = await sql<{ book_id: number; title_en: string }>(
      'select book_id, title_en from book_chapters where id = $1',
      [chapters[0]?.chapter?.id],
    );
    expect(chapters[0]).toMatchObject({
      id: chapter?.book_id,
      chapter: { title: { en: chapter?.title_en } },
    });
  });

  it('adds a downloaded book preview on top', async () => {
    const [book] = await sql<{ id: number }>(
      'select id from books where not preview_denied order by id desc limit 1',
    );
    const download = await context().app.inject({
      url: `/api/resource/pdf/download?type=book&id=${book?.id}&mode=preview`,
      headers: as.author,
    });
    expect(download.statusCode).toBe(200);
    const { body } = await get<Page<ViewedBook>>('access-history-books', 'author');
    expect(body.data.records[0]).toMatchObject({ id: book?.id, chapter: null });
  });

  it('is empty for anonymous visitors', async () => {
    const { body } = await get<Page<ViewedBook>>('access-history-books?size=100');
    expect(body.data).toMatchObject({ records: [], total: 0, size: 100 });
  });
});
