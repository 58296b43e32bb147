/**
 * An article of the portal as JATS 1.3 (Journal Publishing tag set): everything the catalogue
 * holds about it, so that reading the export back (./read.ts) gives exactly what is stored. The
 * body is written only for readers who may read the full text.
 */
import {
  DOMImplementation,
  DOMParser,
  XMLSerializer,
  type Document,
  type Element,
} from '@xmldom/xmldom';
import type { StoredArticle } from '../../repositories/article-content-repository';
import { PORTAL_ID_AUTHORITY } from './read';

const DOCTYPE = {
  pubID: '-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN',
  sysID: 'https://jats.nlm.nih.gov/publishing/1.3/JATS-journalpublishing1-3.dtd',
};
const XLINK = 'http://www.w3.org/1999/xlink';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const ALI = 'http://www.niso.org/schemas/ali/1.0/';
const XML = 'http://www.w3.org/XML/1998/namespace';
const NAMESPACES: Readonly<Record<string, string>> = { xml: XML, xlink: XLINK, ali: ALI };

/**
 * Elements made on xmldom's DOM and written by its serializer, which escapes text and attribute
 * values: `ele` adds a child element (prefixed names and attributes in their namespaces), `txt`
 * a text node; both answer the element to go on with.
 */
class Builder {
  constructor(readonly element: Element) {}

  private get document(): Document {
    const document = this.element.ownerDocument;
    if (!document) throw new Error('an element outside a document');
    return document;
  }

  ele(name: string, attributes: Readonly<Record<string, string>> = {}): Builder {
    const prefix = name.includes(':') ? name.split(':')[0] : undefined;
    const namespace = prefix ? NAMESPACES[prefix] : undefined;
    const element = namespace
      ? this.document.createElementNS(namespace, name)
      : this.document.createElement(name);
    this.element.appendChild(element);
    return new Builder(element).att(attributes);
  }

  att(attributes: Readonly<Record<string, string>>): Builder {
    for (const [attribute, value] of Object.entries(attributes)) {
      const namespace = NAMESPACES[attribute.split(':')[0] ?? ''];
      if (attribute.includes(':') && namespace) {
        this.element.setAttributeNS(namespace, attribute, value);
      } else {
        this.element.setAttribute(attribute, value);
      }
    }
    return this;
  }

  txt(text: string): Builder {
    this.element.appendChild(this.document.createTextNode(text));
    return this;
  }
}
type XMLBuilder = Builder;

/** `$...$` not preceded by a backslash, as the site's TeX splitter reads it (lib/tex-markup.ts). */
const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** The journal as the export names it (the catalogue's journal row, in part). */
export interface ExportJournal {
  abbreviation: string;
  title_zh: string;
  title_en: string;
  publisher_en: string;
}

/** Text with `$...$` as the site keeps it, written as text and `inline-formula`s of TeX. */
function addText(parent: XMLBuilder, text: string): XMLBuilder {
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    if (match.index > last) parent.txt(text.slice(last, match.index));
    parent
      .ele('inline-formula')
      .ele('tex-math')
      .txt(match[1] ?? '');
    last = match.index + match[0].length;
  }
  if (last < text.length) parent.txt(text.slice(last));
  return parent;
}

function addDate(
  parent: XMLBuilder,
  name: 'date' | 'pub-date',
  iso: string,
  attributes: Record<string, string>,
) {
  const [year = '', month = '', day = ''] = iso.split('-');
  const date = parent.ele(name, { ...attributes, 'iso-8601-date': iso });
  date.ele('day').txt(day);
  date.ele('month').txt(month);
  date.ele('year').txt(year);
}

function addAbstract(parent: XMLBuilder, name: string, text: string, lang?: string) {
  const abstract = parent.ele(name, lang ? { 'xml:lang': lang } : {});
  for (const paragraph of text.split('\n\n')) addText(abstract.ele('p'), paragraph);
}

const nameParts = (name: string) => {
  const words = name.split(' ');
  const surname = words.pop() ?? name;
  return { surname, given: words.join(' ') };
};

/** The reference list, each with its id (which the body's citations name) and identifiers. */
function addReferences(back: XMLBuilder, references: StoredArticle['content']['references']) {
  const list = back.ele('ref-list');
  const ids = new Set(references.map((reference) => reference.ref_id));
  references.forEach((reference, index) => {
    // A reference the file gave no id gets its number, unless another reference has that id.
    const id = reference.ref_id ?? (ids.has(`r${index + 1}`) ? `ref${index + 1}` : `r${index + 1}`);
    const citation = list.ele('ref', { id }).ele('mixed-citation');
    addText(citation, reference.text);
    if (reference.doi) {
      citation.txt(' ');
      citation.ele('pub-id', { 'pub-id-type': 'doi' }).txt(reference.doi);
    }
    // As MathSciNet (MR1234567) and zbMATH Open (1234.56789) write them; review-ids.ts reads them.
    if (reference.mr) {
      citation.txt(' ');
      citation.ele('pub-id', { 'pub-id-type': 'mr' }).txt(`MR${reference.mr}`);
    }
    if (reference.zbl) {
      citation.txt(' ');
      citation.ele('pub-id', { 'pub-id-type': 'zbl' }).txt(reference.zbl);
    }
  });
}

/** The `fn-group`s of a stored back (`articles.back_jats`). */
const footnoteGroups = (backJats: string): Element[] =>
  Array.from(
    new DOMParser().parseFromString(backJats, 'text/xml').documentElement?.childNodes ?? [],
  ).filter((node): node is Element => node.nodeType === node.ELEMENT_NODE);

/**
 * The JATS of `stored`; `withBody` when the reader may read the full text. An article without a
 * Chinese translation keeps the original in its Chinese columns, so a translation is written only
 * where the two languages differ.
 */
export function articleJats(
  stored: StoredArticle,
  journal: ExportJournal,
  withBody: boolean,
): string {
  const { content } = stored;
  const a = content.article;
  const implementation = new DOMImplementation();
  const document = implementation.createDocument(
    null,
    'article',
    // The serializer writes the ids as given: a PubidLiteral and a SystemLiteral carry their quotes.
    implementation.createDocumentType('article', `"${DOCTYPE.pubID}"`, `"${DOCTYPE.sysID}"`),
  );
  if (!document.documentElement) throw new Error('no root element made');
  const root = new Builder(document.documentElement);
  for (const [prefix, namespace] of [
    ['xlink', XLINK],
    ['mml', MATHML],
    ['ali', ALI],
  ] as const) {
    root.element.setAttributeNS('http://www.w3.org/2000/xmlns/', `xmlns:${prefix}`, namespace);
  }
  root.att({
    'dtd-version': '1.3',
    'article-type': a.article_type,
    'xml:lang': 'en',
  });
  const front = root.ele('front');

  const journalMeta = front.ele('journal-meta');
  for (const abbreviation of content.journal.abbreviations) {
    journalMeta.ele('journal-id', { 'journal-id-type': 'publisher-id' }).txt(abbreviation);
  }
  const journalTitles = journalMeta.ele('journal-title-group');
  journalTitles.ele('journal-title').txt(journal.title_en);
  journalTitles
    .ele('trans-title-group', { 'xml:lang': 'zh' })
    .ele('trans-title')
    .txt(journal.title_zh);
  const [printIssn, onlineIssn] = content.journal.issns;
  if (printIssn) journalMeta.ele('issn', { 'publication-format': 'print' }).txt(printIssn);
  if (onlineIssn) journalMeta.ele('issn', { 'publication-format': 'electronic' }).txt(onlineIssn);
  if (journal.publisher_en) {
    journalMeta.ele('publisher').ele('publisher-name').txt(journal.publisher_en);
  }

  const meta = front.ele('article-meta');
  if (a.doi) meta.ele('article-id', { 'pub-id-type': 'doi' }).txt(a.doi);
  meta
    .ele('article-id', {
      'pub-id-type': 'publisher-id',
      'assigning-authority': PORTAL_ID_AUTHORITY,
    })
    .txt(String(stored.id));
  if (a.mr_id) meta.ele('article-id', { 'pub-id-type': 'mr' }).txt(a.mr_id);
  if (a.zbl_id) meta.ele('article-id', { 'pub-id-type': 'zbl' }).txt(a.zbl_id);

  const titles = meta.ele('title-group');
  addText(titles.ele('article-title'), a.title_en);
  if (a.subtitle_en) addText(titles.ele('subtitle'), a.subtitle_en);
  if (a.title_zh !== a.title_en || (a.subtitle_zh ?? '') !== (a.subtitle_en ?? '')) {
    const translated = titles.ele('trans-title-group', { 'xml:lang': 'zh' });
    addText(translated.ele('trans-title'), a.title_zh);
    if (a.subtitle_zh) addText(translated.ele('trans-subtitle'), a.subtitle_zh);
  }

  if (content.authors.length) {
    const group = meta.ele('contrib-group');
    content.authors.forEach((author, index) => {
      const contrib = group.ele('contrib', {
        'contrib-type': 'author',
        ...(author.corresponding ? { corresp: 'yes' } : {}),
      });
      if (author.orcid) {
        contrib
          .ele('contrib-id', { 'contrib-id-type': 'orcid', authenticated: 'false' })
          .txt(`https://orcid.org/${author.orcid}`);
      }
      const { surname, given } = nameParts(author.name);
      const name = contrib.ele('name');
      name.ele('surname').txt(surname);
      if (given) name.ele('given-names').txt(given);
      if (author.email) contrib.ele('email').txt(author.email);
      for (const role of author.roles) {
        contrib
          .ele('role', {
            vocab: 'credit',
            'vocab-identifier': 'https://credit.niso.org/',
            'vocab-term': role,
          })
          .txt(role);
      }
      if (author.affiliation_en || author.affiliation_zh) {
        contrib.ele('xref', { 'ref-type': 'aff', rid: `aff${index + 1}` });
      }
    });
    content.authors.forEach((author, index) => {
      if (!author.affiliation_en && !author.affiliation_zh) return;
      const alternatives = group.ele('aff-alternatives', { id: `aff${index + 1}` });
      const versions =
        author.affiliation_zh === author.affiliation_en
          ? [['en', author.affiliation_en]]
          : [
              ['en', author.affiliation_en],
              ['zh', author.affiliation_zh],
            ];
      for (const [lang = 'en', text = ''] of versions) {
        const wrap = alternatives.ele('aff', { 'xml:lang': lang }).ele('institution-wrap');
        if (author.ror)
          wrap.ele('institution-id', { 'institution-id-type': 'ror' }).txt(author.ror);
        wrap.ele('institution').txt(text);
      }
    });
  }

  if (a.published_online_date) {
    addDate(meta, 'pub-date', a.published_online_date, {
      'publication-format': 'electronic',
      'date-type': 'pub',
    });
  }
  if (a.published_date) {
    addDate(meta, 'pub-date', a.published_date, {
      'publication-format': 'print',
      'date-type': 'pub',
    });
  }
  if (content.volume !== null) meta.ele('volume').txt(String(content.volume));
  if (content.issue !== null) meta.ele('issue').txt(String(content.issue));
  if (a.first_page !== null) {
    meta.ele('fpage').txt(String(a.first_page));
    if (a.last_page !== null) meta.ele('lpage').txt(String(a.last_page));
  } else if (a.elocation_id) {
    meta.ele('elocation-id').txt(a.elocation_id);
  }

  if (a.received_date || a.revised_date || a.accepted_date) {
    const history = meta.ele('history');
    if (a.received_date) addDate(history, 'date', a.received_date, { 'date-type': 'received' });
    if (a.revised_date) addDate(history, 'date', a.revised_date, { 'date-type': 'rev-recd' });
    if (a.accepted_date) addDate(history, 'date', a.accepted_date, { 'date-type': 'accepted' });
  }

  if (a.license || a.license_url) {
    const license = meta.ele('permissions').ele('license', {
      ...(a.open_access ? { 'license-type': 'open-access' } : {}),
    });
    if (a.license_url) license.ele('ali:license_ref').txt(a.license_url);
    if (a.license) addText(license.ele('license-p'), a.license);
  }
  if (stored.pdf) {
    meta.ele('self-uri', { 'content-type': 'pdf', 'xlink:href': `article-${stored.id}.pdf` });
  }

  addAbstract(meta, 'abstract', a.abstract_en);
  if (a.abstract_zh !== a.abstract_en) addAbstract(meta, 'trans-abstract', a.abstract_zh, 'zh');
  if (a.keywords_en.length) {
    const group = meta.ele('kwd-group', { 'kwd-group-type': 'author', 'xml:lang': 'en' });
    for (const keyword of a.keywords_en) addText(group.ele('kwd'), keyword);
  }
  if (a.keywords_zh.length && a.keywords_zh.join('\n') !== a.keywords_en.join('\n')) {
    const group = meta.ele('kwd-group', { 'kwd-group-type': 'author', 'xml:lang': 'zh' });
    for (const keyword of a.keywords_zh) addText(group.ele('kwd'), keyword);
  }
  const schemes = [...new Set(content.mscCodes.map((code) => code.scheme))];
  for (const scheme of schemes) {
    const group = meta.ele('kwd-group', { vocab: scheme, 'kwd-group-type': scheme });
    for (const code of content.mscCodes) {
      if (code.scheme === scheme) group.ele('kwd').txt(code.code);
    }
  }
  if (content.funding.length) {
    const funding = meta.ele('funding-group');
    for (const award of content.funding) {
      const group = funding.ele('award-group');
      group.ele('funding-source').txt(award.funder);
      for (const id of award.award_ids) group.ele('award-id').txt(id);
    }
  }

  if (withBody && a.body_jats) {
    const body = new DOMParser().parseFromString(a.body_jats, 'text/xml').documentElement;
    if (body) root.element.appendChild(document.importNode(body, true));
  }
  // The back's footnotes are the full text's, written with the body.
  const footnotes = withBody && a.back_jats ? footnoteGroups(a.back_jats) : [];
  if (footnotes.length || content.references.length) {
    const back = root.ele('back');
    for (const group of footnotes) back.element.appendChild(document.importNode(group, true));
    if (content.references.length) addReferences(back, content.references);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document)}`;
}
