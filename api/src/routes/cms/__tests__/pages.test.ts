import type {
  Contact,
  FaqCategory,
  FaqDetail,
  HomePage,
  NewsSummary,
  Page,
} from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const get = <T>(path: string) => getJson<T>(context().app, `/api/cms/${path}`);
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

const expectStatus = async (path: string, status: number, message: string | RegExp) => {
  const { statusCode, body } = await get(path);
  expect(statusCode).toBe(status);
  expect(body).toMatchObject({ code: status, success: false, data: null });
  expect(body.msg).toMatch(message);
};

const HOSTILE = [
  encodeURIComponent("'; drop table news; --"),
  '%C3%28',
  encodeURIComponent('x'.repeat(5000)),
];

describe('GET /api/cms/home-page', () => {
  it('answers the latest news and announcements, pinned first, then newest', async () => {
    const { statusCode, body } = await get<HomePage>('home-page');
    expect(statusCode).toBe(200);
    const { news, announcements } = body.data;
    expect(news).toHaveLength(5);
    expect(announcements).toHaveLength(5);
    expect(news.every((n) => n.type === 'news')).toBe(true);
    expect(announcements.every((n) => n.type === 'announcement')).toBe(true);

    const pinned = await sql<{ id: number }>(
      `select id from news where type = 'announcement' and pinned order by published_at desc`,
    );
    expect(pinned.length).toBeGreaterThan(0);
    expect(announcements.slice(0, pinned.length).map((n) => n.id)).toEqual(pinned.map((p) => p.id));
    expect(announcements.slice(0, pinned.length).every((n) => n.pinned)).toBe(true);
    const rest = announcements.slice(pinned.length).map((n) => n.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());

    const [newest] = await sql<{ id: number }>(
      `select id from news where type = 'news' order by pinned desc, published_at desc, id desc limit 1`,
    );
    expect(news[0]?.id).toBe(newest?.id);
    expect(news[0]?.coverUrl).toBe(`/api/covers/news/${news[0]?.id}.svg`);
    expect(news[0]?.title.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes the widget size', async () => {
    const { body } = await get<HomePage>('home-page?size=2');
    expect(body.data.news).toHaveLength(2);
    expect(body.data.announcements).toHaveLength(2);
  });

  it.each([
    ['home-page?size=0', 400, 'querystring/size must be >= 1'],
    ['home-page?size=21', 400, 'querystring/size must be <= 20'],
    ['home-page?size=abc', 400, 'querystring/size must be integer'],
  ])('rejects %s', expectStatus);
});

describe('GET /api/cms/related-announcement-page', () => {
  it('lists the other items about the same journal, newest first', async () => {
    const [item] = await sql<{ id: number; journal_id: number; n: number }>(
      `select n.id, n.journal_id, count(o.id)::int as n
         from news n join news o on o.journal_id = n.journal_id and o.id <> n.id
        group by n.id order by count(o.id) desc, n.id limit 1`,
    );
    if (!item) throw new Error('the seed links several news items to one journal');
    const { statusCode, body } = await get<Page<NewsSummary>>(
      `related-announcement-page?id=${item.id}&size=100`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(item.n);
    expect(body.data.records.map((n) => n.id)).not.toContain(item.id);
    expect(body.data.records.every((n) => n.journalId === item.journal_id)).toBe(true);
    const times = body.data.records.map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('falls back to items of the same type when nothing shares a journal or book', async () => {
    const [item] = await sql<{ id: number }>(
      `select id from news where type = 'announcement' and journal_id is null and book_id is null
        order by id limit 1`,
    );
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from news where type = 'announcement'`,
    );
    const { body } = await get<Page<NewsSummary>>(
      `related-announcement-page?id=${item?.id}&current=2&size=5`,
    );
    expect(body.data).toMatchObject({ total: (count?.n ?? 0) - 1, size: 5, current: 2 });
    expect(body.data.records).toHaveLength(5);
    expect(body.data.records.every((n) => n.type === 'announcement' && n.id !== item?.id)).toBe(
      true,
    );
  });

  it('caps huge page sizes and answers an empty page past the end', async () => {
    const huge = await get<Page<NewsSummary>>('related-announcement-page?id=1&size=99999999');
    expect(huge.body.data.size).toBe(1000);
    const past = await get<Page<NewsSummary>>('related-announcement-page?id=1&current=1000');
    expect(past.statusCode).toBe(200);
    expect(past.body.data.records).toEqual([]);
  });

  it.each([
    ['related-announcement-page?id=99999', 404, 'No news item 99999'],
    ['related-announcement-page', 400, "querystring must have required property 'id'"],
    ['related-announcement-page?id=-1', 400, 'querystring/id must be >= 1'],
    ['related-announcement-page?id=1&size=0', 400, 'querystring/size must be >= 1'],
    ['related-announcement-page?id=1&current=-2', 400, 'querystring/current must be >= 1'],
    [`related-announcement-page?id=${HOSTILE[0]}`, 400, 'querystring/id must be integer'],
    [`related-announcement-page?id=${HOSTILE[1]}`, 400, /./],
  ])('answers %s with %i', expectStatus);
});

describe('GET /api/cms/faq-list', () => {
  it('groups the FAQs by category, in order', async () => {
    const { statusCode, body } = await get<FaqCategory[]>('faq-list');
    expect(statusCode).toBe(200);
    expect(body.data.map((c) => c.name.en)).toEqual([
      'Reading and access',
      'Journal subscriptions',
      'Institutional access',
      'Open access',
      'Authors and submissions',
      'Books, payment and delivery',
    ]);
    expect(body.data[2]?.name.zh).toBe('机构访问');
    const faqs = body.data.flatMap((c) => c.faqs);
    expect(faqs.length).toBeGreaterThanOrEqual(25);
    for (const faq of faqs) {
      expect(faq.question.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(faq.question.en).toMatch(/\?$/);
    }
  });

  it('searches questions and answers in both languages', async () => {
    const english = (await get<FaqCategory[]>('faq-list?keyword=IP')).body.data;
    const questions = english.flatMap((c) => c.faqs.map((f) => f.question.en));
    expect(questions).toContain('How does access by IP address work?');
    expect(english.every((c) => c.faqs.length > 0)).toBe(true);

    const chinese = (await get<FaqCategory[]>(`faq-list?keyword=${encodeURIComponent('发票')}`))
      .body.data;
    expect(chinese.flatMap((c) => c.faqs.map((f) => f.question.zh))).toContain('如何开具发票？');
    // Found through the answer: the question itself does not name invoices.
    expect(chinese.flatMap((c) => c.faqs).length).toBeGreaterThan(1);
  });

  it.each(HOSTILE.slice(0, 2))('answers the keyword %s with no match, not an error', async (k) => {
    const { statusCode, body } = await get<FaqCategory[]>(`faq-list?keyword=${k}`);
    expect(statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect((await get<FaqCategory[]>('faq-list?keyword=%25')).body.data).toEqual([]);
  });

  it('rejects an overlong keyword', async () => {
    await expectStatus(
      `faq-list?keyword=${HOSTILE[2]}`,
      400,
      'querystring/keyword must NOT have more than 100 characters',
    );
  });
});

describe('GET /api/cms/faq-detail', () => {
  it('answers a question with its category and HTML answer', async () => {
    const list = (await get<FaqCategory[]>('faq-list')).body.data;
    const category = list.find((c) => c.name.en === 'Institutional access');
    const summary = category?.faqs.find((f) => f.question.en.includes('IP ranges'));
    const { statusCode, body } = await get<FaqDetail>(`faq-detail?id=${summary?.id}`);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      id: summary?.id,
      category: { id: category?.id, name: { en: 'Institutional access', zh: '机构访问' } },
      question: summary?.question,
    });
    expect(body.data.answer.en).toContain('<strong>192.0.2.0/24</strong>');
    expect(body.data.answer.zh).toContain('两个工作日内生效');
    expect(body.data.answer.en).not.toMatch(/<script/i);
  });

  it('links answers to related answers, titled by their questions, in both languages', async () => {
    const rows = await sql<{
      id: number;
      question_zh: string;
      question_en: string;
      answer_zh: string;
      answer_en: string;
    }>('select id, question_zh, question_en, answer_zh, answer_en from faqs');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const LINK = /<a href="\/faqDetail\/(\d+)">([^<]*)<\/a>/g;
    let linking = 0;
    for (const row of rows) {
      const en = [...row.answer_en.matchAll(LINK)];
      const zh = [...row.answer_zh.matchAll(LINK)];
      expect(zh.map((m) => m[1])).toEqual(en.map((m) => m[1]));
      if (en.length) linking += 1;
      for (const [, id, text] of en) {
        expect(Number(id)).not.toBe(row.id);
        expect(text).toBe(byId.get(Number(id))?.question_en);
      }
      for (const [, id, text] of zh) expect(text).toBe(byId.get(Number(id))?.question_zh);
    }
    expect(linking).toBeGreaterThanOrEqual(5);

    const [linked] = rows.filter((row) => row.answer_en.includes('/faqDetail/'));
    const { body } = await get<FaqDetail>(`faq-detail?id=${linked?.id}`);
    expect(body.data.answer.en).toMatch(/<p>See also: <a href="\/faqDetail\/\d+">/);
    expect(body.data.answer.zh).toMatch(/<p>另请参阅：<a href="\/faqDetail\/\d+">/);
  });

  it.each([
    ['faq-detail?id=9999', 404, 'No FAQ 9999'],
    ['faq-detail', 400, "querystring must have required property 'id'"],
    ['faq-detail?id=1.5', 400, 'querystring/id must be integer'],
    ['faq-detail?id=99999999999', 400, 'querystring/id must be <= 2147483647'],
  ])('answers %s with %i', expectStatus);
});

describe('GET /api/cms/contact', () => {
  it('lists the departments with person, e-mail, phone, address and hours', async () => {
    const { statusCode, body } = await get<Contact[]>('contact');
    expect(statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toMatchObject({
      department: { zh: '期刊订阅部', en: 'Journal Subscriptions' },
      email: 'subscriptions@ipms.example',
    });
    for (const contact of body.data) {
      expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(contact.phone).toMatch(/^\+86 /);
      expect(contact.address.zh).toContain('北京');
      expect(contact.hours.en).toMatch(/\d{1,2}:\d{2}/);
    }
    const emails = body.data.map((c) => c.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
