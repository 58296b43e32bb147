/**
 * My news: the news of the journals a person subscribes to and of the books they bought, newest
 * first, for personal accounts only.
 */
import type { Envelope, NewsSummary, Page } from '@portal/contract';
import { applyDemoOrgLoopback } from '../../../db/demo/accounts';
import { setupTestApp } from '../../../../test/helper';

const READER = 1;
const AUTHOR = 2;
const context = setupTestApp();

// An organization's token counts only from its network: here, this machine's (inject's).
beforeAll(() => applyDemoOrgLoopback(context().db, true));

type Who = 'reader' | 'author' | 'organization' | 'anonymous';

async function myNews(query = '', who: Who = 'reader', language = 'en') {
  const headers: Record<string, string> = { 'accept-language': language };
  if (who !== 'anonymous') {
    const token = await context().app.accessTokens.issue({
      subject:
        who === 'organization'
          ? { kind: 'organization', organizationId: 1 }
          : { kind: 'personal', userId: who === 'reader' ? READER : AUTHOR },
      tenantId: '000000',
    });
    headers['portal-auth'] = `bearer ${token}`;
  }
  const response = await context().app.inject({ url: `/api/cms/my-news${query}`, headers });
  return { statusCode: response.statusCode, body: response.json<Envelope<Page<NewsSummary>>>() };
}

/** The ids of the news about what `userId` subscribes to or bought, newest first. */
async function expectedNews(userId: number): Promise<number[]> {
  const rows = await context().db.query<{ id: number }>(
    `select n.id from news n
      where exists (select 1 from subscriptions s
                     where s.user_id = $1 and s.journal_id = n.journal_id)
         or exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                     where o.user_id = $1 and o.status = 'paid' and oi.book_id = n.book_id)
      order by n.published_at desc, n.id desc`,
    [userId],
  );
  return rows.map((row) => row.id);
}

describe('GET /api/cms/my-news', () => {
  it("answers the news of the reader's journals and bought books, newest first", async () => {
    const expected = await expectedNews(READER);
    expect(expected.length).toBeGreaterThan(1);
    const { statusCode, body } = await myNews('?size=100');
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(expected.length);
    expect(body.data.records.map((n) => n.id)).toEqual(expected.slice(0, 100));
    const times = body.data.records.map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const item of body.data.records) {
      expect(item.journalId ?? item.bookId).toBeDefined();
    }
  });

  it('pages', async () => {
    const expected = await expectedNews(READER);
    const { body } = await myNews('?size=1&current=2');
    expect(body.data).toMatchObject({ size: 1, current: 2, total: expected.length });
    expect(body.data.records.map((n) => n.id)).toEqual(expected.slice(1, 2));
  });

  it('answers an empty page to someone who subscribes to nothing and bought nothing', async () => {
    expect(await expectedNews(AUTHOR)).toEqual([]);
    const { statusCode, body } = await myNews('', 'author');
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ records: [], total: 0 });
  });

  it('adds the news of a journal once subscribed to', async () => {
    const [journal] = await context().db.query<{ id: number }>(
      'select journal_id as id from news where journal_id is not null order by id limit 1',
    );
    await context().db.query(
      `insert into subscriptions (user_id, journal_id, start_date, end_date, medium)
       values ($1, $2, '2026-01-01', '2026-12-31', 'online')`,
      [AUTHOR, journal?.id],
    );
    const { body } = await myNews('?size=100', 'author');
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.records.every((n) => n.journalId === journal?.id)).toBe(true);
  });

  it.each<[Who]>([['anonymous'], ['organization']])('asks %s to log in', async (who) => {
    const en = await myNews('', who);
    expect(en.statusCode).toBe(401);
    expect(en.body.msg).toBe('Please log in to see the news of your journals and books.');
    const zh = await myNews('', who, 'zh-CN,zh;q=0.9');
    expect(zh.body.msg).toBe('请登录后查看您订阅的期刊和购买的图书的消息。');
  });

  it.each([
    ['?size=abc', 'querystring/size'],
    ['?current=0', 'querystring/current'],
  ])('refuses %s with 400', async (query, message) => {
    const { statusCode, body } = await myNews(query);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });
});
