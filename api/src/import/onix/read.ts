/**
 * An ONIX 3.0 message read into the books it describes, checking everything that needs no
 * database: ISBN-13 check digits, the code lists' values, real dates, prices. Each `Product` is one
 * ISBN; the products of one book (its print and e-book editions, linked by `RelatedProduct` as
 * alternative formats) become one book, and a set's volumes name the set (`RelatedProduct` 02,
 * "is part of", or the set's 01, "includes").
 */
import type {
  BookBinding,
  BookMedium,
  ContributorRole,
  LocalizedText,
  PublishStatus,
} from '@portal/contract';
import type { Element } from '@xmldom/xmldom';
import type { BookLanguage } from '../../repositories/catalogue-rows';
import { CNY_PER_USD } from '../../lib/currency';
import type { ImportProblem } from '../types';
import { positionOf, textOf } from '../elements';
import { readIsbn13 } from '../isbn';
import codes from './codes.json';
import msc2020 from './msc2020-areas.json';
import { child, childText, children, problemAt } from './xml';

export interface OnixContributor {
  role: ContributorRole;
  name: string;
  affiliation: string | null;
  /** The portal's own id of the person, when the record came from the portal's export. */
  portalId: number | null;
}

export interface OnixSeries {
  portalId: number | null;
  issn: string | null;
  title: LocalizedText;
  number: number | null;
}

export interface OnixRelation {
  codes: readonly string[];
  digits: string;
}

export interface OnixProduct {
  line: number | null;
  isbn: string;
  digits: string;
  medium: BookMedium;
  binding: BookBinding;
  title: LocalizedText;
  subtitle: LocalizedText | null;
  volumeNumber: number | null;
  series: OnixSeries | null;
  contributors: OnixContributor[];
  edition: number | null;
  language: BookLanguage | null;
  pageCount: number | null;
  msc: string[];
  description: LocalizedText | null;
  status: PublishStatus;
  publishDate: string;
  /** Null when the record gives no price in that currency (feeds outside China rarely give CNY). */
  listPrice: number | null;
  listPriceUsd: number | null;
  related: OnixRelation[];
}

/** One book of the message: its editions (the first describes the book) and its set. */
export interface OnixBook {
  products: OnixProduct[];
  /** The ISBN (digits) of the set it is a volume of. */
  parentDigits: string | null;
  volumeNumber: number | null;
}

/** `RelatedProduct` codes (list 51) naming another medium of the same book. */
const SAME_BOOK = new Set(['06', '13', '27']);
const IS_PART_OF = '02';
const INCLUDES = '01';
/** The names of the portal's own ids in `NameIdentifier` and `CollectionIdentifier`. */
export const PORTAL_CONTRIBUTOR_ID = 'portal contributor';
export const PORTAL_SERIES_ID = 'portal series';
/** Proprietary schemes (list 27, code 24) read as MSC 2020 by their `SubjectSchemeName`. */
const MSC_SCHEME_NAME = /^(msc|mathematics subject classification)\s*(2020)?$/i;
const MSC_CODE = /^\d\d(?:[A-Z-](?:\d\d|xx)?)?$/;
const MSC_AREAS = new Set(msc2020.areas);

type CodeTable = Record<string, string[] | string>;

/** The value a code list's code maps to in codes.json, or undefined for a code it does not know. */
function lookup<T extends string>(table: CodeTable, code: string | null): T | undefined {
  if (code === null) return undefined;
  for (const [value, listed] of Object.entries(table)) {
    if (Array.isArray(listed) && listed.includes(code)) return value as T;
  }
  return undefined;
}

/** The export's code for a value: the first listed. */
export function codeFor(table: CodeTable, value: string): string {
  const listed = table[value];
  return Array.isArray(listed) && listed[0] ? listed[0] : '';
}

const isChinese = (element: Element | undefined) =>
  ['chi', 'zho'].includes(element?.getAttribute('language') ?? '');

/** The `TitleElement` of a `TitleDetail` at a level (list 149: 01 product, 02 collection). */
const atLevel = (titleDetail: Element, level: '01' | '02') =>
  children(titleDetail, 'TitleElement').find(
    (element) => childText(element, 'TitleElementLevel') === level,
  );

/**
 * A `TitleElement`'s title as ONIX 3.0 gives it: `TitleText`, or `TitlePrefix` (an article such as
 * "The", kept in front) and `TitleWithoutPrefix`; whether its `language` attribute says Chinese.
 */
function titleOf(element: Element): { text: string; chinese: boolean } | null {
  const whole = child(element, 'TitleText');
  const withoutPrefix = child(element, 'TitleWithoutPrefix');
  const text =
    textOf(whole) ??
    (textOf(withoutPrefix)
      ? [textOf(child(element, 'TitlePrefix')), textOf(withoutPrefix)].filter(Boolean).join(' ')
      : null);
  if (!text) return null;
  return { text, chinese: isChinese(whole ?? withoutPrefix) };
}

/** An ONIX date (list 55 format `00` YYYYMMDD, `01` YYYYMM, `05` YYYY, or YYYY-MM-DD) as ISO. */
export function onixDate(text: string, format: string | null): string | null {
  const compact = text.replace(/-/g, '');
  const parts =
    format === '05' || (!format && /^\d{4}$/.test(compact))
      ? [compact, '01', '01']
      : format === '01' || (!format && /^\d{6}$/.test(compact))
        ? [compact.slice(0, 4), compact.slice(4, 6), '01']
        : [compact.slice(0, 4), compact.slice(4, 6), compact.slice(6, 8)];
  if (!/^\d{8}$/.test(parts.join(''))) return null;
  const iso = parts.join('-');
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** What `form` answers for a product that is not a book (its `ProductForm` outside B and E). */
const NOT_A_BOOK = 'not a book';

const positiveInteger = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;

/** A contributor's name as the record gives it: whole, or in its parts, or an organization's. */
function contributorName(element: Element): string | null {
  const before = childText(element, 'NamesBeforeKey');
  const key = childText(element, 'KeyNames');
  return (
    childText(element, 'PersonName') ??
    (key ? [before, key].filter(Boolean).join(' ') : null) ??
    childText(element, 'CorporateName')
  );
}

class ProductReader {
  readonly problems: ImportProblem[] = [];
  /** What the portal leaves out of the product or fills in, refusing nothing. */
  readonly notices: ImportProblem[] = [];

  constructor(private readonly product: Element) {}

  private fail(element: Element, zh: string, en: string, field?: string) {
    this.problems.push(problemAt(element, { zh, en }, field));
  }

  private note(element: Element, zh: string, en: string) {
    this.notices.push(problemAt(element, { zh, en }));
  }

  private required(parent: Element | undefined, name: string): Element | undefined {
    const found = parent && child(parent, name);
    if (!found) {
      const at = parent ?? this.product;
      this.fail(at, `缺少 ${name}`, `${name} is missing`, undefined);
    }
    return found;
  }

  private unknownCode(element: Element, list: string) {
    const code = textOf(element) ?? '';
    this.fail(
      element,
      `未知或不支持的代码“${code}”（ONIX 代码表 ${list}）`,
      `Unknown or unsupported code "${code}" (ONIX code list ${list})`,
    );
  }

  private isbn(): { isbn: string; digits: string } | null {
    const identifiers = children(this.product, 'ProductIdentifier').filter((id) =>
      ['15', '03'].includes(childText(id, 'ProductIDType') ?? ''),
    );
    const value = identifiers.map((id) => child(id, 'IDValue')).find((v) => v !== undefined);
    if (!value) {
      this.fail(
        this.product,
        '缺少 ISBN-13（ProductIDType 15 的 ProductIdentifier）',
        'No ISBN-13 (a ProductIdentifier of ProductIDType 15)',
        'Product/ProductIdentifier',
      );
      return null;
    }
    const reading = readIsbn13(textOf(value) ?? '');
    if ('problem' in reading) {
      this.fail(value, reading.problem.zh, reading.problem.en);
      return null;
    }
    return reading;
  }

  private form(detail: Element | undefined) {
    const form = this.required(detail, 'ProductForm');
    if (!form) return null;
    const code = textOf(form);
    const binding = lookup<BookBinding>(codes.productForms, code);
    if (!binding) {
      // Not a book the portal sells (cards, a kit, audio...: list 150's groups other than B and E): a mixed
      // trade feed's other products are left out, not a fault of the file (README.md).
      if (code && /^[ACDFLMPSVXZ][A-Z0-9]$/.test(code)) {
        this.note(
          form,
          `ProductForm ${code} 不是本社销售的图书：此产品未导入`,
          `ProductForm ${code} is not a book the portal sells: the product is left out`,
        );
        return NOT_A_BOOK;
      }
      this.unknownCode(form, '150');
      return null;
    }
    const medium: BookMedium = binding === 'electronic' ? 'electronic' : 'print';
    return { binding, medium };
  }

  private titles(detail: Element | undefined) {
    const details = detail ? children(detail, 'TitleDetail') : [];
    const texts: { zh?: string; en?: string; subZh?: string; subEn?: string } = {};
    let volumeNumber: number | null = null;
    for (const titleDetail of details) {
      const type = childText(titleDetail, 'TitleType');
      const element = atLevel(titleDetail, '01');
      if (!element || (type !== '01' && type !== '06')) continue;
      const title = titleOf(element);
      const subtitle = textOf(child(element, 'Subtitle'));
      const zh = type === '06' ? title?.chinese !== false : title?.chinese === true;
      if (zh) {
        texts.zh ??= title?.text;
        texts.subZh ??= subtitle ?? undefined;
      } else if (type === '01') {
        texts.en ??= title?.text;
        texts.subEn ??= subtitle ?? undefined;
      }
      if (type === '01') volumeNumber ??= positiveInteger(childText(element, 'PartNumber'));
    }
    const en = texts.en ?? texts.zh;
    const zh = texts.zh ?? en;
    if (!en || !zh) {
      this.fail(
        detail ?? this.product,
        '缺少书名（TitleType 01 的 TitleDetail，含 TitleText 或 TitleWithoutPrefix）',
        'No title (a TitleDetail of TitleType 01 with a TitleText or TitleWithoutPrefix)',
        'Product/DescriptiveDetail/TitleDetail',
      );
      return null;
    }
    const subEn = texts.subEn ?? texts.subZh;
    const subZh = texts.subZh ?? subEn;
    return {
      title: { zh, en },
      subtitle: subEn && subZh ? { zh: subZh, en: subEn } : null,
      volumeNumber,
    };
  }

  private contributors(detail: Element | undefined): OnixContributor[] {
    const result: { sequence: number; contributor: OnixContributor }[] = [];
    for (const [index, element] of (detail ? children(detail, 'Contributor') : []).entries()) {
      const roleElement = this.required(element, 'ContributorRole');
      if (!roleElement) continue;
      const roleCode = textOf(roleElement);
      const role = lookup<ContributorRole>(codes.contributorRoles, roleCode);
      if (!role) {
        // A role the portal's four do not name (a translator, an illustrator...) is a real
        // contribution, not a fault of the record: it is left out of the credits (README.md).
        if (!roleCode || !/^[A-EZ]\d\d$/.test(roleCode)) this.unknownCode(roleElement, '17');
        else {
          const who = contributorName(element) ?? '';
          this.note(
            roleElement,
            `${who}（角色 ${roleCode}）不是作者、编者、分卷编者或丛书主编：未列入署名`,
            `${who} (role ${roleCode}) is not an author, editor, volume editor or general editor: left out of the credits`,
          );
        }
        continue;
      }
      const name = contributorName(element);
      if (!name) {
        this.fail(element, '贡献者缺少姓名', 'A contributor has no name');
        continue;
      }
      const portalId = children(element, 'NameIdentifier').find(
        (id) =>
          childText(id, 'NameIDType') === '01' &&
          childText(id, 'IDTypeName') === PORTAL_CONTRIBUTOR_ID,
      );
      const affiliation = child(element, 'ProfessionalAffiliation');
      result.push({
        sequence: positiveInteger(childText(element, 'SequenceNumber')) ?? index + 1,
        contributor: {
          role,
          name,
          affiliation: affiliation ? childText(affiliation, 'Affiliation') : null,
          portalId: portalId ? positiveInteger(childText(portalId, 'IDValue')) : null,
        },
      });
    }
    return result.sort((a, b) => a.sequence - b.sequence).map((r) => r.contributor);
  }

  private series(detail: Element | undefined): OnixSeries | null {
    const collection = (detail ? children(detail, 'Collection') : []).find(
      (c) => childText(c, 'CollectionType') === '10',
    );
    if (!collection) return null;
    let portalId: number | null = null;
    let issn: string | null = null;
    for (const identifier of children(collection, 'CollectionIdentifier')) {
      const type = childText(identifier, 'CollectionIDType');
      const value = childText(identifier, 'IDValue') ?? '';
      if (type === '01' && childText(identifier, 'IDTypeName') === PORTAL_SERIES_ID) {
        portalId = positiveInteger(value);
      } else if (type === '02') {
        const compact = value.replace(/-/g, '').toUpperCase();
        if (!issnValid(compact)) {
          this.fail(
            child(identifier, 'IDValue') ?? identifier,
            `“${value}”不是有效的 ISSN（校验位错误或格式不对）`,
            `"${value}" is not a valid ISSN (wrong check digit or form)`,
          );
        } else issn = `${compact.slice(0, 4)}-${compact.slice(4)}`;
      }
    }
    let en: string | null = null;
    let zh: string | null = null;
    let number: number | null = null;
    // The series' title is at level 02 of the collection's own TitleDetail, or (ONIX 3.0 allows
    // either) of the product's; the book's number in it is that element's PartNumber, else the
    // PartNumber of the collection's level 01 element.
    const collectionTitles = children(collection, 'TitleDetail');
    const productTitles = (detail ? children(detail, 'TitleDetail') : []).filter(
      (titleDetail) => childText(titleDetail, 'TitleType') === '01',
    );
    for (const titleDetail of collectionTitles.length ? collectionTitles : productTitles) {
      const type = childText(titleDetail, 'TitleType');
      const element = atLevel(titleDetail, '02');
      const title = element && titleOf(element);
      if (title && (type === '06' || title.chinese)) zh ??= title.text;
      else if (title) en ??= title.text;
      number ??=
        positiveInteger(element ? childText(element, 'PartNumber') : null) ??
        (collectionTitles.length
          ? positiveInteger(childText(atLevel(titleDetail, '01') ?? titleDetail, 'PartNumber'))
          : null);
    }
    const titleEn = en ?? zh;
    if (!titleEn) {
      this.fail(collection, '丛书（Collection）缺少名称', 'The series (Collection) has no title');
      return null;
    }
    return { portalId, issn, title: { zh: zh ?? titleEn, en: titleEn }, number };
  }

  private language(detail: Element | undefined): BookLanguage | null {
    const found = new Set<string>();
    for (const element of detail ? children(detail, 'Language') : []) {
      if (childText(element, 'LanguageRole') !== '01') continue;
      const code = child(element, 'LanguageCode');
      const language = lookup<'en' | 'zh'>(codes.languages, textOf(code ?? undefined));
      if (language) found.add(language);
      else if (code) this.unknownCode(code, '74');
    }
    if (found.size === 2) return 'zh-en';
    return found.has('zh') ? 'zh' : found.has('en') ? 'en' : null;
  }

  private pageCount(detail: Element | undefined): number | null {
    for (const extent of detail ? children(detail, 'Extent') : []) {
      if (!['00', '06', '07', '11'].includes(childText(extent, 'ExtentType') ?? '')) continue;
      if (childText(extent, 'ExtentUnit') !== '03') continue;
      const value = child(extent, 'ExtentValue');
      const pages = positiveInteger(textOf(value));
      if (pages === null) {
        this.fail(
          value ?? extent,
          '页数必须是正整数',
          'The page count must be a positive whole number',
        );
      }
      return pages;
    }
    return null;
  }

  private msc(detail: Element | undefined): string[] {
    const codesRead: string[] = [];
    for (const subject of detail ? children(detail, 'Subject') : []) {
      if (childText(subject, 'SubjectSchemeIdentifier') !== '24') continue;
      if (!MSC_SCHEME_NAME.test(childText(subject, 'SubjectSchemeName') ?? '')) continue;
      const codeElement = child(subject, 'SubjectCode');
      const code = textOf(codeElement);
      if (!code || !MSC_CODE.test(code) || !MSC_AREAS.has(code.slice(0, 2))) {
        this.fail(
          codeElement ?? subject,
          `“${code ?? ''}”不是 MSC 2020 分类号`,
          `"${code ?? ''}" is not an MSC 2020 code`,
        );
      } else if (!codesRead.includes(code)) codesRead.push(code);
    }
    return codesRead;
  }

  private description(): LocalizedText | null {
    const collateral = child(this.product, 'CollateralDetail');
    const texts = (collateral ? children(collateral, 'TextContent') : [])
      .filter((content) => ['03', '02'].includes(childText(content, 'TextType') ?? ''))
      .flatMap((content) => children(content, 'Text'));
    const zh = textOf(texts.find(isChinese));
    const en = textOf(texts.find((text) => !isChinese(text)));
    const either = en ?? zh;
    return either ? { zh: zh ?? either, en: en ?? either } : null;
  }

  private publishing() {
    const detail = this.required(this.product, 'PublishingDetail');
    if (!detail) return null;
    const statusElement = this.required(detail, 'PublishingStatus');
    const status = statusElement
      ? lookup<PublishStatus>(codes.publishingStatuses, textOf(statusElement))
      : undefined;
    if (statusElement && !status) this.unknownCode(statusElement, '64');
    const dates = children(detail, 'PublishingDate');
    const dateOf = dates.find((d) => childText(d, 'PublishingDateRole') === '01');
    if (!dateOf) {
      this.fail(
        detail,
        '缺少出版日期（PublishingDateRole 01 的 PublishingDate）',
        'No publication date (a PublishingDate of PublishingDateRole 01)',
        'Product/PublishingDetail/PublishingDate',
      );
      return null;
    }
    const dateElement = this.required(dateOf, 'Date');
    if (!dateElement || !status) return null;
    const format = dateElement.getAttribute('dateformat') || childText(dateOf, 'DateFormat');
    const text = textOf(dateElement) ?? '';
    const date = onixDate(text, format);
    if (!date) {
      this.fail(dateElement, `“${text}”不是真实存在的日期`, `"${text}" is not a real date`);
      return null;
    }
    return { status, date };
  }

  private prices() {
    const found: Partial<Record<'CNY' | 'USD', number>> = {};
    for (const supply of children(this.product, 'ProductSupply')) {
      for (const supplyDetail of children(supply, 'SupplyDetail')) {
        for (const price of children(supplyDetail, 'Price')) {
          const currency = childText(price, 'CurrencyCode');
          if (currency !== 'CNY' && currency !== 'USD') continue;
          const amountElement = child(price, 'PriceAmount');
          const amount = textOf(amountElement);
          if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) {
            this.fail(
              amountElement ?? price,
              `价格“${amount ?? ''}”不是非负金额（最多两位小数）`,
              `The price "${amount ?? ''}" is not an amount of money (at most two decimals, not negative)`,
            );
            continue;
          }
          found[currency] ??= Number(amount);
        }
      }
    }
    const [only, ...others] = Object.keys(found);
    if (!only) {
      this.note(
        this.product,
        '没有人民币或美元价格：保留图书已有的价格；新书显示为非卖品',
        "No price in CNY or USD: the book's stored prices are kept; a new book is shown as not for sale",
      );
    } else if (!others.length) {
      const other = only === 'CNY' ? 'USD' : 'CNY';
      this.note(
        this.product,
        `只有 ${only} 价格：${other} 价格保留已有的，或按 1 美元兑 ${CNY_PER_USD} 元换算`,
        `A price in ${only} only: the ${other} price is the book's stored one, or converted at ${CNY_PER_USD} yuan to the dollar`,
      );
    }
    return { listPrice: found.CNY ?? null, listPriceUsd: found.USD ?? null };
  }

  private related(): OnixRelation[] {
    const material = child(this.product, 'RelatedMaterial');
    const result: OnixRelation[] = [];
    for (const relation of material ? children(material, 'RelatedProduct') : []) {
      const relationCodes = children(relation, 'ProductRelationCode').map((c) => textOf(c) ?? '');
      for (const identifier of children(relation, 'ProductIdentifier')) {
        if (!['15', '03'].includes(childText(identifier, 'ProductIDType') ?? '')) continue;
        const value = child(identifier, 'IDValue');
        const reading = readIsbn13(textOf(value) ?? '');
        if ('problem' in reading)
          this.fail(value ?? identifier, reading.problem.zh, reading.problem.en);
        else result.push({ codes: relationCodes, digits: reading.digits });
      }
    }
    return result;
  }

  read(): OnixProduct | null | typeof NOT_A_BOOK {
    const detail = this.required(this.product, 'DescriptiveDetail');
    const form = this.form(detail);
    if (form === NOT_A_BOOK) return NOT_A_BOOK;
    const identity = this.isbn();
    const titles = this.titles(detail);
    const editionText = detail ? childText(detail, 'EditionNumber') : null;
    const edition = positiveInteger(editionText);
    if (editionText !== null && edition === null && detail) {
      this.fail(
        child(detail, 'EditionNumber') ?? detail,
        '版次必须是正整数',
        'The edition number must be a positive whole number',
      );
    }
    const product = {
      contributors: this.contributors(detail),
      series: this.series(detail),
      language: this.language(detail),
      pageCount: this.pageCount(detail),
      msc: this.msc(detail),
      description: this.description(),
      publishing: this.publishing(),
      prices: this.prices(),
      related: this.related(),
    };
    if (!identity || !form || !titles || !product.publishing) return null;
    if (this.problems.length) return null;
    return {
      line: positionOf(this.product).line,
      ...identity,
      ...form,
      ...titles,
      contributors: product.contributors,
      series: product.series,
      edition,
      language: product.language,
      pageCount: product.pageCount,
      msc: product.msc,
      description: product.description,
      status: product.publishing.status,
      publishDate: product.publishing.date,
      ...product.prices,
      related: product.related,
    };
  }
}

/** Whether an ISSN (eight characters, no hyphen) has its check digit right. */
export function issnValid(compact: string): boolean {
  if (!/^\d{7}[\dX]$/.test(compact)) return false;
  const sum = [...compact.slice(0, 7)].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return compact[7] === (check === 10 ? 'X' : String(check));
}

/** The products of a message, read; problems for any product that is wrong. */
export function readProducts(root: Element): {
  products: OnixProduct[];
  problems: ImportProblem[];
  notices: ImportProblem[];
} {
  const problems: ImportProblem[] = [];
  const notices: ImportProblem[] = [];
  const products: OnixProduct[] = [];
  const release = root.getAttribute('release');
  if (release && !release.startsWith('3')) {
    return {
      products,
      notices,
      problems: [
        problemAt(
          root,
          {
            zh: `只支持 ONIX 3.0，此消息为 ${release} 版`,
            en: `Only ONIX 3.0 is read; this message is release ${release}`,
          },
          'ONIXMessage/@release',
        ),
      ],
    };
  }
  for (const element of children(root, 'Product')) {
    const reader = new ProductReader(element);
    const product = reader.read();
    problems.push(...reader.problems);
    notices.push(...reader.notices);
    if (product && product !== NOT_A_BOOK) products.push(product);
  }
  if (!products.length && !problems.length) {
    problems.push(
      problemAt(
        root,
        { zh: '消息中没有图书的 Product', en: 'The message holds no Product that is a book' },
        'Product',
      ),
    );
  }
  // In the file's order: a product's contributors are noted before its price.
  notices.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { products, problems, notices };
}

/**
 * The books of a message: products that name each other as another medium of one book are its
 * editions (print first); a set's volumes name their set.
 */
export function groupBooks(products: readonly OnixProduct[]): OnixBook[] {
  const byDigits = new Map(products.map((p) => [p.digits, p]));
  const group = new Map<string, string>(products.map((p) => [p.digits, p.digits]));
  const find = (digits: string): string => {
    const parent = group.get(digits) ?? digits;
    return parent === digits ? digits : find(parent);
  };
  for (const product of products) {
    for (const relation of product.related) {
      if (relation.codes.some((c) => SAME_BOOK.has(c)) && byDigits.has(relation.digits)) {
        group.set(find(relation.digits), find(product.digits));
      }
    }
  }
  const books = new Map<string, OnixProduct[]>();
  for (const product of products) {
    const root = find(product.digits);
    books.set(root, [...(books.get(root) ?? []), product]);
  }
  const includedBy = new Map<string, { set: string; position: number }>();
  for (const product of products) {
    product.related
      .filter((relation) => relation.codes.includes(INCLUDES))
      .forEach((relation, index) =>
        includedBy.set(relation.digits, { set: product.digits, position: index + 1 }),
      );
  }
  return [...books.values()].map((editions) => {
    const ordered = [...editions].sort(
      (a, b) => Number(a.medium === 'electronic') - Number(b.medium === 'electronic'),
    );
    const primary = ordered[0] as OnixProduct;
    const partOf = ordered
      .flatMap((p) => p.related)
      .find((relation) => relation.codes.includes(IS_PART_OF));
    const included = ordered.map((p) => includedBy.get(p.digits)).find(Boolean);
    return {
      products: ordered,
      parentDigits: partOf?.digits ?? included?.set ?? null,
      volumeNumber: primary.volumeNumber ?? (partOf ? null : (included?.position ?? null)),
    };
  });
}

/** Sets before their volumes, so a volume's set is written first. */
export function setsFirst(books: readonly OnixBook[]): OnixBook[] {
  const inMessage = new Set(books.flatMap((b) => b.products.map((p) => p.digits)));
  return [
    ...books.filter((b) => !b.parentDigits || !inMessage.has(b.parentDigits)),
    ...books.filter((b) => b.parentDigits && inMessage.has(b.parentDigits)),
  ];
}
