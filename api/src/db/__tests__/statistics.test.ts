import { openTestDb } from '../../../test/test-db';
import type { Db } from '../db';
import { prepareDb } from '../prepare';
import { gatherStatistics, hasStatistics, staleTables } from '../statistics';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

/** Every node of `sql`'s plan as run, with the rows each read. */
async function planOf(sql: string, params: unknown[]): Promise<PlanNode[]> {
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `explain (analyze, format json) ${sql}`,
    params,
  );
  const plan = row!['QUERY PLAN'];
  const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root[0].Plan);
  return nodes;
}

describe("the planner's statistics", () => {
  it('come with the seeded catalogue: the articles citing one are found from the reference index, not by reading every article', async () => {
    expect(await hasStatistics(db)).toBe(true);
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>(
      `select id from articles where status = 'published' order by id desc limit 1`,
    );
    // The question an article's page asks of "cited by" (article-reference-repository.ts).
    const nodes = await planOf(
      `select count(*)::int from articles a
        where a.status in ('published', 'online_first')
          and a.id in (select article_id from article_references where cited_article_id = $1)`,
      [id],
    );
    const articlesRead = nodes
      .filter((node) => node['Relation Name'] === 'articles')
      .reduce((sum, node) => sum + node['Actual Rows'], 0);
    expect(articlesRead).toBeLessThan(100);
  });

  it('are gathered on start for a database that never had them', async () => {
    await db.exec(`update pg_class set reltuples = -1 where oid = 'articles'::regclass`);
    expect(await hasStatistics(db)).toBe(false);
    const log = { info: jest.fn(), warn: jest.fn() };
    await prepareDb(db, log, { demoAccounts: false, passwordHashCost: 10, demoOrgLoopback: false });
    expect(await hasStatistics(db)).toBe(true);
    expect(log.info).toHaveBeenCalledWith("gathered the planner's statistics");
  });

  it("are stale, for an import to gather again, only once a table has grown past PostgreSQL's own rule", async () => {
    await gatherStatistics(db, ['news', 'faqs']);
    expect(await staleTables(db, ['news', 'faqs'])).toEqual([]);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'select count(*)::int as count from news',
    );
    // A few rows more is noise to the planner: 50 and a tenth of the table are allowed.
    await db.exec(`insert into news (type, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_at)
                   select type, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_at
                     from news order by id limit 10`);
    expect(await staleTables(db, ['news', 'faqs'])).toEqual([]);
    await db.exec(`insert into news (type, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_at)
                   select type, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_at
                     from news order by id limit ${Math.ceil(count * 0.1) + 50}`);
    expect(await staleTables(db, ['news', 'faqs'])).toEqual(['news']);
  });
});
