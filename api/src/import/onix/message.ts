/**
 * A book's ONIX 3.0 record (reference tags): one `Product` per edition, each naming the book's
 * other medium, its set or its volumes, built as a DOM with xmldom and serialized by it. Reading
 * it back (read.ts, write.ts) finds the same book with the same fields: the round trip the
 * import's tests check on every seeded book.
 */
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { PUBLISHER } from '../../config/publisher';
import type { OnixBookSource } from '../../repositories/book-onix-repository';
import { isbnDigits } from '../isbn';
import codes from './codes.json';
import { codeFor, PORTAL_CONTRIBUTOR_ID, PORTAL_SERIES_ID } from './read';
import { ONIX_REFERENCE_NAMESPACE } from './xml';

/** Content of an element: text, child elements, or nothing (the element is left out). */
type Content = string | number | null | undefined | (Node | null)[];
interface Node {
  name: string;
  attributes?: Record<string, string>;
  content: Content;
}

const el = (name: string, content: Content, attributes?: Record<string, string>): Node | null =>
  content === null || content === undefined || content === ''
    ? null
    : { name, content, attributes };

function append(document: Document, parent: Element, node: Node | null) {
  if (!node) return;
  const element = document.createElementNS(ONIX_REFERENCE_NAMESPACE, node.name);
  for (const [name, value] of Object.entries(node.attributes ?? {}))
    element.setAttribute(name, value);
  if (Array.isArray(node.content)) {
    for (const child of node.content) append(document, element, child);
  } else element.appendChild(document.createTextNode(String(node.content)));
  parent.appendChild(element);
}

const LANGUAGE_CODES = { en: ['eng'], zh: ['chi'], 'zh-en': ['chi', 'eng'] } as const;
/** `RelatedProduct` codes (list 51) from a book's print edition to its e-book and back. */
const RELATION_TO_MEDIUM = { electronic: '27', print: '13' } as const;

const productIdentifier = (isbn: string) =>
  el('ProductIdentifier', [el('ProductIDType', '15'), el('IDValue', isbnDigits(isbn))]);

const titleElement = (
  level: '01' | '02',
  partNumber: number | null,
  title: string,
  subtitle: string | null,
  language: string,
) =>
  el('TitleElement', [
    el('TitleElementLevel', level),
    el('PartNumber', partNumber),
    el('TitleText', title, { language }),
    el('Subtitle', subtitle, { language }),
  ]);

function collection(book: OnixBookSource) {
  const { series } = book;
  if (!series) return null;
  return el('Collection', [
    el('CollectionType', '10'),
    el('CollectionIdentifier', [
      el('CollectionIDType', '01'),
      el('IDTypeName', PORTAL_SERIES_ID),
      el('IDValue', series.id),
    ]),
    series.issn
      ? el('CollectionIdentifier', [el('CollectionIDType', '02'), el('IDValue', series.issn)])
      : null,
    el('TitleDetail', [
      el('TitleType', '01'),
      titleElement('02', book.series_number, series.title_en, null, 'eng'),
    ]),
    el('TitleDetail', [
      el('TitleType', '06'),
      titleElement('02', null, series.title_zh, null, 'chi'),
    ]),
  ]);
}

function product(book: OnixBookSource, edition: OnixBookSource['editions'][number]): Node | null {
  const published = book.publish_status === 'published';
  const others = book.editions.filter((e) => e.medium !== edition.medium);
  return el('Product', [
    el('RecordReference', `${PUBLISHER.isbnPrefix}:book-${book.id}-${edition.medium}`),
    el('NotificationType', '03'),
    productIdentifier(edition.isbn),
    el('DescriptiveDetail', [
      el('ProductComposition', book.volume_isbns.length ? '10' : '00'),
      el('ProductForm', codeFor(codes.productForms, edition.binding)),
      collection(book),
      el('TitleDetail', [
        el('TitleType', '01'),
        titleElement('01', book.volume_number, book.title_en, book.subtitle_en, 'eng'),
      ]),
      el('TitleDetail', [
        el('TitleType', '06'),
        titleElement('01', null, book.title_zh, book.subtitle_zh, 'chi'),
      ]),
      ...book.credits.map((credit, index) =>
        el('Contributor', [
          el('SequenceNumber', index + 1),
          el('ContributorRole', codeFor(codes.contributorRoles, credit.role)),
          el('NameIdentifier', [
            el('NameIDType', '01'),
            el('IDTypeName', PORTAL_CONTRIBUTOR_ID),
            el('IDValue', credit.contributor_id),
          ]),
          el('PersonName', credit.name),
          el(
            'ProfessionalAffiliation',
            credit.affiliation && [el('Affiliation', credit.affiliation)],
          ),
        ]),
      ),
      el('EditionNumber', book.edition),
      ...LANGUAGE_CODES[book.language].map((code) =>
        el('Language', [el('LanguageRole', '01'), el('LanguageCode', code)]),
      ),
      book.page_count
        ? el('Extent', [
            el('ExtentType', '00'),
            el('ExtentValue', book.page_count),
            el('ExtentUnit', '03'),
          ])
        : null,
      ...book.msc2020.map((code, index) =>
        el('Subject', [
          index === 0 ? el('MainSubject', []) : null,
          el('SubjectSchemeIdentifier', '24'),
          el('SubjectSchemeName', 'MSC2020'),
          el('SubjectCode', code),
        ]),
      ),
    ]),
    book.description_en || book.description_zh
      ? el('CollateralDetail', [
          el('TextContent', [
            el('TextType', '03'),
            el('ContentAudience', '00'),
            el('Text', book.description_en, { language: 'eng', textformat: '06' }),
            el('Text', book.description_zh, { language: 'chi', textformat: '06' }),
          ]),
        ])
      : null,
    el('PublishingDetail', [
      el('Publisher', [el('PublishingRole', '01'), el('PublisherName', PUBLISHER.name.en)]),
      el('PublishingStatus', codeFor(codes.publishingStatuses, book.publish_status)),
      el('PublishingDate', [
        el('PublishingDateRole', '01'),
        el('Date', book.publish_date.replaceAll('-', ''), { dateformat: '00' }),
      ]),
    ]),
    others.length || book.set_isbn || book.volume_isbns.length
      ? el('RelatedMaterial', [
          ...others.map((other) =>
            el('RelatedProduct', [
              el('ProductRelationCode', RELATION_TO_MEDIUM[other.medium]),
              productIdentifier(other.isbn),
            ]),
          ),
          book.set_isbn
            ? el('RelatedProduct', [
                el('ProductRelationCode', '02'),
                productIdentifier(book.set_isbn),
              ])
            : null,
          ...book.volume_isbns.map((isbn) =>
            el('RelatedProduct', [el('ProductRelationCode', '01'), productIdentifier(isbn)]),
          ),
        ])
      : null,
    el('ProductSupply', [
      el('SupplyDetail', [
        el('Supplier', [el('SupplierRole', '01'), el('SupplierName', PUBLISHER.name.en)]),
        // List 65: 21 in stock, 10 not yet available.
        el('ProductAvailability', published ? '21' : '10'),
        el('Price', [
          el('PriceType', '01'),
          el('PriceAmount', edition.list_price.toFixed(2)),
          el('CurrencyCode', 'CNY'),
        ]),
        el('Price', [
          el('PriceType', '01'),
          el('PriceAmount', edition.list_price_usd.toFixed(2)),
          el('CurrencyCode', 'USD'),
        ]),
      ]),
    ]),
  ]);
}

/** The ONIX 3.0 message of one book, as XML text. */
export function writeOnixMessage(book: OnixBookSource, sent: Date): string {
  const document = new DOMImplementation().createDocument(
    ONIX_REFERENCE_NAMESPACE,
    'ONIXMessage',
    null,
  );
  const root = document.documentElement;
  if (!root) throw new Error('xmldom made a document without its root');
  root.setAttribute('release', '3.0');
  append(
    document,
    root,
    el('Header', [
      el('Sender', [el('SenderName', PUBLISHER.name.en)]),
      el('SentDateTime', sent.toISOString().replace(/[-:]/g, '').slice(0, 13) + 'Z'),
    ]),
  );
  for (const edition of book.editions) append(document, root, product(book, edition));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document)}`;
}
