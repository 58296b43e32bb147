/**
 * The page behind each subcategory of the Info menu: prices, how to order, whom to write to.
 * Prices are quoted from the catalogue itself (journal prices, book list prices), so the pages
 * agree with what the journal and book pages show.
 */
import type { LocalizedText } from '@portal/contract';
import type { OrderingCategoryRow } from './ordering';

export interface OrderingDetailRow {
  category_id: number;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  updated_at: string;
}

/** Lowest and highest amount of one kind of price. */
export interface PriceRange {
  min: number;
  max: number;
}

export interface OrderingPriceFacts {
  year: number;
  /** Journal subscription prices of `year`, keyed `<subscriber>.<medium>.<currency>`. */
  journal: ReadonlyMap<string, PriceRange>;
  /** List prices of the editions of published books, CNY. */
  books: PriceRange;
  journalCount: number;
}

const t = (en: string, zh: string): LocalizedText => ({ en, zh });
const UPDATED_AT = '2025-09-01T08:00:00Z';

const money = (amount: number, currency: string) =>
  `${currency === 'CNY' ? '¥' : '$'}${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

function priceRows(facts: OrderingPriceFacts, subscriber: string): { en: string; zh: string } {
  const rows = (['print', 'online'] as const).map((medium) => {
    const cny = facts.journal.get(`${subscriber}.${medium}.CNY`);
    const usd = facts.journal.get(`${subscriber}.${medium}.USD`);
    const range = (r: PriceRange | undefined, currency: string) =>
      r ? `${money(r.min, currency)}–${money(r.max, currency)}` : '—';
    return {
      en: `<li><strong>${medium === 'print' ? 'Print' : 'Online'}</strong>: ${range(cny, 'CNY')} or ${range(usd, 'USD')} a year per journal</li>`,
      zh: `<li><strong>${medium === 'print' ? '印刷版' : '电子版'}</strong>：每种期刊每年 ${range(cny, 'CNY')}（或 ${range(usd, 'USD')}）</li>`,
    };
  });
  return {
    en: `<ul>${rows.map((r) => r.en).join('')}</ul>`,
    zh: `<ul>${rows.map((r) => r.zh).join('')}</ul>`,
  };
}

const contact = (email: string) =>
  t(
    `<h3>Contact</h3><p>E-mail <a href="mailto:${email}">${email}</a>, or see <a href="/contact">Contact us</a>.</p>`,
    `<h3>联系方式</h3><p>电子邮件 <a href="mailto:${email}">${email}</a>，或参见<a href="/contact">联系我们</a>。</p>`,
  );

/** Each subcategory's page, keyed by its English name in buildOrderingCategories. */
function pages(
  facts: OrderingPriceFacts,
): Record<string, { title: LocalizedText; parts: LocalizedText[] }> {
  const { year } = facts;
  return {
    'Institutional subscriptions': {
      title: t(`Institutional subscriptions ${year}`, `${year}年机构订阅`),
      parts: [
        t(
          `<p>Libraries and institutes can subscribe to any of our ${facts.journalCount} journals for ${year}. Online access is granted to the institution's registered IP ranges, without sign-in.</p>`,
          `<p>图书馆及科研机构可订阅我社全部${facts.journalCount}种期刊中的任意期刊（${year}年卷）。电子版按机构登记的 IP 地址段开通，读者无需登录。</p>`,
        ),
        t('<h3>Prices</h3>', '<h3>价格</h3>'),
        priceRows(facts, 'institutional'),
        t(
          '<h3>How to subscribe</h3><ul><li>Send the list of journals and your IP ranges to the subscriptions office</li><li>We send a quotation and a pro-forma invoice</li><li>Access opens on receipt of the order</li></ul>',
          '<h3>订阅流程</h3><ul><li>将拟订期刊清单及机构 IP 地址段发送至订阅部</li><li>我们将提供报价单和形式发票</li><li>收到订单后即开通访问</li></ul>',
        ),
        contact('subscriptions@ipms.example'),
      ],
    },
    'Personal subscriptions': {
      title: t(`Personal subscriptions ${year}`, `${year}年个人订阅`),
      parts: [
        t(
          "<p>Individuals subscribe online with a personal account and read on any device after signing in. Personal subscriptions are for the subscriber's own use.</p>",
          '<p>个人用户使用个人账户在线订阅，登录后可在任意设备上阅读。个人订阅仅限订阅者本人使用。</p>',
        ),
        t('<h3>Prices</h3>', '<h3>价格</h3>'),
        priceRows(facts, 'personal'),
        contact('subscriptions@ipms.example'),
      ],
    },
    'Back issues': {
      title: t('Back issues and earlier volumes', '过刊与往期卷次'),
      parts: [
        t(
          '<p>Every earlier volume is available online at the price of the current year. Print back issues are sold while stocks last, at <strong>40%</strong> of the annual print price per issue.</p>',
          '<p>所有往期卷次均可按当年价格订阅电子版。纸本过刊在库存范围内单期销售，单价为当年印刷版年价的<strong>40%</strong>。</p>',
        ),
        contact('subscriptions@ipms.example'),
      ],
    },
    'Individual purchases': {
      title: t('Buying books', '个人购书'),
      parts: [
        t(
          `<p>Put books in the cart, sign in and pay by bank card. List prices range from ${money(facts.books.min, 'CNY')} to ${money(facts.books.max, 'CNY')}; online editions are readable as soon as the payment succeeds.</p>`,
          `<p>将图书加入购物车，登录后使用银行卡付款即可。图书定价为 ${money(facts.books.min, 'CNY')} 至 ${money(facts.books.max, 'CNY')}；电子版在付款成功后即可阅读。</p>`,
        ),
        t(
          '<h3>Delivery</h3><ul><li>Mainland China: 3–5 days, free above ¥199</li><li>Other countries and regions: 7–15 days, shipping at cost</li></ul>',
          '<h3>配送</h3><ul><li>中国大陆：3–5天送达，满199元包邮</li><li>其他国家和地区：7–15天送达，运费按实际收取</li></ul>',
        ),
        contact('orders@ipms.example'),
      ],
    },
    'Bookstores and distributors': {
      title: t('Bookstores and distributors', '书店与经销商'),
      parts: [
        t(
          '<p>Bookstores and distributors receive trade discounts from <strong>25%</strong> (single copies) to <strong>40%</strong> (standing orders). Orders are invoiced monthly.</p>',
          '<p>书店与经销商享受<strong>七五折</strong>（单册）至<strong>六折</strong>（长期订单）的批发折扣，按月结算。</p>',
        ),
        contact('orders@ipms.example'),
      ],
    },
    'Examination and desk copies': {
      title: t('Examination and desk copies', '教材样书'),
      parts: [
        t(
          '<p>Teachers considering a textbook for a course may request one free examination copy. Please name the course, the expected number of students and the term.</p>',
          '<p>拟选用教材的任课教师可申请一册免费样书，申请时请注明课程名称、预计选课人数及开课学期。</p>',
        ),
        contact('orders@ipms.example'),
      ],
    },
    'Article processing charges': {
      title: t('Article processing charges', '文章处理费'),
      parts: [
        t(
          '<p>Open-access journals charge an article processing charge of <strong>¥6,000</strong> (<strong>$900</strong>) per accepted article. Waivers are granted to authors without funding on request at submission.</p>',
          '<p>开放获取期刊对每篇录用论文收取<strong>6,000元</strong>（<strong>900美元</strong>）的文章处理费。无经费资助的作者可在投稿时申请减免。</p>',
        ),
        contact('openaccess@ipms.example'),
      ],
    },
    'Institutional agreements': {
      title: t('Open-access agreements for institutions', '机构开放获取协议'),
      parts: [
        t(
          '<p>Under an agreement, an institution pays one annual fee; its corresponding authors publish open access without charges and its readers read every subscription journal.</p>',
          '<p>签订协议的机构每年支付一笔费用，其通讯作者发表开放获取论文无需另行付费，机构读者可阅读全部订阅期刊。</p>',
        ),
        contact('openaccess@ipms.example'),
      ],
    },
  };
}

export function buildOrderingDetails(
  categories: readonly OrderingCategoryRow[],
  facts: OrderingPriceFacts,
): OrderingDetailRow[] {
  const byName = pages(facts);
  return categories
    .filter((category) => category.parent_id !== null)
    .map((category) => {
      const page = byName[category.dict_value_en];
      if (!page) throw new Error(`No ordering detail for "${category.dict_value_en}"`);
      return {
        category_id: category.id,
        title_zh: page.title.zh,
        title_en: page.title.en,
        content_zh: page.parts.map((p) => p.zh).join('\n'),
        content_en: page.parts.map((p) => p.en).join('\n'),
        updated_at: UPDATED_AT,
      };
    });
}
