/**
 * Journal subscriptions bought through checkout, as a subscriber meets them: the 2026 personal
 * subscription priced from the journal's price table, a delivery address for print, the order
 * in My orders, the subscription in My subscriptions, and the journal's locked articles opened.
 */
import type {
  AccessCheck,
  Envelope,
  Order,
  OrderIntent,
  Page,
  PaymentResult,
  Subscription,
} from '@portal/contract';
import { setupTestApp } from '../../../../../test/helper';

const BASE = '/api/bgcloud-order/payment';
const AUTHOR = 2;
const ZH = 'zh-CN,zh;q=0.9';
const SUCCEEDING_CARD = '4242 4242 4242 4242';

const context = setupTestApp({ payments: { sandboxDelayMs: 0 } });

const ADDRESS = {
  name: 'Wang Fang',
  phone: '13812345678',
  countryCode: 'CN',
  regionCode: '110000',
  address: 'No. 55 Zhongguancun East Road, Haidian District',
  postcode: '100190',
};

/** A journal the author does not subscribe to, its 2026 personal prices, a locked 2026 article. */
let journal: { id: number; print: number; online: number; lockedArticle: number };
/** More such journals, for the tests that need a cart of their own. */
let otherJournal: { id: number };
let mixedJournal: { id: number };
let ownedJournal: { id: number };
/** An open-access journal: reading it online is free. */
let openJournal: { id: number };
let keys = 0;
const newKey = () => `subscribe-${Date.now()}-${++keys}`;

beforeAll(async () => {
  const { db } = context();
  const sellers = await db.query<typeof journal>(
    `select j.id, p.amount::float8 as print, o.amount::float8 as online,
            (select a.id from articles a
               join issues i on i.id = a.issue_id join volumes v on v.id = i.volume_id
              where a.journal_id = j.id and not a.open_access and v.year = 2026
              order by a.id limit 1) as "lockedArticle"
       from journals j
       join journal_prices p on p.journal_id = j.id and p.year = 2026
            and p.subscriber = 'personal' and p.medium = 'print' and p.currency = 'CNY'
       join journal_prices o on o.journal_id = j.id and o.year = 2026
            and o.subscriber = 'personal' and o.medium = 'online' and o.currency = 'CNY'
      where not j.open_access and o.amount > 0
        and not exists (select 1 from subscriptions s where s.user_id = $1 and s.journal_id = j.id)
        and exists (select 1 from articles a
                      join issues i on i.id = a.issue_id join volumes v on v.id = i.volume_id
                     where a.journal_id = j.id and not a.open_access and v.year = 2026)
      order by j.id limit 4`,
    [AUTHOR],
  );
  const [open] = await db.query<{ id: number }>(
    'select id from journals where open_access order by id limit 1',
  );
  if (!sellers[0] || !sellers[1] || !sellers[2] || !sellers[3] || !open) {
    throw new Error('The seed has no four subscribable journals, or no open-access one');
  }
  journal = sellers[0];
  otherJournal = sellers[1];
  mixedJournal = sellers[2];
  ownedJournal = sellers[3];
  openJournal = open;
});

async function token() {
  return context().app.accessTokens.issue({
    subject: { kind: 'personal', userId: AUTHOR },
    tenantId: '000000',
  });
}

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, language = 'en') {
  const response = await context().app.inject({
    method,
    url,
    headers: { 'portal-auth': `bearer ${await token()}`, 'accept-language': language },
    ...(payload && { payload }),
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
}

const subscription = (
  journalId: number,
  subscriptionMedium: 'print' | 'online' = 'online',
  extra: object = {},
) => ({ journalId, subscriptionMedium, year: 2026, quantity: 1, ...extra });

const checkout = (items: object[], idempotencyKey = newKey(), address?: object, language = 'en') =>
  call<OrderIntent>(
    'POST',
    `${BASE}/create-payment-intent`,
    { items, idempotencyKey, ...(address && { address }) },
    language,
  );

const pay = (orderNo: string) =>
  call<PaymentResult>('POST', `${BASE}/confirm-payment`, {
    orderNo,
    card: {
      number: SUCCEEDING_CARD,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      holder: 'Wang Fang',
    },
  });

const checkArticle = async (id: number) =>
  (await call<AccessCheck>('GET', `/api/resource/pdf/checkauth?type=article&id=${id}`)).body.data;

const subscriptionRows = async (journalId: number) => {
  const [row] = await context().db.query<{ n: number }>(
    'select count(*)::int as n from subscriptions where user_id = $1 and journal_id = $2',
    [AUTHOR, journalId],
  );
  return row?.n ?? -1;
};

describe('buying a 2026 subscription', () => {
  it("opens the journal's locked articles once paid, and lists it in My subscriptions", async () => {
    expect(await checkArticle(journal.lockedArticle)).toMatchObject({ allowed: false });

    const intent = await checkout([subscription(journal.id, 'print')], newKey(), ADDRESS);
    expect(intent.statusCode).toBe(200);
    expect(intent.body.data).toMatchObject({ status: 'waiting', amount: journal.print });
    expect(intent.body.data.items).toEqual([
      {
        subscription: {
          journalId: journal.id,
          medium: 'print',
          year: 2026,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        },
        quantity: 1,
        unitPrice: journal.print,
        title: { zh: expect.stringMatching(/ 2026年$/), en: expect.stringMatching(/ 2026$/) },
        coverUrl: `/api/covers/journal/${journal.id}.svg`,
      },
    ]);
    // Not before the payment.
    expect(await checkArticle(journal.lockedArticle)).toMatchObject({ allowed: false });

    const paid = await pay(intent.body.data.orderNo);
    expect(paid.body.data.status).toBe('success');
    expect(await checkArticle(journal.lockedArticle)).toEqual({
      allowed: true,
      reason: 'subscription',
      message: null,
    });

    const mine = await call<Subscription[]>('GET', '/api/periodical/my-subscriptions');
    const bought = mine.body.data.filter((s) => s.journal.id === journal.id);
    expect(bought).toEqual([
      expect.objectContaining({
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        medium: 'print',
      }),
    ]);

    const orders = await call<Page<Order>>('GET', `${BASE}/my-orders-page?status=paid`);
    const order = orders.body.data.records.find((o) => o.orderNo === intent.body.data.orderNo);
    expect(order?.address).toEqual(ADDRESS);
    expect(order?.items).toEqual(intent.body.data.items);
  });

  it('never subscribes twice: paying again, asking for the result, retrying checkout', async () => {
    const key = newKey();
    const items = [subscription(otherJournal.id)];
    const first = await checkout(items, key);
    const retry = await checkout(items, key);
    expect(retry.body.data.orderNo).toBe(first.body.data.orderNo);
    const { orderNo } = first.body.data;
    await Promise.all([pay(orderNo), pay(orderNo)]);
    await pay(orderNo);
    await call('GET', `${BASE}/payment-result-check?orderNo=${orderNo}`);
    expect(await subscriptionRows(otherJournal.id)).toBe(1);
    // The paid order is answered to the same key again, and no second order is made.
    expect((await checkout(items, key)).body.data).toMatchObject({ orderNo, status: 'paid' });
  });

  it('makes one order of a mixed cart checked out twice at once with fresh keys', async () => {
    const [ebook] = await context().db.query<{ id: number }>(
      `select e.book_id as id from book_editions e join books b on b.id = e.book_id
        where e.medium = 'electronic' and b.publish_status = 'published' order by e.book_id limit 1`,
    );
    const items = [
      { bookId: ebook?.id, medium: 'electronic', quantity: 1 },
      subscription(mixedJournal.id, 'online', {}),
    ];
    const [a, b] = await Promise.all([checkout(items), checkout([...items].reverse())]);
    expect(a.statusCode).toBe(200);
    expect(b.body.data.orderNo).toBe(a.body.data.orderNo);
    // An online subscription and an e-book are not posted: no address needed. The two carts list
    // the lines in opposite orders and either may win the race (on PostgreSQL they truly run at
    // once), so the lines are compared as a set.
    expect(
      a.body.data.items.map((item) => item.subscription?.medium ?? item.medium).sort(),
    ).toEqual(['electronic', 'online']);
  });
});

describe('refusals, in the reader language', () => {
  it('refuses a subscription for a year the reader already has, in either medium, before any order', async () => {
    const bought = await checkout([subscription(ownedJournal.id, 'online')]);
    expect((await pay(bought.body.data.orderNo)).body.data.status).toBe('success');
    const [title] = await context().db.query<{ en: string; zh: string }>(
      'select title_en as en, title_zh as zh from journals where id = $1',
      [ownedJournal.id],
    );

    const again = await checkout([subscription(ownedJournal.id, 'print')], newKey(), ADDRESS);
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe(
      `You already subscribe to “${title?.en}” for 2026. Remove the subscription from the cart to pay for the rest.`,
    );
    const zh = await checkout([subscription(ownedJournal.id)], newKey(), undefined, ZH);
    expect(zh.body.msg).toBe(
      `您已订阅 2026 年的《${title?.zh}》。请将该订阅从购物车中移除后再支付其余商品。`,
    );
    expect(await subscriptionRows(ownedJournal.id)).toBe(1);
  });

  it('asks for a delivery address for a print subscription', async () => {
    const en = await checkout([subscription(journal.id, 'print')]);
    expect(en.statusCode).toBe(400);
    expect(en.body.msg).toBe('body/address: a delivery address is required for print items');
    const zh = await checkout([subscription(journal.id, 'print')], newKey(), undefined, ZH);
    expect(zh.body.msg).toBe('body/address：订单含纸质商品，请填写收货地址');
  });

  it('asks for it for a print book as well, and not for an e-book', async () => {
    const [print] = await context().db.query<{ id: number }>(
      `select e.book_id as id from book_editions e join books b on b.id = e.book_id
        where e.medium = 'print' and b.publish_status = 'published' order by e.book_id limit 1`,
    );
    const book = await checkout([{ bookId: print?.id, medium: 'print', quantity: 1 }]);
    expect(book.statusCode).toBe(400);
    expect(book.body.msg).toContain('body/address');
    const withAddress = await checkout(
      [{ bookId: print?.id, medium: 'print', quantity: 1 }],
      newKey(),
      ADDRESS,
    );
    expect(withAddress.statusCode).toBe(200);
  });

  it.each([
    [{ countryCode: 'QQ' }, 'body/address/countryCode is not a known country or region'],
    [{ countryCode: 'FR' }, 'body/address/regionCode is only given with countryCode CN'],
    [{ regionCode: '999999' }, 'body/address/regionCode is not a province or city of China'],
  ])('refuses the address %j', async (change, message) => {
    const answer = await checkout([subscription(journal.id, 'print')], newKey(), {
      ...ADDRESS,
      ...change,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toBe(message);
  });

  it('refuses another year, a quantity above 1, a free journal and an unknown one', async () => {
    const cases: [object, string, string][] = [
      [
        subscription(journal.id, 'online', { year: 2025 }),
        'body/items/0/year: subscriptions for 2026 are on sale, not for 2025',
        'body/items/0/year：目前销售的是 2026 年的订阅，不销售 2025 年的订阅',
      ],
      [
        subscription(journal.id, 'online', { quantity: 2 }),
        'body/items/0/quantity: a subscription is ordered once (quantity 1)',
        'body/items/0/quantity：订阅只能订购一份（数量为 1）',
      ],
      [
        subscription(openJournal.id),
        `body/items: journal ${openJournal.id} is open access: reading it online needs no subscription`,
        `body/items：期刊 ${openJournal.id} 为开放获取期刊，在线阅读无需订阅`,
      ],
      [subscription(999_999), 'body/items: no journal 999999', 'body/items：期刊 999999 不存在'],
    ];
    for (const [line, en, zh] of cases) {
      const english = await checkout([line]);
      expect([english.statusCode, english.body.msg]).toEqual([400, en]);
      const chinese = await checkout([line], newKey(), undefined, ZH);
      expect(chinese.body.msg).toBe(zh);
    }
  });

  it.each([
    ['neither kind', { quantity: 1 }],
    ['both kinds', { ...subscription(1), bookId: 1, medium: 'electronic' }],
    [
      'a subscription without its year',
      { journalId: 1, subscriptionMedium: 'online', quantity: 1 },
    ],
  ])('refuses a line of %s, naming it', async (_case, line) => {
    const answer = await checkout([line]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toBe(
      'body/items/0: a line is either a book (bookId, medium) or a journal subscription (journalId, subscriptionMedium, year)',
    );
  });

  it.each([
    [{ subscriptionMedium: 'vinyl' }, 'body/items/0/subscriptionMedium must be one of'],
    [{ year: 1999 }, 'body/items/0/year must be >= 2000'],
    [{ journalId: 'abc' }, 'body/items/0/journalId must be integer'],
  ])('refuses %j by its schema', async (change, message) => {
    const answer = await checkout([subscription(journal.id, 'online', change)]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toContain(message);
  });

  it.each([
    [{ phone: '12345' }, 'body/address/phone must match pattern'],
    [{ postcode: '' }, 'body/address/postcode must match pattern'],
    [{ name: ' ' }, 'body/address/name must'],
  ])('refuses the address field %j by its schema', async (change, message) => {
    const answer = await checkout([subscription(journal.id, 'print')], newKey(), {
      ...ADDRESS,
      ...change,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toContain(message);
  });
});
