import {
  EDITOR_ROLE_CODES,
  MAX_PAGE_SIZE,
  type AnnualVolumes,
  type ArticleDetail,
  type ArticleNeighbours,
  type ArticleSummary,
  type EditorialBoardGroup,
  type JournalDetail,
  type OpenAccessVolume,
  type Page,
  type PublicationSpeed,
} from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const get = <T>(path: string) => getJson<T>(context().app, `/api/periodical/${path}`);
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

/** Journal 2 is the subscription journal "J. Algebr. Struct." (bimonthly, founded 1993). */
const JOURNAL_ID = 2;
const OPEN_ACCESS_JOURNAL_ID = 3;

const expectBadRequest = async (path: string, message: string) => {
  const { statusCode, body } = await get(path);
  expect(statusCode).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false, data: null, msg: message });
};

const expectNotFound = async (path: string, message: string) => {
  const { statusCode, body } = await get(path);
  expect(statusCode).toBe(404);
  expect(body).toEqual({ code: 404, success: false, data: null, msg: message });
};

describe('GET /api/periodical/detail', () => {
  it('answers a journal with every about field', async () => {
    const { statusCode, body } = await get<JournalDetail>(`detail?id=${JOURNAL_ID}`);
    expect(statusCode).toBe(200);
    const journal = body.data;
    expect(journal).toMatchObject({
      id: JOURNAL_ID,
      abbreviation: 'J. Algebr. Struct.',
      title: { zh: '代数结构学报', en: 'Journal of Algebraic Structures' },
      foundedYear: 1993,
      openAccess: false,
      frequency: { zh: '双月刊', en: 'Bimonthly' },
      publisher: { zh: '国际数学科学出版社', en: 'International Press of Mathematical Sciences' },
    });
    expect(journal.aimsAndScope.en).toContain('Journal of Algebraic Structures publishes');
    expect(journal.aimsAndScope.zh).toContain('《代数结构学报》');
    expect(journal.indexing).toContain('MathSciNet');
    expect(journal.sponsors.length).toBeGreaterThan(0);
    for (const sponsor of journal.sponsors) expect(sponsor.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(journal.submission.en).toMatch(/LaTeX/);
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from articles where journal_id = $1 and status = 'published'`,
      [JOURNAL_ID],
    );
    expect(journal.articleCount).toBe(count?.n);
  });

  it('lists the 2026 prices for both subscribers, media and currencies', async () => {
    const { body } = await get<JournalDetail>(`detail?id=${JOURNAL_ID}`);
    expect(body.data.prices).toHaveLength(8);
    for (const price of body.data.prices) {
      expect(price.year).toBe(2026);
      expect(price.amount).toBeGreaterThan(0);
    }
    const amount = (subscriber: string, medium: string, currency: string) =>
      body.data.prices.find(
        (p) => p.subscriber === subscriber && p.medium === medium && p.currency === currency,
      )?.amount ?? 0;
    expect(amount('institutional', 'print', 'CNY')).toBeGreaterThan(
      amount('personal', 'print', 'CNY'),
    );
    expect(amount('institutional', 'print', 'CNY')).toBeGreaterThan(
      amount('institutional', 'print', 'USD'),
    );
  });

  it('gives open-access journals a free online edition and DOAJ indexing', async () => {
    const { body } = await get<JournalDetail>(`detail?id=${OPEN_ACCESS_JOURNAL_ID}`);
    expect(body.data.openAccess).toBe(true);
    expect(body.data.indexing).toContain('DOAJ');
    const online = body.data.prices.filter((p) => p.medium === 'online');
    expect(online.map((p) => p.amount)).toEqual([0, 0, 0, 0]);
  });

  it('answers 404 for an unknown journal', async () => {
    await expectNotFound('detail?id=999', 'No journal 999');
  });

  it.each([
    ['detail', "querystring must have required property 'id'"],
    ['detail?id=abc', 'querystring/id must be integer'],
    ['detail?id=-1', 'querystring/id must be >= 1'],
    ['detail?id=99999999999', 'querystring/id must be <= 2147483647'],
  ])('rejects %s with 400', expectBadRequest);
});

describe('GET /api/periodical/get-periodical-by-abbr', () => {
  it('finds a journal by its abbreviation, ignoring case', async () => {
    const exact = await get<JournalDetail>(
      `get-periodical-by-abbr?abbr=${encodeURIComponent('J. Algebr. Struct.')}`,
    );
    const lower = await get<JournalDetail>(
      `get-periodical-by-abbr?abbr=${encodeURIComponent('j. algebr. struct.')}`,
    );
    expect(exact.statusCode).toBe(200);
    expect(exact.body.data.id).toBe(JOURNAL_ID);
    expect(lower.body.data).toEqual(exact.body.data);
  });

  it.each(['J.Algebr.Struct.', 'j-algebr-struct', 'JAlgebrStruct', 'J_Algebr_Struct'])(
    'finds it by %s too: only letters and digits count',
    async (abbr) => {
      const { statusCode, body } = await get<JournalDetail>(
        `get-periodical-by-abbr?abbr=${encodeURIComponent(abbr)}`,
      );
      expect(statusCode).toBe(200);
      expect(body.data).toMatchObject({ id: JOURNAL_ID, abbreviation: 'J. Algebr. Struct.' });
    },
  );

  it.each(['Unknown J.', "J. Algebr.' or '1'='1", 'J. Algebr. Struc%', '...', 'J. Algebr.'])(
    'answers 404 for %s',
    async (abbr) => {
      await expectNotFound(
        `get-periodical-by-abbr?abbr=${encodeURIComponent(abbr)}`,
        'No journal has this abbreviation',
      );
    },
  );

  it('answers 404, not an error, for bytes that are not UTF-8', async () => {
    await expectNotFound('get-periodical-by-abbr?abbr=%FF%FE', 'No journal has this abbreviation');
  });

  it.each([
    ['get-periodical-by-abbr', "querystring must have required property 'abbr'"],
    ['get-periodical-by-abbr?abbr=', 'querystring/abbr must NOT have fewer than 1 characters'],
    [
      'get-periodical-by-abbr?abbr=J.%00Algebr.',
      'querystring/abbr contains a NUL character or malformed text',
    ],
    [
      `get-periodical-by-abbr?abbr=${'x'.repeat(101)}`,
      'querystring/abbr must NOT have more than 100 characters',
    ],
  ])('rejects %s with 400', expectBadRequest);
});

describe('GET /api/periodical/editorial-board', () => {
  it("groups every journal's editors by role, in the specification's order of roles", async () => {
    for (const journalId of [1, JOURNAL_ID, 26]) {
      const { statusCode, body } = await get<EditorialBoardGroup[]>(
        `editorial-board?journalId=${journalId}`,
      );
      expect(statusCode).toBe(200);
      expect(body.data.map((g) => g.role)).toEqual([...EDITOR_ROLE_CODES]);
      expect(body.data[0]?.roleName).toEqual({ zh: '主编', en: 'Editor-in-Chief' });
      expect(body.data.at(-1)?.roleName).toEqual({ zh: '编辑部秘书', en: 'Journal Secretary' });
    }
  });

  it('gives each editor a bilingual affiliation and expertise, and matches the database', async () => {
    const { body } = await get<EditorialBoardGroup[]>(`editorial-board?journalId=${JOURNAL_ID}`);
    const editors = body.data.flatMap((g) => g.editors);
    const [count] = await sql<{ n: number }>(
      'select count(*)::int as n from editors where journal_id = $1',
      [JOURNAL_ID],
    );
    expect(editors).toHaveLength(count?.n ?? -1);
    expect(new Set(editors.map((e) => e.name)).size).toBe(editors.length);
    for (const editor of editors) {
      expect(editor.affiliation.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(editor.affiliation.en).toMatch(/[A-Za-z]/);
      expect(editor.expertise.en).not.toBe('');
      if (editor.email !== null) expect(editor.email).toMatch(/^[a-z.-]+@[a-z.-]+$/);
      if (editor.webPage !== null) expect(editor.webPage).toMatch(/^https:\/\//);
    }
    const boardMembers = body.data.find((g) => g.role === 'editorial-board-member');
    expect(boardMembers?.editors.length).toBeGreaterThanOrEqual(10);
  });

  it('answers 404 for an unknown journal and 400 for a bad id', async () => {
    await expectNotFound('editorial-board?journalId=27', 'No journal 27');
    await expectBadRequest(
      'editorial-board?journalId=1%27%3B%20drop%20table%20editors',
      'querystring/journalId must be integer',
    );
  });
});

describe('GET /api/periodical/volumes-by-annual-issue', () => {
  it('answers years newest first, one volume each, numbered from the founding year', async () => {
    const { statusCode, body } = await get<AnnualVolumes[]>(
      `volumes-by-annual-issue?journalId=${JOURNAL_ID}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.map((y) => y.year)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    for (const year of body.data) {
      expect(year.volumes).toHaveLength(1);
      expect(year.volumes[0]?.number).toBe(year.year - 1993 + 1);
    }
  });

  it('lists six bimonthly issues a year (five in 2026 so far) with their article counts', async () => {
    const { body } = await get<AnnualVolumes[]>(`volumes-by-annual-issue?journalId=${JOURNAL_ID}`);
    const [y2026, y2025] = body.data;
    expect(y2025?.volumes[0]?.issues.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(y2025?.volumes[0]?.issues.map((i) => i.publishedDate)).toEqual([
      '2025-02-15',
      '2025-04-15',
      '2025-06-15',
      '2025-08-15',
      '2025-10-15',
      '2025-12-15',
    ]);
    expect(y2026?.volumes[0]?.issues).toHaveLength(5);
    const issue = y2025?.volumes[0]?.issues[0];
    const [count] = await sql<{ n: number }>(
      'select count(*)::int as n from articles where issue_id = $1',
      [issue?.id],
    );
    expect(issue?.articleCount).toBe(count?.n);
    expect(issue?.articleCount).toBeGreaterThanOrEqual(5);
  });

  it('starts a journal founded in 2018 with its first volume', async () => {
    const { body } = await get<AnnualVolumes[]>('volumes-by-annual-issue?journalId=25');
    expect(body.data.at(-1)).toMatchObject({ year: 2018, volumes: [{ number: 1 }] });
  });

  it('answers 404 for an unknown journal and 400 for a missing id', async () => {
    await expectNotFound('volumes-by-annual-issue?journalId=12345', 'No journal 12345');
    await expectBadRequest(
      'volumes-by-annual-issue',
      "querystring must have required property 'journalId'",
    );
  });
});

const firstIssueOf = async (journalId: number) => {
  const { body } = await get<AnnualVolumes[]>(`volumes-by-annual-issue?journalId=${journalId}`);
  const issue = body.data.at(-1)?.volumes[0]?.issues[0];
  if (!issue) throw new Error('The seed has no issue');
  return issue;
};

describe('GET /api/periodical/issue-content-list', () => {
  it('lists the articles of an issue in page order, with consecutive page ranges', async () => {
    const issue = await firstIssueOf(JOURNAL_ID);
    const { statusCode, body } = await get<Page<ArticleSummary>>(
      `issue-content-list?issueId=${issue.id}&size=100`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(issue.articleCount);
    const articles = body.data.records;
    expect(articles[0]?.firstPage).toBe(1);
    articles.forEach((article, i) => {
      expect(article).toMatchObject({
        status: 'published',
        journalId: JOURNAL_ID,
        issueId: issue.id,
        issueNumber: 1,
        year: 2017,
        volumeNumber: 25,
        publishedDate: issue.publishedDate,
      });
      expect(article.doi).toMatch(/^10\.5555\/jalgebrstruct\.2017\.25\.1\.\d{3}$/);
      expect(article.authors.length).toBeGreaterThan(0);
      const next = articles[i + 1];
      if (next) expect(next.firstPage).toBe((article.lastPage ?? 0) + 1);
    });
  });

  it('pages through an issue', async () => {
    const issue = await firstIssueOf(JOURNAL_ID);
    const all = (await get<Page<ArticleSummary>>(`issue-content-list?issueId=${issue.id}&size=100`))
      .body.data.records;
    const second = await get<Page<ArticleSummary>>(
      `issue-content-list?issueId=${issue.id}&current=2&size=2`,
    );
    expect(second.body.data).toMatchObject({ size: 2, current: 2, total: issue.articleCount });
    expect(second.body.data.records.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
  });

  it('still counts the articles on a page past the end of the issue', async () => {
    const issue = await firstIssueOf(JOURNAL_ID);
    const { body } = await get<Page<ArticleSummary>>(
      `issue-content-list?issueId=${issue.id}&current=1000&size=10`,
    );
    expect(body.data).toMatchObject({ records: [], current: 1000, total: issue.articleCount });
  });

  it('caps a page size of 99999999', async () => {
    const issue = await firstIssueOf(JOURNAL_ID);
    const { body } = await get<Page<ArticleSummary>>(
      `issue-content-list?issueId=${issue.id}&size=99999999`,
    );
    expect(body.data.size).toBe(MAX_PAGE_SIZE);
    expect(body.data.records).toHaveLength(issue.articleCount);
  });

  it('answers 404 for an unknown issue', async () => {
    await expectNotFound('issue-content-list?issueId=999999', 'No issue 999999');
  });

  it.each([
    ['issue-content-list?issueId=1&current=0', 'querystring/current must be >= 1'],
    ['issue-content-list?issueId=1&size=-5', 'querystring/size must be >= 1'],
    ['issue-content-list?issueId=1&current=99999999', 'querystring/current must be <= 1000000'],
    ['issue-content-list?issueId=x', 'querystring/issueId must be integer'],
  ])('rejects %s with 400', expectBadRequest);
});

describe('GET /api/periodical/issue-content-list-by-author', () => {
  it("lists an author's articles newest first, each with the author among its authors", async () => {
    const [author] = await sql<{ author_key: string; n: number }>(
      `select author_key, count(*)::int as n from article_authors
        group by author_key order by count(*) desc, author_key limit 1`,
    );
    expect(author?.n).toBeGreaterThan(20);
    const { statusCode, body } = await get<Page<ArticleSummary>>(
      `issue-content-list-by-author?authorKey=${author?.author_key}&size=1000`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(author?.n);
    const dates = body.data.records.map(
      (a) => a.publishedDate ?? a.publishedOnlineDate ?? a.acceptedDate,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of body.data.records) {
      expect(article.authors.map((a) => a.authorKey)).toContain(author?.author_key);
    }
    expect(new Set(body.data.records.map((a) => a.journalId)).size).toBeGreaterThan(1);
  });

  it('answers 404 for an author without articles', async () => {
    await expectNotFound(
      'issue-content-list-by-author?authorKey=nobody-at-all',
      'No articles by author nobody-at-all',
    );
  });

  it.each([
    [
      `issue-content-list-by-author?authorKey=${encodeURIComponent("wei' or 1=1 --")}`,
      'querystring/authorKey must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"',
    ],
    [
      `issue-content-list-by-author?authorKey=${'a'.repeat(101)}`,
      'querystring/authorKey must NOT have more than 100 characters',
    ],
    ['issue-content-list-by-author', "querystring must have required property 'authorKey'"],
  ])('rejects %s with 400', expectBadRequest);
});

describe('GET /api/periodical/online-first-articles-list', () => {
  it('lists the latest online-first articles across journals', async () => {
    const { statusCode, body } = await get<Page<ArticleSummary>>(
      'online-first-articles-list?size=50',
    );
    expect(statusCode).toBe(200);
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from articles where status = 'online_first'`,
    );
    expect(body.data.total).toBe(count?.n);
    const dates = body.data.records.map((a) => a.publishedOnlineDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(body.data.records.map((a) => a.journalId)).size).toBeGreaterThan(1);
    for (const article of body.data.records) {
      expect(article).toMatchObject({ status: 'online_first', issueId: null, publishedDate: null });
      expect(article.doi).toMatch(/^10\.5555\//);
      expect(
        article.acceptedDate !== null && article.acceptedDate < (article.publishedOnlineDate ?? ''),
      ).toBe(true);
    }
  });

  it("lists one journal's online-first articles", async () => {
    const { body } = await get<Page<ArticleSummary>>(
      `online-first-articles-list?journalId=${JOURNAL_ID}&size=100`,
    );
    expect(body.data.total).toBeGreaterThanOrEqual(8);
    for (const article of body.data.records) expect(article.journalId).toBe(JOURNAL_ID);
  });

  it('answers 404 for an unknown journal and 400 for bad paging', async () => {
    await expectNotFound('online-first-articles-list?journalId=77', 'No journal 77');
    await expectBadRequest(
      'online-first-articles-list?size=abc',
      'querystring/size must be integer',
    );
  });
});

describe('GET /api/periodical/accepted-papers', () => {
  it("lists a journal's accepted papers, latest first, without pages or DOI", async () => {
    const { statusCode, body } = await get<Page<ArticleSummary>>(
      `accepted-papers?journalId=${OPEN_ACCESS_JOURNAL_ID}&size=100`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(5);
    const dates = body.data.records.map((a) => a.acceptedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of body.data.records) {
      expect(article).toMatchObject({
        status: 'accepted',
        journalId: OPEN_ACCESS_JOURNAL_ID,
        issueId: null,
        doi: null,
        firstPage: null,
        publishedOnlineDate: null,
        openAccess: true,
      });
    }
  });

  it('answers 404 for an unknown journal and 400 without a journal', async () => {
    await expectNotFound('accepted-papers?journalId=100', 'No journal 100');
    await expectBadRequest(
      'accepted-papers',
      "querystring must have required property 'journalId'",
    );
  });
});

describe('GET /api/periodical/issue-content-detail', () => {
  it('answers everything about an article', async () => {
    const issue = await firstIssueOf(JOURNAL_ID);
    const list = await get<Page<ArticleSummary>>(`issue-content-list?issueId=${issue.id}&size=1`);
    const summary = list.body.data.records[0];
    const { statusCode, body } = await get<ArticleDetail>(`issue-content-detail?id=${summary?.id}`);
    expect(statusCode).toBe(200);
    const article = body.data;
    expect(article).toMatchObject({ ...summary, issuePublishedDate: issue.publishedDate });
    expect(article.journalTitle.en).toBe('Journal of Algebraic Structures');
    expect(article.abstract.en).toMatch(/\$[^$]+\$/);
    expect(article.abstract.zh).toMatch(/本文研究/);
    // Typeset once here, so that the article page loads no TeX renderer for it.
    expect(article.abstractMarkup.en).toContain('<math>');
    expect(article.abstractMarkup.en).not.toContain('$');
    expect(article.abstractMarkup.zh).toMatch(/^本文研究.*<math>/);
    expect(article.keywords.en.length).toBeGreaterThanOrEqual(2);
    expect(article.keywords.zh).toHaveLength(article.keywords.en.length);
    expect(article.mscCodes.length).toBeGreaterThan(0);
    for (const code of article.mscCodes) {
      expect(code.code).toMatch(/^\d{2}[A-Z]\d{2}$/);
      expect(['MSC2000', 'MSC2010']).toContain(code.scheme);
      expect(code.label.en).not.toBe('');
    }
    const dates = [
      article.receivedDate,
      article.revisedDate,
      article.acceptedDate,
      article.publishedOnlineDate,
    ];
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(4);
    expect((article.publishedOnlineDate ?? '') <= (article.publishedDate ?? '')).toBe(true);
    expect(article.license).toBe(article.openAccess ? 'CC BY 4.0' : null);
  });

  it('uses MSC 2020 codes for recent articles and gives open-access ones CC BY 4.0', async () => {
    const [recent] = await sql<{ id: number }>(
      `select id from articles where journal_id = $1 and status = 'published'
          and published_date >= '2025-01-01' order by id limit 1`,
      [OPEN_ACCESS_JOURNAL_ID],
    );
    const { body } = await get<ArticleDetail>(`issue-content-detail?id=${recent?.id}`);
    expect(body.data.mscCodes.map((c) => c.scheme)).toContain('MSC2020');
    expect(body.data).toMatchObject({ openAccess: true, license: 'CC BY 4.0' });
  });

  it('has TeX in titles across the catalogue', async () => {
    const [row] = await sql<{ n: number; total: number }>(
      `select count(*) filter (where title_en like '%$%')::int as n, count(*)::int as total
         from articles`,
    );
    expect(row?.total).toBeGreaterThanOrEqual(10_000);
    expect(row?.n).toBeGreaterThan(1000);
  });

  it('answers the title as plain text too: its TeX in Unicode, without dollar signs', async () => {
    const [article] = await sql<{ id: number }>(
      `update articles set title_en = $1, title_zh = $2
        where id = (select min(id) from articles where status = 'published') returning id`,
      ['Holomorphic maps in $\\mathbb{C}^n$', '$\\mathrm{SL}_2(\\mathbb{C})$ 的表示'],
    );
    await context().app.catalogueRevision.refresh();
    const { body } = await get<ArticleDetail>(`issue-content-detail?id=${article?.id}`);
    expect(body.data.title.en).toBe('Holomorphic maps in $\\mathbb{C}^n$');
    expect(body.data.titleText).toEqual({ en: 'Holomorphic maps in ℂⁿ', zh: 'SL₂(ℂ) 的表示' });
  });

  it('answers 404 for an unknown article and 400 for bad ids', async () => {
    await expectNotFound('issue-content-detail?id=9999999', 'No article 9999999');
    await expectBadRequest('issue-content-detail?id=1.5', 'querystring/id must be integer');
  });
});

describe('GET /api/periodical/issue-content-pmvalue-by-id', () => {
  it('walks an issue from its first article to its last in page order', async () => {
    const issue = await firstIssueOf(JOURNAL_ID);
    const list = await get<Page<ArticleSummary>>(`issue-content-list?issueId=${issue.id}&size=100`);
    const ids = list.body.data.records.map((a) => a.id);
    const neighbours = await Promise.all(
      ids.map(
        async (id) =>
          (await get<ArticleNeighbours>(`issue-content-pmvalue-by-id?id=${id}`)).body.data,
      ),
    );
    expect(neighbours.map((n) => n.previousId)).toEqual([null, ...ids.slice(0, -1)]);
    expect(neighbours.map((n) => n.nextId)).toEqual([...ids.slice(1), null]);
  });

  it('answers null neighbours for an article not in an issue', async () => {
    const [article] = await sql<{ id: number }>(
      `select id from articles where status = 'online_first' order by id limit 1`,
    );
    const { body } = await get<ArticleNeighbours>(`issue-content-pmvalue-by-id?id=${article?.id}`);
    expect(body.data).toEqual({ previousId: null, nextId: null });
  });

  it('answers 404 for an unknown article and 400 for a missing id', async () => {
    await expectNotFound('issue-content-pmvalue-by-id?id=8888888', 'No article 8888888');
    await expectBadRequest(
      'issue-content-pmvalue-by-id',
      "querystring must have required property 'id'",
    );
  });
});

describe('GET /api/periodical/select-openaccess-volumes', () => {
  it('lists every volume of an open-access journal, ten per page, newest first', async () => {
    const { statusCode, body } = await get<Page<OpenAccessVolume>>(
      `select-openaccess-volumes?journalId=${OPEN_ACCESS_JOURNAL_ID}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ total: 10, size: 10, current: 1, pages: 1 });
    expect(body.data.records.map((v) => v.year)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from articles a join issues i on i.id = a.issue_id
        where i.volume_id = $1`,
      [body.data.records[1]?.id],
    );
    expect(body.data.records[1]).toMatchObject({
      issueCount: 12,
      openAccessArticleCount: count?.n,
    });
  });

  it("counts only the open-access articles of a subscription journal's volumes", async () => {
    const { body } = await get<Page<OpenAccessVolume>>(
      `select-openaccess-volumes?journalId=${JOURNAL_ID}&size=3&current=2`,
    );
    expect(body.data).toMatchObject({ size: 3, current: 2 });
    expect(body.data.records).toHaveLength(3);
    for (const volume of body.data.records) {
      const [row] = await sql<{ oa: number; all: number }>(
        `select count(*) filter (where a.open_access)::int as oa, count(*)::int as all
           from articles a join issues i on i.id = a.issue_id where i.volume_id = $1`,
        [volume.id],
      );
      expect(volume.openAccessArticleCount).toBe(row?.oa);
      expect(volume.openAccessArticleCount).toBeLessThan(row?.all ?? 0);
    }
  });

  it('answers 404 for an unknown journal and 400 for a bad size', async () => {
    await expectNotFound('select-openaccess-volumes?journalId=500', 'No journal 500');
    await expectBadRequest(
      `select-openaccess-volumes?journalId=${JOURNAL_ID}&size=0`,
      'querystring/size must be >= 1',
    );
  });
});

describe('GET /api/periodical/publication-speed', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };

  it('answers per year the medians of the stored dates', async () => {
    const { statusCode, body } = await get<PublicationSpeed[]>(
      `publication-speed?journalId=${JOURNAL_ID}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.map((s) => s.year)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    const rows = await sql<{ toAccept: number; toPublish: number }>(
      `select accepted_date - received_date as "toAccept",
              published_date - accepted_date as "toPublish"
         from articles
        where journal_id = $1 and status = 'published' and published_date >= '2024-01-01'
          and published_date < '2025-01-01'`,
      [JOURNAL_ID],
    );
    expect(body.data[2]).toEqual({
      year: 2024,
      articleCount: rows.length,
      medianDaysToAcceptance: median(rows.map((r) => r.toAccept)),
      medianDaysToPublication: median(rows.map((r) => r.toPublish)),
    });
  });

  it('answers 404 for an unknown journal and 400 for a bad id', async () => {
    await expectNotFound('publication-speed?journalId=42', 'No journal 42');
    await expectBadRequest('publication-speed?journalId=-2', 'querystring/journalId must be >= 1');
  });
});

describe('the OpenAPI document', () => {
  it('describes every journal-content route', async () => {
    const response = await context().app.inject('/api/docs/json');
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(
        [
          'detail',
          'get-periodical-by-abbr',
          'editorial-board',
          'volumes-by-annual-issue',
          'issue-content-list',
          'issue-content-list-by-author',
          'online-first-articles-list',
          'accepted-papers',
          'issue-content-detail',
          'issue-content-pmvalue-by-id',
          'select-openaccess-volumes',
          'publication-speed',
        ].map((name) => `/api/periodical/${name}`),
      ),
    );
  });
});
