import type { LocalizedText, NewsType } from '@portal/contract';
import type { BookRow } from './books';
import type { JournalRow } from './journals';
import { PUBLISHER } from '../../config/publisher';
import { createRandom, type Random } from './random';
import newsTopics from './data/news-topics.json';

export interface NewsRow {
  id: number;
  type: NewsType;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  body_zh: string;
  body_en: string;
  published_at: string;
  has_cover: boolean;
  journal_id: number | null;
  book_id: number | null;
  pinned: boolean;
}

interface NewsItem {
  type: NewsType;
  title: LocalizedText;
  summary: LocalizedText;
  /** Paragraphs after the summary; the body is the summary plus these, as HTML. */
  paragraphs: readonly LocalizedText[];
  /** Year, month (1-12) and optionally day of publication; a missing day is drawn at random. */
  year: number;
  month: number;
  day?: number;
  /** The journal or book the item is about: related-announcement-page groups by them. */
  journal?: JournalRow;
  book?: BookRow;
  /** Heads the home page's widgets whatever its date. */
  pinned?: boolean;
  /** A titled list after the paragraphs (HTML allowed, as in paragraphs). */
  list?: { heading: LocalizedText; items: readonly LocalizedText[] };
}

/** Every item is published before this date. */
const NEWS_CUTOFF = new Date(Date.UTC(2026, 10, 21));

const t = (en: string, zh: string): LocalizedText => ({ en, zh });
const journalName = (j: JournalRow) => t(`<em>${j.title_en}</em>`, `《${j.title_zh}》`);
const plainJournalName = (j: JournalRow) => t(j.title_en, `《${j.title_zh}》`);

/** Pairs each item with the value at the same index; stops at the shorter list. */
const zip = <A, B>(as: readonly A[], bs: readonly B[]): [A, B][] =>
  as.flatMap((a, i) => {
    const b = bs[i];
    return b === undefined ? [] : [[a, b]];
  });

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * Paragraph and list texts may contain markup (journal names in <em>, links, <strong>), so only
 * the summary is escaped.
 */
function bodyHtml(
  summary: string,
  paragraphs: readonly string[],
  list?: { heading: string; items: readonly string[] },
): string {
  return [
    `<p>${escapeHtml(summary)}</p>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    ...(list
      ? [`<h3>${list.heading}</h3>`, `<ul>${list.items.map((i) => `<li>${i}</li>`).join('')}</ul>`]
      : []),
  ].join('\n');
}

/** The archive's own PRNG, so that the items above draw exactly what they always drew. */
const ARCHIVE_SEED = 20_210_105;
/** The archive reaches back to the start of this year. */
const ARCHIVE_FIRST_YEAR = 2021;

const journalLink = (j: JournalRow) =>
  t(
    `<a href="/JDetail/${j.id}"><em>${j.title_en}</em></a>`,
    `<a href="/JDetail/${j.id}">《${j.title_zh}》</a>`,
  );
const bookLink = (b: BookRow) =>
  t(
    `<a href="/BDetail/${b.id}"><em>${b.title_en}</em></a>`,
    `<a href="/BDetail/${b.id}">《${b.title_zh}》</a>`,
  );

const WORKSHOP_TOPICS = newsTopics.workshopTopics;

/**
 * Six years of routine items: volumes completed and boards renewed for every journal, new books,
 * yearly subscription and holiday notices, and author workshops.
 */
function buildArchiveItems(journals: JournalRow[], books: BookRow[]): NewsItem[] {
  const random = createRandom(ARCHIVE_SEED);
  const items: NewsItem[] = [];
  const lastYear = NEWS_CUTOFF.getUTCFullYear() - 1;

  for (const journal of journals) {
    const name = plainJournalName(journal);
    const years = random
      .sample(
        Array.from({ length: lastYear - ARCHIVE_FIRST_YEAR }, (_, i) => ARCHIVE_FIRST_YEAR + i),
        2,
      )
      .filter((year) => year >= journal.founded_year);
    for (const year of years) {
      const volume = year - journal.founded_year + 1;
      items.push({
        type: 'news',
        title: t(
          `${name.en}: Volume ${volume} (${year}) complete`,
          `${name.zh}第${volume}卷（${year}年）出版完成`,
        ),
        summary: t(
          `The last issue of Volume ${volume} of ${name.en} is online; the volume's print copies ship to subscribers in January.`,
          `${name.zh}第${volume}卷最后一期已在线发布，全卷印刷版将于次年1月寄送订户。`,
        ),
        paragraphs: [
          t(
            `Readers find every issue of the volume on the journal page of ${journalLink(journal).en}.`,
            `读者可在${journalLink(journal).zh}期刊页面查阅本卷各期内容。`,
          ),
        ],
        list: {
          heading: t('In this volume', '本卷概况'),
          items: [
            t(
              `Every issue of ${year} online, with DOIs under 10.5555`,
              `${year}年各期全文在线，DOI 前缀为 10.5555`,
            ),
            t(
              'An author index and the table of contents of the volume in the last issue',
              '末期附全卷作者索引与目录',
            ),
            t(
              '<strong>Bound print volumes</strong> for institutional subscribers',
              '为机构订户提供<strong>精装合订本</strong>',
            ),
          ],
        },
        year,
        month: 12,
        day: random.int(15, 28),
        journal,
      });
    }

    const renewed = random.int(ARCHIVE_FIRST_YEAR, lastYear);
    const newMembers = random.int(4, 12);
    items.push({
      type: 'news',
      title: t(`${name.en} renews its editorial board`, `${name.zh}编委会换届`),
      summary: t(
        `${name.en} welcomes ${newMembers} new members to its editorial board for the term ${renewed}–${renewed + 3}.`,
        `${name.zh}编委会完成换届，${newMembers}位新编委加入，任期为${renewed}–${renewed + 3}年。`,
      ),
      paragraphs: [
        t(
          'The journal thanks the retiring editors for years of careful work for authors and readers.',
          '本刊衷心感谢卸任编委多年来为作者和读者所付出的辛勤工作。',
        ),
        t(
          `The full board is listed on the page of ${journalLink(journal).en}.`,
          `完整编委名单请见${journalLink(journal).zh}期刊页面。`,
        ),
      ],
      year: renewed,
      month: random.int(1, 11),
      journal,
    });
  }

  const published = books.filter(
    (b) =>
      b.publish_status === 'published' &&
      b.parent_book_id === null &&
      b.publish_date >= `${ARCHIVE_FIRST_YEAR}-01-01` &&
      b.publish_date < '2024-01-01',
  );
  for (const book of random.sample(published, 20)) {
    const announced = new Date(Date.parse(book.publish_date) + random.int(3, 30) * 86_400_000);
    items.push({
      type: 'news',
      title: t(`New book: ${book.title_en}`, `新书推介：《${book.title_zh}》`),
      summary: t(
        `${book.title_en} (${book.page_count} pages, ISBN ${book.isbn}) is now available.`,
        `《${book.title_zh}》（${book.page_count}页，ISBN ${book.isbn}）现已出版。`,
      ),
      paragraphs: [
        t(
          `Read the table of contents and order ${bookLink(book).en} in our bookstore; individual readers receive <strong>15% off</strong> in the first month.`,
          `欢迎在书店页面查看${bookLink(book).zh}的目录并订购，首月个人读者购书可享<strong>八五折</strong>优惠。`,
        ),
      ],
      year: announced.getUTCFullYear(),
      month: announced.getUTCMonth() + 1,
      day: announced.getUTCDate(),
      book,
    });
  }

  for (let year = ARCHIVE_FIRST_YEAR; year <= 2023; year++) {
    items.push({
      type: 'announcement',
      title: t(`${year + 1} journal subscriptions now open`, `${year + 1}年期刊订阅现已开放`),
      summary: t(
        `Institutions and individuals can now subscribe to our journals for ${year + 1}.`,
        `机构与个人用户现可订阅我社期刊的${year + 1}年卷。`,
      ),
      paragraphs: [
        t(
          'Prices and package options are listed under Ordering information.',
          '价格与套餐详见“订购信息”。',
        ),
      ],
      list: {
        heading: t('How to subscribe', '订阅方式'),
        items: [
          t('Online, with a personal account', '个人账户在线订阅'),
          t('Through your subscription agent', '通过订阅代理机构'),
          t('By e-mail to the subscriptions office', '发送电子邮件至订阅部'),
        ],
      },
      year,
      month: 9,
      day: random.int(1, 15),
    });
    items.push({
      type: 'announcement',
      title: t(`Spring Festival holiday ${year}`, `${year}年春节放假通知`),
      summary: t(
        'Our offices are closed for the Spring Festival; orders placed online are processed after the holiday.',
        '春节期间我社办公室休息，节日期间的在线订单将于假期后处理。',
      ),
      paragraphs: [t('Online reading is not affected.', '在线阅读不受影响。')],
      year,
      month: 1,
      day: random.int(10, 20),
    });
    items.push({
      type: 'announcement',
      title: t(`National Day holiday ${year}`, `${year}年国庆节放假通知`),
      summary: t(
        'Our offices are closed from 1 to 7 October; customer service replies after the holiday.',
        '10月1日至7日我社办公室休息，客服将于假期后回复。',
      ),
      paragraphs: [t('Online reading is not affected.', '在线阅读不受影响。')],
      year,
      month: 9,
      day: random.int(20, 28),
    });
  }

  WORKSHOP_TOPICS.forEach((topic, i) => {
    const year = ARCHIVE_FIRST_YEAR + i;
    items.push({
      type: 'news',
      title: t(`Author workshop: ${topic.en}`, `作者工作坊：${topic.zh}`),
      summary: t(
        `Our editors hold a free online workshop for young researchers: ${topic.en}.`,
        `我社编辑为青年学者举办免费在线工作坊：${topic.zh}。`,
      ),
      paragraphs: [
        t(
          'The recording and slides are available to registered participants.',
          '注册参加者可获取讲座录像与讲义。',
        ),
      ],
      list: {
        heading: t('Programme', '日程'),
        items: [
          t('Talk by a journal editor (45 minutes)', '期刊编辑主讲（45分钟）'),
          t('Questions from participants', '参会者提问'),
          t('Individual advice on manuscripts', '稿件一对一咨询'),
        ],
      },
      year,
      month: random.int(4, 6),
    });
  });

  return items;
}

/** A research topic; some name a result of the field in TeX, which the news body then quotes. */
interface Topic extends LocalizedText {
  highlight?: LocalizedText;
}

const SPECIAL_ISSUE_TOPICS: readonly Topic[] = newsTopics.specialIssueTopics;

/** The paragraph quoting a topic's highlight after `lead`, when the topic has one. */
const highlightParagraphs = ({ highlight }: Topic, lead: LocalizedText): LocalizedText[] =>
  highlight ? [t(`${lead.en}: ${highlight.en}.`, `${lead.zh}：${highlight.zh}。`)] : [];
const INDEXES = newsTopics.indexes;
const EDITORS = ['Lan Zhao', 'Pierre Moreau', 'Yuxin Lin', 'Ingrid Andersson'];
const EVENTS = newsTopics.events;

function buildItems(random: Random, journals: JournalRow[], books: BookRow[]): NewsItem[] {
  const items: NewsItem[] = [];
  const pickJournals = (count: number, filter: (j: JournalRow) => boolean = () => true) =>
    random.sample(journals.filter(filter), count);

  zip(SPECIAL_ISSUE_TOPICS, pickJournals(SPECIAL_ISSUE_TOPICS.length)).forEach(
    ([topic, journal], i) => {
      const name = plainJournalName(journal);
      items.push({
        type: 'news',
        title: t(
          `${name.en} publishes a special issue on ${topic.en}`,
          `${name.zh}出版“${topic.zh}”专刊`,
        ),
        summary: t(
          `The new special issue of ${name.en} collects invited research articles and a survey on ${topic.en}.`,
          `${name.zh}最新专刊收录了关于${topic.zh}的特邀研究论文和一篇综述。`,
        ),
        paragraphs: [
          t(
            `The guest editors invited leading researchers to present recent progress and open problems. All articles were refereed to the usual standards of ${journalName(journal).en}.`,
            `客座编辑邀请了该领域的知名学者介绍最新进展与公开问题，所有论文均按${journalName(journal).zh}的常规标准进行同行评审。`,
          ),
          ...highlightParagraphs(topic, t('Among the highlights', '亮点之一')),
          t(
            'The issue is available online to subscribers and to readers at subscribing institutions.',
            '订阅用户及订阅机构的读者现可在线阅读本期内容。',
          ),
        ],
        year: 2024 + (i % 3),
        month: random.int(1, 12),
        journal,
      });
    },
  );

  zip(INDEXES, pickJournals(INDEXES.length)).forEach(([index, journal], i) => {
    const name = plainJournalName(journal);
    items.push({
      type: 'news',
      title: t(`${name.en} accepted for coverage in ${index.en}`, `${name.zh}被${index.zh}收录`),
      summary: t(
        `${name.en} has been accepted for coverage in ${index.en}, starting with the current volume.`,
        `${name.zh}已被${index.zh}收录，自本卷起生效。`,
      ),
      paragraphs: [
        t(
          'The editors thank the authors, referees and readers whose work made this recognition possible.',
          '编辑部感谢作者、审稿人和读者的支持，正是他们的工作使本刊获得这一认可。',
        ),
      ],
      year: 2024 + i,
      month: random.int(2, 11),
      journal,
    });
  });

  zip(EDITORS, pickJournals(EDITORS.length)).forEach(([editor, journal], i) => {
    const name = plainJournalName(journal);
    items.push({
      type: 'news',
      title: t(`${editor} appointed Editor-in-Chief of ${name.en}`, `${editor}出任${name.zh}主编`),
      summary: t(
        `${PUBLISHER.name.en} is pleased to announce that ${editor} will lead ${name.en} as Editor-in-Chief.`,
        `${PUBLISHER.name.zh}欣然宣布，${editor}将出任${name.zh}主编。`,
      ),
      paragraphs: [
        t(
          `${editor} has served on the editorial board since its renewal and will continue the journal's commitment to rigorous and timely peer review.`,
          `${editor}自编委会换届以来一直担任编委，将继续秉承本刊严谨、及时的同行评审传统。`,
        ),
      ],
      year: 2024 + (i % 3),
      month: random.int(1, 12),
      journal,
    });
  });

  for (const event of EVENTS) {
    items.push({
      type: 'news',
      title: t(
        `Meet ${PUBLISHER.abbreviation} at the ${event.name.en} ${event.year}`,
        `${PUBLISHER.name.zh}将参加${event.year}年${event.name.zh}`,
      ),
      summary: t(
        `Visit our stand at the ${event.name.en} ${event.year} to browse new books and meet our journal editors.`,
        `欢迎莅临${event.year}年${event.name.zh}我社展位，浏览新书并与期刊编辑面对面交流。`,
      ),
      paragraphs: [
        t(
          'Visitors receive a 20% discount on all books ordered at the stand.',
          '展会期间在展位订购的所有图书均享八折优惠。',
        ),
      ],
      year: event.year,
      month: Math.max(1, event.month - 1),
    });
  }

  const announceable = books.filter(
    (b) =>
      b.publish_status === 'published' &&
      b.parent_book_id === null &&
      b.publish_date >= '2024-01-01',
  );
  for (const book of random.sample(announceable, 4)) {
    // Announced a few days after publication, and never after the newest news item.
    const announced = new Date(
      Math.min(
        Date.parse(book.publish_date) + random.int(3, 20) * 86_400_000,
        NEWS_CUTOFF.getTime() - 86_400_000,
      ),
    );
    items.push({
      type: 'news',
      title: t(`New book: ${book.title_en}`, `新书推介：《${book.title_zh}》`),
      summary: t(
        `${book.title_en} is now available from ${PUBLISHER.name.en}.`,
        `《${book.title_zh}》现已由${PUBLISHER.name.zh}出版。`,
      ),
      paragraphs: [
        t(
          'The book is suitable for graduate courses and as a reference for researchers.',
          '本书适合作为研究生课程教材，也可供研究人员参考。',
        ),
      ],
      year: announced.getUTCFullYear(),
      month: announced.getUTCMonth() + 1,
      day: announced.getUTCDate(),
      book,
    });
  }

  pickJournals(2, (j) => j.open_access).forEach((journal, i) => {
    const name = plainJournalName(journal);
    items.push({
      type: 'news',
      title: t(
        `${name.en} waives article processing charges for ${2025 + i}`,
        `${name.zh}${2025 + i}年免收文章处理费`,
      ),
      summary: t(
        `Thanks to support from its sponsoring societies, ${name.en} publishes open-access articles without charges to authors in ${2025 + i}.`,
        `在主办学会的支持下，${name.zh}${2025 + i}年发表开放获取论文不向作者收取费用。`,
      ),
      paragraphs: [
        t(
          'All articles remain freely available to read under a CC BY 4.0 licence.',
          '所有论文继续以 CC BY 4.0 许可协议免费开放阅读。',
        ),
      ],
      year: 2024 + i,
      month: 12,
      journal,
    });
  });

  pickJournals(3).forEach((journal, i) => {
    const name = plainJournalName(journal);
    const year = 2023 + i;
    // The latest award heads the news widget, and its body has a formula to typeset.
    const latest = i === 2;
    items.push({
      type: 'news',
      title: t(`${name.en} Best Paper Award ${year}`, `${name.zh}${year}年度最佳论文奖揭晓`),
      summary: t(
        `The editorial board of ${name.en} has selected the winners of its Best Paper Award ${year}.`,
        `${name.zh}编委会评选出${year}年度最佳论文奖。`,
      ),
      paragraphs: [
        t(
          'The award recognizes originality, depth and clarity of exposition. The winning articles are free to read for one year.',
          '该奖项表彰论文的原创性、深度与表述的清晰性。获奖论文将免费开放阅读一年。',
        ),
        ...(latest
          ? [
              t(
                'This year the prize goes to work on the zeros of the Riemann zeta function $\\zeta(s)$ on the critical line $\\operatorname{Re} s = 1/2$.',
                '本年度获奖论文研究黎曼 zeta 函数 $\\zeta(s)$ 在临界线 $\\operatorname{Re} s = 1/2$ 上的零点。',
              ),
            ]
          : []),
      ],
      year: year + 1,
      month: 3,
      journal,
      pinned: latest,
    });
  });

  for (const year of [2025, 2026]) {
    items.push({
      type: 'announcement',
      title: t(`${year} journal subscriptions now open`, `${year}年期刊订阅现已开放`),
      summary: t(
        `Institutions and individuals can now subscribe to all ${journals.length} journals for ${year}.`,
        `机构与个人用户现可订阅全部${journals.length}种期刊的${year}年卷。`,
      ),
      paragraphs: [
        t(
          'Prices and package options are listed under Ordering information. Orders received before 31 December are delivered from the first issue.',
          '价格与套餐详见“订购信息”。12月31日前收到的订单将从第一期开始寄送。',
        ),
      ],
      year: year - 1,
      month: 9,
      pinned: year === 2026,
    });
  }

  for (let i = 0; i < 4; i++) {
    const year = 2024 + Math.floor(i * 0.75);
    const month = 3 + i * 2;
    const day = random.int(10, 25);
    items.push({
      type: 'announcement',
      title: t(
        `Scheduled maintenance on ${year}-${String(month).padStart(2, '0')}-${day}`,
        `${year}年${month}月${day}日系统维护通知`,
      ),
      summary: t(
        `The online platform will be unavailable from 22:00 to 24:00 (Beijing time) on ${year}-${String(month).padStart(2, '0')}-${day} for maintenance.`,
        `因系统维护，在线平台将于${year}年${month}月${day}日22:00至24:00（北京时间）暂停服务。`,
      ),
      paragraphs: [t('We apologize for any inconvenience.', '由此带来的不便，敬请谅解。')],
      year,
      month,
      day: day - 5,
    });
  }

  for (const year of [2025, 2026]) {
    items.push({
      type: 'announcement',
      title: t(`Spring Festival holiday ${year}`, `${year}年春节放假通知`),
      summary: t(
        `Our offices are closed for the Spring Festival; orders placed online are processed after the holiday.`,
        `春节期间我社办公室休息，节日期间的在线订单将于假期后处理。`,
      ),
      paragraphs: [t('Online reading is not affected.', '在线阅读不受影响。')],
      year,
      month: 1,
    });
    items.push({
      type: 'announcement',
      title: t(`National Day holiday ${year - 1}`, `${year - 1}年国庆节放假通知`),
      summary: t(
        'Our offices are closed from 1 to 7 October; customer service replies after the holiday.',
        '10月1日至7日我社办公室休息，客服将于假期后回复。',
      ),
      paragraphs: [t('Online reading is not affected.', '在线阅读不受影响。')],
      year: year - 1,
      month: 9,
    });
  }

  items.push({
    type: 'announcement',
    title: t('Print subscription prices for 2026', '2026年印刷版订阅价格调整'),
    summary: t(
      'Print subscription prices change on 1 January 2026; online-only prices are unchanged.',
      '印刷版订阅价格自2026年1月1日起调整，纯电子版价格不变。',
    ),
    paragraphs: [
      t('Current subscribers keep their price until renewal.', '现有订户在续订前维持原价。'),
    ],
    year: 2025,
    month: 8,
    pinned: true,
  });

  zip(SPECIAL_ISSUE_TOPICS.slice(2, 5), pickJournals(3)).forEach(([topic, journal], i) => {
    const name = plainJournalName(journal);
    items.push({
      type: 'announcement',
      title: t(
        `Call for papers: ${name.en} special issue on ${topic.en}`,
        `征稿启事：${name.zh}“${topic.zh}”专刊`,
      ),
      summary: t(
        `${name.en} invites submissions for a special issue on ${topic.en}. Deadline: 30 June ${2025 + i}.`,
        `${name.zh}现为“${topic.zh}”专刊征稿，截止日期为${2025 + i}年6月30日。`,
      ),
      paragraphs: [
        ...highlightParagraphs(topic, t('Topics include', '征稿范围包括')),
        t(
          "Submissions go through the journal's online system and are refereed as regular articles.",
          '稿件通过本刊在线系统投稿，并按常规论文进行同行评审。',
        ),
      ],
      year: 2024 + i,
      month: 10,
      journal,
    });
  });

  items.push({
    type: 'announcement',
    title: t('Privacy policy updated', '隐私政策更新'),
    summary: t(
      'Our privacy policy now explains in more detail how cookies and local storage are used.',
      '我们的隐私政策更新后更详细地说明了 Cookie 与本地存储的使用方式。',
    ),
    paragraphs: [
      t(
        'You can review your cookie choices at any time from the page footer.',
        '您可以随时通过页面底部调整 Cookie 设置。',
      ),
    ],
    year: 2025,
    month: 4,
  });

  return items;
}

export function buildNews(random: Random, journals: JournalRow[], books: BookRow[]): NewsRow[] {
  const items = [...buildItems(random, journals, books), ...buildArchiveItems(journals, books)].map(
    (item) => {
      const day = item.day ?? random.int(1, 28);
      const publishedAt = new Date(
        Date.UTC(item.year, item.month - 1, day, random.int(1, 10), random.int(0, 59)),
      );
      if (publishedAt >= NEWS_CUTOFF)
        throw new Error(`News "${item.title.en}" is dated in the future`);
      return { item, publishedAt };
    },
  );
  items.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  return items.map(({ item, publishedAt }, index) => ({
    id: index + 1,
    type: item.type,
    title_zh: item.title.zh,
    title_en: item.title.en,
    summary_zh: item.summary.zh,
    summary_en: item.summary.en,
    body_zh: bodyHtml(
      item.summary.zh,
      item.paragraphs.map((p) => p.zh),
      item.list && { heading: item.list.heading.zh, items: item.list.items.map((i) => i.zh) },
    ),
    body_en: bodyHtml(
      item.summary.en,
      item.paragraphs.map((p) => p.en),
      item.list && { heading: item.list.heading.en, items: item.list.items.map((i) => i.en) },
    ),
    published_at: publishedAt.toISOString(),
    has_cover: item.type === 'news',
    journal_id: item.journal?.id ?? null,
    book_id: item.book?.id ?? null,
    pinned: item.pinned ?? false,
  }));
}
