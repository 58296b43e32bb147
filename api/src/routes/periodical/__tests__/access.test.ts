import type {
  AccessHistoryRecord,
  Envelope,
  OrgAuthJournal,
  OrgAuthVolume,
  Page,
  Subscription,
  ViewedArticle,
} from '@portal/contract';
import { setupTestApp } from '../../../../test/helper';
import {
  ORGANIZATION_ID,
  READER_ID,
  signIn,
  type Who,
} from '../../../access/__tests__/access-fixtures';

const ORGANIZATIONS_ONLY =
  'Only an organization signed in by its network address has authorized journals and books';

const context = setupTestApp();
let as: Record<Who, Record<string, string>>;

beforeAll(async () => {
  as = await signIn(context().app, context().db);
});

const get = async <T>(url: string, who: Who = 'anonymous') => {
  const response = await context().app.inject({ url: `/api/periodical/${url}`, headers: as[who] });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
};
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

describe('GET /api/periodical/org-auth-periodical', () => {
  it("lists the organization's journals, whole or in volumes, by title", async () => {
    const { statusCode, body } = await get<Page<OrgAuthJournal>>(
      'org-auth-periodical?size=99999999',
      'organization',
    );
    expect(statusCode).toBe(200);
    const whole = await sql<{ journal_id: number }>(
      'select journal_id from organization_journal_grants where organization_id = $1',
      [ORGANIZATION_ID],
    );
    const byVolume = await sql<{ journal_id: number; n: number }>(
      `select v.journal_id, count(*)::int as n from organization_volume_grants g
         join volumes v on v.id = g.volume_id where g.organization_id = $1 group by v.journal_id`,
      [ORGANIZATION_ID],
    );
    expect(body.data.total).toBe(whole.length + byVolume.length);
    expect(body.data.size).toBe(1000);
    const scopes = new Map(body.data.records.map((j) => [j.id, j]));
    for (const { journal_id } of whole) expect(scopes.get(journal_id)?.grantScope).toBe('journal');
    for (const { journal_id, n } of byVolume) {
      expect(scopes.get(journal_id)).toMatchObject({ grantScope: 'volumes', volumeCount: n });
    }
    const titles = body.data.records.map((j) => j.title.en.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(body.data.records[0]?.title.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('pages the list', async () => {
    const { body } = await get<Page<OrgAuthJournal>>(
      'org-auth-periodical?current=2&size=3',
      'organization',
    );
    expect(body.data).toMatchObject({ current: 2, size: 3 });
    expect(body.data.records).toHaveLength(3);
  });

  it('is empty for an organization without grants and for anonymous visitors', async () => {
    for (const who of ['otherOrganization', 'anonymous'] as const) {
      const { statusCode, body } = await get<Page<OrgAuthJournal>>('org-auth-periodical', who);
      expect(statusCode).toBe(200);
      expect(body.data).toMatchObject({ records: [], total: 0 });
    }
  });

  it('refuses a person with 403, not 401', async () => {
    const { statusCode, body } = await get('org-auth-periodical', 'reader');
    expect(statusCode).toBe(403);
    expect(body.msg).toBe(ORGANIZATIONS_ONLY);
  });

  it.each([
    ['org-auth-periodical?current=0', 'querystring/current must be >= 1'],
    ['org-auth-periodical?size=-1', 'querystring/size must be >= 1'],
    ['org-auth-periodical?size=abc', 'querystring/size must be integer'],
  ])('rejects %s with 400', async (url, message) => {
    const { statusCode, body } = await get(url, 'organization');
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('GET /api/periodical/org-auth-volumes', () => {
  it('lists every volume of a journal granted whole, newest first', async () => {
    const [journal] = await sql<{ journal_id: number; n: number }>(
      `select g.journal_id, (select count(*)::int from volumes v where v.journal_id = g.journal_id) as n
         from organization_journal_grants g where g.organization_id = $1 order by 1 limit 1`,
      [ORGANIZATION_ID],
    );
    const { body } = await get<Page<OrgAuthVolume>>(
      `org-auth-volumes?journalId=${journal?.journal_id}&size=99999999`,
      'organization',
    );
    expect(body.data.total).toBe(journal?.n);
    expect(body.data.records.every((v) => v.grantScope === 'journal')).toBe(true);
    const years = body.data.records.map((v) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(body.data.records[0]?.issueCount).toBeGreaterThan(0);
  });

  it('lists only the granted volumes of another journal', async () => {
    const granted = await sql<{ id: number; journal_id: number }>(
      `select v.id, v.journal_id from organization_volume_grants g join volumes v on v.id = g.volume_id
        where g.organization_id = $1 order by v.journal_id, v.id`,
      [ORGANIZATION_ID],
    );
    const journalId = granted[0]?.journal_id;
    const { body } = await get<Page<OrgAuthVolume>>(
      `org-auth-volumes?journalId=${journalId}&size=99999999`,
      'organization',
    );
    expect(body.data.records.map((v) => v.id).sort()).toEqual(
      granted
        .filter((v) => v.journal_id === journalId)
        .map((v) => v.id)
        .sort(),
    );
    expect(body.data.records.every((v) => v.grantScope === 'volumes')).toBe(true);
  });

  it('answers 404 for an unknown journal and 403 for a person', async () => {
    expect((await get('org-auth-volumes?journalId=99999', 'organization')).statusCode).toBe(404);
    expect((await get('org-auth-volumes?journalId=1', 'author')).statusCode).toBe(403);
  });

  it.each([
    ['org-auth-volumes', "querystring must have required property 'journalId'"],
    ["org-auth-volumes?journalId=1'%20or%20'1'='1", 'querystring/journalId must be integer'],
    ['org-auth-volumes?journalId=%C3%28', 'querystring/journalId must be integer'],
  ])('rejects %s with 400', async (url, message) => {
    const { statusCode, body } = await get(url, 'organization');
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('GET /api/periodical/access-history-periodical-content', () => {
  it("lists the reader's article views, newest first, with their summaries", async () => {
    const { statusCode, body } = await get<Page<ViewedArticle>>(
      'access-history-periodical-content?size=100',
      'reader',
    );
    expect(statusCode).toBe(200);
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from access_history where user_id = $1 and object_type = 'article'`,
      [READER_ID],
    );
    expect(body.data.total).toBe(count?.n);
    expect(body.data.total).toBeGreaterThan(0);
    const times = body.data.records.map((r) => Date.parse(r.viewedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data.records[0]?.authors.length).toBeGreaterThan(0);
    expect(body.data.records[0]?.journalTitle.en).toBeTruthy();
  });

  it('puts a newly viewed article on top', async () => {
    const [article] = await sql<{ id: number }>(
      'select id from articles where open_access order by id desc limit 1',
    );
    const recorded = await context().app.inject({
      method: 'POST',
      url: '/api/resource/pdf/access-history',
      headers: as.organization,
      payload: { type: 'article', id: article?.id },
    });
    expect(recorded.json<Envelope<AccessHistoryRecord>>().data.recorded).toBe(true);
    const { body } = await get<Page<ViewedArticle>>(
      'access-history-periodical-content',
      'organization',
    );
    expect(body.data.records[0]?.id).toBe(article?.id);
    const reader = await get<Page<ViewedArticle>>('access-history-periodical-content', 'reader');
    expect(reader.body.data.records.map((r) => r.id)).not.toContain(article?.id);
  });

  it('is empty for anonymous visitors', async () => {
    const { body } = await get<Page<ViewedArticle>>('access-history-periodical-content');
    expect(body.data).toMatchObject({ records: [], total: 0, current: 1 });
  });

  it('rejects a huge page number with 400', async () => {
    const { statusCode } = await get(
      'access-history-periodical-content?current=99999999',
      'reader',
    );
    expect(statusCode).toBe(400);
  });
});

describe('GET /api/periodical/my-subscriptions', () => {
  it("lists the reader's three subscriptions, active ones first", async () => {
    const { statusCode, body } = await get<Subscription[]>('my-subscriptions', 'reader');
    expect(statusCode).toBe(200);
    expect(body.data).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const subscription of body.data) {
      expect(subscription.active).toBe(
        subscription.startDate <= today && today <= subscription.endDate,
      );
      expect(subscription.journal.openAccess).toBe(false);
      expect(['print', 'online']).toContain(subscription.medium);
    }
    const active = body.data.map((s) => s.active);
    expect(active).toEqual([...active].sort((a, b) => Number(b) - Number(a)));
    expect(body.data.map((s) => `${s.startDate}/${s.endDate}`).sort()).toEqual([
      '2024-01-01/2026-12-31',
      '2025-01-01/2025-12-31',
      '2026-01-01/2026-12-31',
    ]);
  });

  it('is empty for a person without subscriptions and for anonymous visitors', async () => {
    expect((await get<Subscription[]>('my-subscriptions', 'author')).body.data).toEqual([]);
    expect((await get<Subscription[]>('my-subscriptions')).body.data).toEqual([]);
  });

  it('refuses an organization with 403', async () => {
    const { statusCode, body } = await get('my-subscriptions', 'organization');
    expect(statusCode).toBe(403);
    expect(body.msg).toContain('Subscriptions belong to personal accounts');
  });
});
