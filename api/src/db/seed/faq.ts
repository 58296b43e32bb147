/**
 * Frequently asked questions of readers, authors, librarians and book buyers, by category.
 * Answers are HTML (p, ul/li, a, strong) written by the publisher.
 */
import type { LocalizedText } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';

export interface FaqCategoryRow {
  id: number;
  name_zh: string;
  name_en: string;
  sort_order: number;
}

export interface FaqRow {
  id: number;
  category_id: number;
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
  sort_order: number;
}

const t = (en: string, zh: string): LocalizedText => ({ en, zh });
const SUBSCRIPTIONS_EMAIL = 'subscriptions@ipms.example';
const ORDERS_EMAIL = 'orders@ipms.example';
const EDITORIAL_EMAIL = 'editorial@ipms.example';
const LIBRARY_EMAIL = 'library@ipms.example';

/** The questions other answers link to. */
type FaqKey =
  | 'ipAccess'
  | 'ipRanges'
  | 'subscribe'
  | 'subscriptionContents'
  | 'subscriptionStart'
  | 'openAccessJournals'
  | 'paymentMethods';

interface Faq {
  /** Names a question other answers link to. */
  key?: FaqKey;
  question: LocalizedText;
  answer: LocalizedText;
  /** Related questions, linked after the answer under "See also". */
  seeAlso?: readonly FaqKey[];
}

const FAQS: readonly { category: LocalizedText; faqs: readonly Faq[] }[] = [
  {
    category: t('Reading and access', '阅读与访问'),
    faqs: [
      {
        question: t(
          'Which articles can I read without a subscription?',
          '没有订阅可以阅读哪些论文？',
        ),
        answer: t(
          '<p>Everyone can read the abstracts of all articles and the full text of every article marked <strong>Open Access</strong>. The full text of other articles needs a subscription, a purchase or access through your institution.</p>',
          '<p>所有读者均可阅读全部论文的摘要，以及标注为<strong>开放获取</strong>的论文全文。其他论文的全文需通过订阅、单独购买或所在机构的授权访问。</p>',
        ),
      },
      {
        seeAlso: ['ipAccess', 'subscribe'],
        question: t(
          'Why do I see "Unauthorized access to read full text"?',
          '为什么提示“无权阅读全文”？',
        ),
        answer: t(
          '<p>Neither your account nor your network has access to this content. Sign in with the account that holds the subscription, or connect from your institution\'s network. If you believe you should have access, please <a href="/contact">contact us</a>.</p>',
          '<p>您的账户或当前网络没有该内容的访问权限。请使用已订阅的账户登录，或通过所在机构的网络访问。如您认为应当有权访问，请<a href="/contact">联系我们</a>。</p>',
        ),
      },
      {
        question: t('Can I download articles as PDF?', '可以下载论文的 PDF 吗？'),
        answer: t(
          '<p>Yes. Wherever you may read the full text, the article page offers a PDF download. PDFs are for personal study and may not be redistributed, except for open-access articles under their CC BY 4.0 licence.</p>',
          '<p>可以。凡有权阅读全文的论文，其页面均提供 PDF 下载。PDF 仅供个人学习使用，不得转载传播；开放获取论文按 CC BY 4.0 许可协议使用。</p>',
        ),
      },
      {
        question: t('Which browsers does the portal support?', '平台支持哪些浏览器？'),
        answer: t(
          '<p>Current versions of Edge, Chrome, Firefox and Safari. Internet Explorer is not supported.</p>',
          '<p>支持最新版本的 Edge、Chrome、Firefox 和 Safari 浏览器，不支持 Internet Explorer。</p>',
        ),
      },
      {
        question: t('How do I cite an article?', '如何引用论文？'),
        answer: t(
          '<p>Cite the authors, title, journal, volume, year, pages and the <strong>DOI</strong> shown on the article page. The DOI link stays valid even if the web address of the article changes.</p>',
          '<p>请引用作者、题名、期刊名、卷、年份、页码以及论文页面上的 <strong>DOI</strong>。即使论文网址变化，DOI 链接依然有效。</p>',
        ),
      },
    ],
  },
  {
    category: t('Journal subscriptions', '期刊订阅'),
    faqs: [
      {
        key: 'subscribe',
        question: t('How do I subscribe to a journal?', '如何订阅期刊？'),
        answer: t(
          `<p>Choose the journal and the year under <a href="/ordering">Ordering information</a>. Individuals can subscribe online; institutions write to <a href="mailto:${SUBSCRIPTIONS_EMAIL}">${SUBSCRIPTIONS_EMAIL}</a> or order through their subscription agent.</p>`,
          `<p>请在<a href="/ordering">订购信息</a>中选择期刊和年份。个人用户可在线订阅；机构用户请发送邮件至 <a href="mailto:${SUBSCRIPTIONS_EMAIL}">${SUBSCRIPTIONS_EMAIL}</a>，或通过订阅代理机构订购。</p>`,
        ),
      },
      {
        key: 'subscriptionContents',
        question: t('What does a subscription include?', '订阅包括哪些内容？'),
        answer: t(
          '<ul><li>Online access to every issue of the subscribed year</li><li>Permanent access to that year after the subscription ends</li><li>Print copies, for print and print-plus-online subscriptions</li></ul>',
          '<ul><li>在线阅读订阅年度的全部期次</li><li>订阅期满后仍可永久访问该年度内容</li><li>订阅印刷版或印刷版加电子版的，另寄送纸本期刊</li></ul>',
        ),
      },
      {
        key: 'subscriptionStart',
        question: t('When does a subscription start?', '订阅从何时开始？'),
        answer: t(
          '<p>Subscriptions run by calendar year, from the first issue of the year. A subscription taken out during the year includes the issues already published.</p>',
          '<p>订阅按自然年计算，从当年第一期开始。年中订阅的，包含当年已出版的各期。</p>',
        ),
      },
      {
        question: t('Can I order back issues?', '可以补订过刊吗？'),
        answer: t(
          '<p>Yes, print back issues are available while stocks last, and every earlier volume is available online. See <strong>Back issues</strong> under Ordering information.</p>',
          '<p>可以。纸本过刊在库存范围内可以补订，所有往期卷次均可在线订阅，详见订购信息中的<strong>过刊补订</strong>。</p>',
        ),
      },
      {
        seeAlso: ['subscriptionStart', 'subscriptionContents'],
        question: t('How do I renew my subscription?', '如何续订？'),
        answer: t(
          '<p>We remind you by e-mail two months before the subscription ends. Renewals received before 31 December keep access uninterrupted.</p>',
          '<p>我们会在订阅到期前两个月发送邮件提醒。12月31日前完成续订的，访问不会中断。</p>',
        ),
      },
    ],
  },
  {
    category: t('Institutional access', '机构访问'),
    faqs: [
      {
        key: 'ipAccess',
        question: t('How does access by IP address work?', '按 IP 地址访问是如何实现的？'),
        answer: t(
          "<p>We register the IP ranges of a subscribing institution. Anyone using the institution's network is recognized automatically, without signing in, and reads what the institution has licensed.</p>",
          '<p>我们为订阅机构登记其 IP 地址段。读者在机构网络内访问时会被自动识别，无需登录，即可阅读机构已授权的内容。</p>',
        ),
      },
      {
        key: 'ipRanges',
        seeAlso: ['ipAccess'],
        question: t(
          'How do we register or change our IP ranges?',
          '如何登记或变更机构的 IP 地址段？',
        ),
        answer: t(
          `<p>Send the ranges (IPv4 or IPv6, in CIDR notation such as <strong>192.0.2.0/24</strong>) from an official address of the library to <a href="mailto:${LIBRARY_EMAIL}">${LIBRARY_EMAIL}</a>. Changes take effect within two working days.</p>`,
          `<p>请由图书馆官方邮箱将地址段（IPv4 或 IPv6，CIDR 格式，例如 <strong>192.0.2.0/24</strong>）发送至 <a href="mailto:${LIBRARY_EMAIL}">${LIBRARY_EMAIL}</a>，变更将在两个工作日内生效。</p>`,
        ),
      },
      {
        seeAlso: ['ipRanges'],
        question: t('Can our readers use the content off campus?', '读者可以在校外使用吗？'),
        answer: t(
          "<p>Yes, through your institution's proxy server or VPN: requests that arrive through it come from a registered address.</p>",
          '<p>可以。读者通过机构的代理服务器或 VPN 访问时，请求来自已登记的地址，即可正常使用。</p>',
        ),
      },
      {
        question: t('Do you provide usage statistics?', '是否提供使用统计？'),
        answer: t(
          '<p>Yes. Librarians receive monthly COUNTER-compliant usage reports on request.</p>',
          '<p>提供。图书馆员可申请按月获取符合 COUNTER 标准的使用统计报告。</p>',
        ),
      },
    ],
  },
  {
    category: t('Open access', '开放获取'),
    faqs: [
      {
        key: 'openAccessJournals',
        question: t('Which journals are open access?', '哪些期刊是开放获取期刊？'),
        answer: t(
          '<p>Fully open-access journals are marked <strong>Open Access</strong> in the journal list. Their articles are free to read and reuse under CC BY 4.0.</p>',
          '<p>完全开放获取的期刊在期刊列表中标注为<strong>开放获取</strong>，其论文可免费阅读，并可按 CC BY 4.0 许可协议再利用。</p>',
        ),
      },
      {
        seeAlso: ['openAccessJournals'],
        question: t('Is there an article processing charge?', '是否收取文章处理费？'),
        answer: t(
          '<p>Open-access journals charge an article processing charge (APC) after acceptance, unless it is waived. Authors from institutions with an open-access agreement pay nothing themselves. Authors who cannot pay may ask for a waiver when they submit.</p>',
          '<p>开放获取期刊在论文录用后收取文章处理费（APC），减免情形除外。所在机构已签订开放获取协议的作者无需个人付费；确有困难的作者可在投稿时申请减免。</p>',
        ),
      },
      {
        question: t('May I deposit my article in a repository?', '可以将论文存缴到知识库吗？'),
        answer: t(
          '<p>Yes. You may deposit the accepted manuscript in your institutional repository or on arXiv at any time, with a link to the published version.</p>',
          '<p>可以。您可随时将录用稿存缴至所在机构知识库或 arXiv，并附上正式发表版本的链接。</p>',
        ),
      },
    ],
  },
  {
    category: t('Authors and submissions', '作者与投稿'),
    faqs: [
      {
        question: t('How do I submit a manuscript?', '如何投稿？'),
        answer: t(
          "<p>Each journal page links to the journal's submission system. We prefer LaTeX sources with a PDF; please follow the author instructions of the journal.</p>",
          '<p>各期刊页面均提供投稿系统链接。我们推荐提交 LaTeX 源文件并附 PDF，请遵循该刊的作者须知。</p>',
        ),
      },
      {
        question: t('How long does peer review take?', '同行评审需要多长时间？'),
        answer: t(
          '<p>Most journals reach a first decision within three to four months. The journal page shows the median times from submission to acceptance and to publication of recent years.</p>',
          '<p>多数期刊在三至四个月内作出初审决定。期刊页面列出了近年来从投稿到录用以及到出版的中位时间。</p>',
        ),
      },
      {
        question: t('What is "online first"?', '什么是“在线优先出版”？'),
        answer: t(
          '<p>Accepted and typeset articles appear online with their DOI before they are assigned to an issue. The online-first version is the version of record.</p>',
          '<p>论文录用并完成排版后，在编入具体期次之前即带 DOI 在线发布。在线优先版本即为正式版本。</p>',
        ),
      },
      {
        question: t('Who holds the copyright of my article?', '论文的版权归谁所有？'),
        answer: t(
          `<p>For subscription journals authors transfer the copyright to ${PUBLISHER.name.en} and keep the right to reuse their work in teaching and in their own later publications. For open-access articles authors keep the copyright.</p>`,
          `<p>订阅期刊的作者将版权转让给${PUBLISHER.name.zh}，并保留在教学和本人后续著作中使用其成果的权利。开放获取论文的版权归作者所有。</p>`,
        ),
      },
      {
        question: t('How do I propose a book?', '如何提交图书出版选题？'),
        answer: t(
          `<p>Send a short proposal (aims, table of contents, a sample chapter, intended readers) to <a href="mailto:${EDITORIAL_EMAIL}">${EDITORIAL_EMAIL}</a>. Our editors reply within six weeks.</p>`,
          `<p>请将选题简介（写作目的、目录、样章及目标读者）发送至 <a href="mailto:${EDITORIAL_EMAIL}">${EDITORIAL_EMAIL}</a>，编辑将在六周内回复。</p>`,
        ),
      },
    ],
  },
  {
    category: t('Books, payment and delivery', '图书、付款与配送'),
    faqs: [
      {
        key: 'paymentMethods',
        question: t('Which payment methods do you accept?', '支持哪些付款方式？'),
        answer: t(
          '<p>Online orders are paid by bank card. Institutions may also pay by bank transfer against an invoice.</p>',
          '<p>在线订单支持银行卡支付；机构用户也可凭发票通过银行转账付款。</p>',
        ),
      },
      {
        seeAlso: ['paymentMethods'],
        question: t('Why must I sign in before paying?', '为什么付款前需要登录？'),
        answer: t(
          '<p>Orders belong to a personal account: that is where you find them again, with their status and invoices, and where online books you buy become readable.</p>',
          '<p>订单归属于个人账户：您可以在账户中查看订单状态和发票，所购电子书也将在该账户中开通阅读。</p>',
        ),
      },
      {
        question: t('How long does delivery take?', '配送需要多长时间？'),
        answer: t(
          '<p>Print books ship within two working days. Delivery takes <strong>3–5 days</strong> within mainland China and <strong>7–15 days</strong> to other countries and regions.</p>',
          '<p>纸质图书在两个工作日内发货。中国大陆地区<strong>3–5天</strong>送达，其他国家和地区<strong>7–15天</strong>送达。</p>',
        ),
      },
      {
        question: t('How do I get an invoice?', '如何开具发票？'),
        answer: t(
          `<p>Enter the invoice title and taxpayer number when you order, or write to <a href="mailto:${ORDERS_EMAIL}">${ORDERS_EMAIL}</a> with your order number within 90 days. Electronic invoices are sent by e-mail.</p>`,
          `<p>请在下单时填写发票抬头和纳税人识别号，或在90天内将订单号发送至 <a href="mailto:${ORDERS_EMAIL}">${ORDERS_EMAIL}</a> 申请。电子发票将通过邮件发送。</p>`,
        ),
      },
      {
        question: t('Can I return a book?', '图书可以退货吗？'),
        answer: t(
          '<p>Print books in their original condition can be returned within 7 days of delivery; damaged copies are replaced free of charge. Online books cannot be returned once opened.</p>',
          '<p>纸质图书在签收后7天内、保持原状的可以退货；运输破损的免费换货。电子书一经打开阅读，不予退货。</p>',
        ),
      },
      {
        question: t('Do you offer discounts for courses?', '教材是否有优惠？'),
        answer: t(
          '<p>Teachers can request an examination copy of a textbook, and bookstores ordering for a course receive a course discount. See <strong>Examination and desk copies</strong> under Ordering information.</p>',
          '<p>任课教师可申请教材样书，书店为课程批量订购可享受教材折扣，详见订购信息中的<strong>教材样书</strong>。</p>',
        ),
      },
    ],
  },
];

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The answer's "See also" paragraph: a link to each related question, titled by the question. */
function seeAlsoHtml(related: readonly FaqRow[], language: keyof LocalizedText): string {
  if (!related.length) return '';
  const links = related.map(
    (faq) =>
      `<a href="/faqDetail/${faq.id}">${escapeHtml(language === 'zh' ? faq.question_zh : faq.question_en)}</a>`,
  );
  return language === 'zh'
    ? `<p>另请参阅：${links.join('、')}</p>`
    : `<p>See also: ${links.join(', ')}</p>`;
}

export function buildFaqs(): { categories: FaqCategoryRow[]; faqs: FaqRow[] } {
  const categories: FaqCategoryRow[] = [];
  const faqs: FaqRow[] = [];
  const byKey = new Map<FaqKey, FaqRow>();
  const seeAlso: [FaqRow, readonly FaqKey[]][] = [];
  FAQS.forEach(({ category, faqs: entries }, i) => {
    const categoryId = i + 1;
    categories.push({
      id: categoryId,
      name_zh: category.zh,
      name_en: category.en,
      sort_order: i + 1,
    });
    entries.forEach((faq, j) => {
      const row: FaqRow = {
        id: faqs.length + 1,
        category_id: categoryId,
        question_zh: faq.question.zh,
        question_en: faq.question.en,
        answer_zh: faq.answer.zh,
        answer_en: faq.answer.en,
        sort_order: j + 1,
      };
      faqs.push(row);
      if (faq.key) byKey.set(faq.key, row);
      if (faq.seeAlso) seeAlso.push([row, faq.seeAlso]);
    });
  });
  // Links go to ids, which exist once every question has its own.
  for (const [row, keys] of seeAlso) {
    const related = keys.map((key) => {
      const target = byKey.get(key);
      if (!target) throw new Error(`FAQ "${row.question_en}" links to unknown question ${key}`);
      return target;
    });
    row.answer_zh += seeAlsoHtml(related, 'zh');
    row.answer_en += seeAlsoHtml(related, 'en');
  }
  return { categories, faqs };
}
