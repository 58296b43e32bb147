/**
 * A JATS article (1.1 to 1.3, archiving or publishing tag set, with or without a DOCTYPE) as the
 * portal keeps an article, with the problems the file has on its own: identifiers whose syntax or
 * check digit is wrong, dates that do not exist or are out of order, pages that make no sense.
 * What needs the catalogue (the journal, the MSC codes, the DOI's owner) is checked when written.
 */
import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import type { ImportProblem } from '../types';
import { slug } from '../../db/seed/journal-articles';
import type {
  ArticleAuthorFields,
  ArticleContent,
} from '../../repositories/article-content-repository';
import type { ArticleStatus, MscScheme } from '../../repositories/catalogue-rows';
import { DOI, REF_ID, bareDoi, monthNumber, realDate, validIssn, validOrcid } from './checks';
import { isElement, squeeze } from '../elements';
import {
  child,
  children,
  descendants,
  fieldOf,
  hrefOf,
  langOf,
  nameOf,
  problemAt,
  textOf,
} from './dom';
import { importMessages } from '../messages';
import { reviewIdOf, type ReviewService } from './review-ids';
import { texText } from './tex';

/**
 * The export names an article without a DOI (an accepted paper) by its id here, as a
 * `publisher-id` this authority assigned, so that importing the export finds it again.
 */
export const PORTAL_ID_AUTHORITY = 'portal';

export interface JatsArticle {
  content: ArticleContent;
  /** The article's id in this portal, when the file is one of its exports without a DOI. */
  portalId: number | null;
  /** The PDF the file names (`self-uri`), by its file name. */
  pdfName: string | null;
  /**
   * The `graphic` of each figure of the body that names its image (`xlink:href`): the one the
   * page shows (jats-body.ts), the first in the figure.
   */
  figures: { href: string; graphic: Element }[];
  /** Where things are, for the problems found when writing. */
  at: {
    journal: Element;
    doi: Element | null;
    volume: Element | null;
    msc: ReadonlyMap<string, Element>;
  };
}

export interface JatsRead {
  article: JatsArticle | null;
  problems: ImportProblem[];
  /** What the file holds that the portal leaves out, refusing nothing (`ReadResult.notices`). */
  notices: ImportProblem[];
}

const MSC_CODE = /[0-9]{2}[A-Z-][0-9xX]{2}/;
const OPEN_LICENCE = /creativecommons\.org\/(?:licenses|publicdomain)\//i;
const OPEN_LICENCE_NAME = /^CC[ -]?(?:BY|0)\b/i;
const serializer = new XMLSerializer();

const attr = (element: Element, name: string) => element.getAttribute(name)?.trim() || null;

/** An ISSN's role by JATS 1.1's `@pub-type` or 1.2+'s `@publication-format`. */
const issnIsPrint = (issn: Element) =>
  /^(?:ppub|print)$/i.test(attr(issn, 'pub-type') ?? attr(issn, 'publication-format') ?? '');

function mscScheme(...names: (string | null)[]): MscScheme {
  const year = names.map((name) => /(2000|2010|2020)/.exec(name ?? '')?.[1]).find(Boolean);
  return year ? (`MSC${year}` as MscScheme) : 'MSC2020';
}

const isMscGroup = (group: Element) =>
  /msc|mathematics subject classification/i.test(
    `${attr(group, 'vocab') ?? ''} ${attr(group, 'kwd-group-type') ?? ''}`,
  );

/** Paragraphs of an abstract as the site keeps them: one blank line between them. */
function abstractText(abstract: Element): string {
  const paragraphs = descendants(abstract, 'p');
  if (!paragraphs.length) return texText(abstract);
  return paragraphs
    .map((p) => texText(p))
    .filter(Boolean)
    .join('\n\n');
}

/** An affiliation's printed text: without its label, ids and the e-mail beside it. */
function affiliationText(aff: Element): string {
  const skipped = new Set(['label', 'institution-id', 'email', 'ext-link', 'uri']);
  const parts: string[] = [];
  const walk = (element: Element) => {
    for (const node of Array.from(element.childNodes)) {
      if (isElement(node)) {
        if (!skipped.has(nameOf(node))) walk(node);
      } else if (node.nodeType === 3 || node.nodeType === 4) {
        parts.push(node.nodeValue ?? '');
      }
    }
  };
  walk(aff);
  return squeeze(parts.join('')).replace(/^[,;\s]+|[,;\s]+$/g, '');
}

const rorOf = (aff: Element) => {
  const id = descendants(aff, 'institution-id').find((element) =>
    /^ror$/i.test(attr(element, 'institution-id-type') ?? ''),
  );
  if (!id) return null;
  const value = textOf(id);
  return value.startsWith('https://ror.org/') ? value : `https://ror.org/${value}`;
};

const personName = (name: Element) =>
  [
    textOf(child(name, 'prefix')),
    textOf(child(name, 'given-names')),
    textOf(child(name, 'surname')),
  ]
    .filter(Boolean)
    .join(' ');

export function readJatsArticle(document: Document): JatsRead {
  const problems: ImportProblem[] = [];
  const notices: ImportProblem[] = [];
  const root = document.documentElement;
  if (!root) return { article: null, problems, notices };
  const problem = (element: Element | null, message: { zh: string; en: string }, field?: string) =>
    problems.push(problemAt(element, field ?? (element ? fieldOf(element) : ''), message));

  const front = child(root, 'front');
  const journalMeta = child(front, 'journal-meta');
  const meta = child(front, 'article-meta');
  if (!front || !journalMeta || !meta) {
    problem(
      root,
      {
        zh: '缺少 front/journal-meta 或 article-meta',
        en: 'front/journal-meta or article-meta is missing',
      },
      'front',
    );
    return { article: null, problems, notices };
  }
  const articleLang = langOf(root) ?? 'en';
  // Affiliations are found by id only for authors that point at one (xref), so the map is made
  // when first asked for: most of a document is its reference list.
  let ids: Map<string, Element> | null = null;
  const byId = (id: string) => {
    ids ??= new Map(
      Array.from(root.getElementsByTagName('*')).flatMap((element) => {
        const value = element.getAttribute('id');
        return value ? [[value, element] as const] : [];
      }),
    );
    return ids.get(id);
  };

  // The journal, by ISSN (print first) and by its abbreviations.
  const issnElements = children(journalMeta, 'issn');
  for (const issn of issnElements) {
    if (!validIssn(textOf(issn))) {
      problem(issn, {
        zh: `ISSN「${textOf(issn)}」无效（格式或校验位错误）`,
        en: `ISSN "${textOf(issn)}" is not valid (its form or check digit is wrong)`,
      });
    }
  }
  const issns = [
    ...issnElements.filter(issnIsPrint),
    ...issnElements.filter((issn) => !issnIsPrint(issn)),
  ].map(textOf);
  const abbreviations = children(journalMeta, 'journal-id')
    .filter((id) => /^(?:publisher-id|nlm-ta|iso-abbrev)$/.test(attr(id, 'journal-id-type') ?? ''))
    .map(textOf)
    .filter(Boolean);

  // Ids.
  let doi: string | null = null;
  let doiElement: Element | null = null;
  let mrId: string | null = null;
  let zblId: string | null = null;
  let portalId: number | null = null;
  for (const id of children(meta, 'article-id')) {
    const type = (attr(id, 'pub-id-type') ?? '').toLowerCase();
    const value = textOf(id);
    if (type === 'doi') {
      doiElement = id;
      doi = bareDoi(value);
      if (!DOI.test(doi)) {
        problem(id, { zh: `DOI「${value}」格式无效`, en: `DOI "${value}" is not a valid DOI` });
      }
    } else if (type === 'mr') mrId = value || null;
    else if (type === 'zbl' || type === 'zbmath') zblId = value || null;
    else if (type === 'publisher-id' && attr(id, 'assigning-authority') === PORTAL_ID_AUTHORITY) {
      portalId = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
    }
  }

  // Titles: the original in the article's language, translations by theirs.
  const titleGroup = child(meta, 'title-group');
  const titles = new Map<string, { title: string; subtitle: string | null }>();
  const articleTitle = child(titleGroup, 'article-title');
  if (!articleTitle || !texText(articleTitle)) {
    problem(
      articleTitle ?? titleGroup ?? meta,
      { zh: '缺少文章标题', en: 'The article title is missing' },
      'article-meta/title-group/article-title',
    );
  }
  const originalLang = (articleTitle && langOf(articleTitle)) ?? articleLang;
  const subtitleOf = (element: Element | null) => (element ? texText(element) || null : null);
  titles.set(originalLang, {
    title: texText(articleTitle),
    subtitle: subtitleOf(child(titleGroup, 'subtitle')),
  });
  for (const group of titleGroup ? children(titleGroup, 'trans-title-group') : []) {
    const lang = langOf(group) ?? langOf(child(group, 'trans-title') ?? group);
    if (!lang || titles.has(lang)) continue;
    titles.set(lang, {
      title: texText(child(group, 'trans-title')),
      subtitle: subtitleOf(child(group, 'trans-subtitle')),
    });
  }
  const original = titles.get(originalLang) ?? { title: '', subtitle: null };
  const titleIn = (lang: string) => {
    const found = titles.get(lang);
    return found?.title ? found : original;
  };
  const subtitle = {
    zh: titleIn('zh').subtitle ?? original.subtitle,
    en: titleIn('en').subtitle ?? original.subtitle,
  };

  // Abstracts: the first one that is not a teaser or graphical, and the translations.
  const abstracts = new Map<string, string>();
  const abstract =
    children(meta, 'abstract').find(
      (a) => !/teaser|graphical|toc/i.test(attr(a, 'abstract-type') ?? ''),
    ) ?? null;
  if (abstract) abstracts.set(langOf(abstract) ?? originalLang, abstractText(abstract));
  for (const trans of children(meta, 'trans-abstract')) {
    const lang = langOf(trans);
    if (lang && !abstracts.has(lang)) abstracts.set(lang, abstractText(trans));
  }
  const originalAbstract = abstracts.get(originalLang) ?? [...abstracts.values()][0] ?? '';

  // Keywords by language, and MSC codes (kwd-group with an MSC vocabulary, AMS's msc elements).
  const keywords = new Map<string, string[]>();
  const msc: { scheme: MscScheme; code: string; element: Element }[] = [];
  for (const group of children(meta, 'kwd-group')) {
    if (isMscGroup(group)) {
      const scheme = mscScheme(
        attr(group, 'vocab'),
        attr(group, 'kwd-group-type'),
        attr(group, 'vocab-identifier'),
      );
      for (const kwd of children(group, 'kwd')) {
        msc.push({ scheme, code: MSC_CODE.exec(textOf(kwd))?.[0] ?? textOf(kwd), element: kwd });
      }
      continue;
    }
    const lang = langOf(group) ?? originalLang;
    const words = children(group, 'kwd')
      .map((kwd) => texText(kwd))
      .filter(Boolean);
    keywords.set(lang, [...(keywords.get(lang) ?? []), ...words]);
  }
  for (const code of descendants(meta, 'msc')) {
    const parent = code.parentNode && isElement(code.parentNode) ? code.parentNode : null;
    const scheme = mscScheme(
      attr(code, 'scheme'),
      attr(code, 'vocab'),
      attr(code, 'year'),
      parent && attr(parent, 'scheme'),
      parent && attr(parent, 'vocab'),
    );
    msc.push({ scheme, code: MSC_CODE.exec(textOf(code))?.[0] ?? textOf(code), element: code });
  }
  for (const { code, element } of msc) {
    if (!/^[0-9]{2}[A-Z-][0-9xX]{2}$/.test(code)) {
      problem(element, {
        zh: `MSC 分类号「${code}」格式无效`,
        en: `MSC code "${code}" is not an MSC code`,
      });
    }
  }
  const uniqueMsc = msc.filter(
    (entry, index) =>
      msc.findIndex((other) => other.scheme === entry.scheme && other.code === entry.code) ===
      index,
  );
  const originalKeywords = keywords.get(originalLang) ?? [];

  // Dates: history, then publication (1.1's @pub-type, 1.2+'s @date-type/@publication-format).
  const dateOf = (element: Element | null | undefined): string | null => {
    if (!element) return null;
    const iso = attr(element, 'iso-8601-date');
    const [isoYear, isoMonth, isoDay] = (iso ?? '').split('-').map(Number);
    const year = iso ? isoYear : Number(textOf(child(element, 'year')));
    const month = iso ? (isoMonth ?? 1) : monthNumber(textOf(child(element, 'month')) || '1');
    const day = iso ? (isoDay ?? 1) : Number(textOf(child(element, 'day')) || 1);
    const date = realDate(year ?? NaN, month, day);
    if (!date) {
      problem(element, {
        zh: `日期 ${iso ?? `${year}-${month}-${day}`} 不存在`,
        en: `The date ${iso ?? `${year}-${month}-${day}`} does not exist`,
      });
    }
    return date;
  };
  const history = new Map<string, Element>();
  for (const date of children(child(meta, 'history') ?? meta, 'date')) {
    const type = attr(date, 'date-type');
    if (type && !history.has(type)) history.set(type, date);
  }
  const pubDates = new Map<'epub' | 'ppub' | 'collection', Element>();
  for (const date of children(meta, 'pub-date')) {
    const pubType = attr(date, 'pub-type');
    const dateType = attr(date, 'date-type');
    const format = attr(date, 'publication-format');
    // Other pub-types (a cover date, a manuscript's deposit) date none of the three.
    const kinds: ('epub' | 'ppub' | 'collection')[] =
      pubType === 'epub-ppub'
        ? ['epub', 'ppub']
        : pubType === 'epub' || pubType === 'ppub' || pubType === 'collection'
          ? [pubType]
          : pubType
            ? []
            : dateType === 'collection'
              ? ['collection']
              : format === 'print'
                ? ['ppub']
                : ['epub'];
    for (const kind of kinds) if (!pubDates.has(kind)) pubDates.set(kind, date);
  }
  const receivedAt = history.get('received') ?? null;
  const revisedAt = history.get('rev-recd') ?? history.get('revised') ?? null;
  const acceptedAt = history.get('accepted') ?? null;
  const received = dateOf(receivedAt);
  const revised = dateOf(revisedAt);
  const accepted = dateOf(acceptedAt);
  const epub = dateOf(pubDates.get('epub'));
  const printed = dateOf(pubDates.get('ppub') ?? pubDates.get('collection'));
  // Where it is printed: volume, issue, pages or elocation-id.
  const numberOf = (element: Element | null, what: { zh: string; en: string }) => {
    if (!element) return null;
    const text = textOf(element);
    if (/^[1-9][0-9]{0,8}$/.test(text)) return Number(text);
    problem(element, {
      zh: `${what.zh}「${text}」不是正整数`,
      en: `The ${what.en} "${text}" is not a positive whole number`,
    });
    return null;
  };
  const volumeElement = child(meta, 'volume');
  const volume = numberOf(volumeElement, { zh: '卷号', en: 'volume' });
  const issue = numberOf(child(meta, 'issue'), { zh: '期号', en: 'issue' });
  const fpage = numberOf(child(meta, 'fpage'), { zh: '起始页', en: 'first page' });
  const lpage = numberOf(child(meta, 'lpage'), { zh: '结束页', en: 'last page' });
  if (fpage !== null && lpage !== null && lpage < fpage) {
    problem(child(meta, 'lpage'), {
      zh: `结束页 ${lpage} 在起始页 ${fpage} 之前`,
      en: `The last page ${lpage} comes before the first page ${fpage}`,
    });
  }
  const elocationId = textOf(child(meta, 'elocation-id')) || null;

  const status: ArticleStatus =
    volume !== null && issue !== null && (fpage !== null || elocationId !== null) && printed
      ? 'published'
      : epub
        ? 'online_first'
        : 'accepted';
  // Published articles often carry only their publication dates; an accepted paper has nothing
  // else to date it by.
  if (status === 'accepted' && !acceptedAt)
    problem(
      meta,
      {
        zh: '未发表的录用论文缺少录用日期（history/date[@date-type=accepted]）',
        en: 'An accepted paper not yet published needs its accepted date (history/date[@date-type=accepted])',
      },
      'article-meta/history/date[@date-type=accepted]',
    );
  const publishedOnline = status === 'accepted' ? null : (epub ?? printed);
  const publishedDate = status === 'published' ? printed : null;

  // The dates in the order the catalogue keeps them: received, revised, accepted, online. Print
  // is not after online: an issue's date is its cover's (APS dates an issue the 1st of its month,
  // and puts its articles online through the month).
  const order: [string | null, string | null, Element | null][] = [
    [received, revised, revisedAt],
    [revised ?? received, accepted, acceptedAt],
    [accepted, publishedOnline, pubDates.get('epub') ?? null],
  ];
  for (const [before, after, element] of order) {
    if (before && after && after <= before) {
      problem(element, {
        zh: `日期 ${after} 应在 ${before} 之后`,
        en: `The date ${after} must come after ${before}`,
      });
    }
  }

  // Contributors.
  const authors: ArticleAuthorFields[] = [];
  const contribs = children(meta, 'contrib-group').flatMap((group) => children(group, 'contrib'));
  for (const contrib of contribs) {
    if ((attr(contrib, 'contrib-type') ?? 'author') !== 'author') continue;
    const nameElement =
      child(contrib, 'name') ?? child(child(contrib, 'name-alternatives'), 'name');
    const name = nameElement
      ? personName(nameElement)
      : textOf(child(contrib, 'string-name') ?? child(contrib, 'collab'));
    if (!name) {
      problem(contrib, { zh: '作者没有姓名', en: 'An author has no name' });
      continue;
    }
    const orcidElement =
      children(contrib, 'contrib-id').find((id) =>
        /^orcid$/i.test(attr(id, 'contrib-id-type') ?? ''),
      ) ?? null;
    const orcid = orcidElement
      ? textOf(orcidElement).replace(/^https?:\/\/orcid\.org\//, '')
      : null;
    if (orcidElement && (!orcid || !validOrcid(orcid))) {
      problem(orcidElement, {
        zh: `ORCID「${textOf(orcidElement)}」无效（格式或校验位错误）`,
        en: `ORCID "${textOf(orcidElement)}" is not valid (its form or check digit is wrong)`,
      });
    }
    const affs = [
      ...children(contrib, 'aff'),
      ...children(contrib, 'xref')
        .filter((xref) => attr(xref, 'ref-type') === 'aff')
        .flatMap((xref) => (attr(xref, 'rid') ?? '').split(/\s+/))
        .flatMap((rid) => {
          const target = byId(rid);
          return target ? [target] : [];
        }),
    ];
    const affIn = (lang: string) =>
      affs
        .map((aff) => {
          if (nameOf(aff) !== 'aff-alternatives') return aff;
          const versions = children(aff, 'aff');
          return (
            versions.find((version) => (langOf(version) ?? originalLang) === lang) ??
            versions[0] ??
            aff
          );
        })
        .map(affiliationText)
        .filter(Boolean)
        .join('; ');
    const ror = affs.flatMap((aff) => rorOf(aff) ?? []).at(0) ?? null;
    const email =
      textOf(child(contrib, 'email') ?? child(child(contrib, 'address'), 'email')) || null;
    authors.push({
      name,
      affiliation_zh: affIn('zh'),
      affiliation_en: affIn('en'),
      author_key: orcid && validOrcid(orcid) ? orcid.toLowerCase() : slug(name) || 'author',
      orcid: orcid && validOrcid(orcid) ? orcid : null,
      ror,
      email,
      roles: children(contrib, 'role')
        .map((role) => attr(role, 'vocab-term') ?? textOf(role))
        .filter(Boolean),
      corresponding:
        attr(contrib, 'corresp') === 'yes' ||
        children(contrib, 'xref').some((xref) => attr(xref, 'ref-type') === 'corresp'),
    });
  }

  // Licence and funding.
  const license = child(child(meta, 'permissions'), 'license');
  const licenseUrl = license
    ? (hrefOf(license) ??
      (textOf(children(license).find((e) => nameOf(e) === 'license_ref')) || null))
    : null;
  const licenseText = license
    ? children(license, 'license-p')
        .map((p) => texText(p))
        .join(' ') || null
    : null;
  const openAccess =
    !!license &&
    (/^open[- ]?access$/i.test(attr(license, 'license-type') ?? '') ||
      OPEN_LICENCE.test(licenseUrl ?? '') ||
      OPEN_LICENCE_NAME.test(licenseText ?? ''));
  const funding = children(meta, 'funding-group')
    .flatMap((group) => children(group, 'award-group'))
    .map((award) => ({
      funder: children(award, 'funding-source').map(textOf).filter(Boolean).join('; '),
      award_ids: children(award, 'award-id').map(textOf).filter(Boolean),
    }))
    .filter((award) => award.funder);

  // References as printed, with their DOIs and their reviews' numbers (MR, zbMATH).
  const references: ArticleContent['references'] = [];
  const refIds = new Set<string>();
  const back = child(root, 'back');
  for (const ref of back ? descendants(back, 'ref') : []) {
    const citation =
      child(ref, 'mixed-citation') ??
      child(ref, 'element-citation') ??
      child(child(ref, 'citation-alternatives'), 'mixed-citation') ??
      child(child(ref, 'citation-alternatives'), 'element-citation');
    if (!citation) continue;
    const isDoi = (id: Element) =>
      (nameOf(id) === 'pub-id' || nameOf(id) === 'ext-link') &&
      /^doi$/i.test(attr(id, 'pub-id-type') ?? attr(id, 'ext-link-type') ?? '');
    const doiId = [...descendants(citation, 'pub-id'), ...descendants(citation, 'ext-link')].find(
      (id) => isDoi(id) || /doi\.org\//.test(hrefOf(id) ?? ''),
    );
    const refDoi = doiId ? bareDoi(textOf(doiId) || bareDoi(hrefOf(doiId) ?? '')) : null;
    const reviews = ['pub-id', 'ext-link', 'uri']
      .flatMap((name) => descendants(citation, name))
      .flatMap((element) => reviewIdOf(element) ?? []);
    for (const review of reviews) {
      if (review.value) continue;
      notices.push(
        problemAt(
          review.element,
          fieldOf(review.element),
          importMessages.reviewNumber(review.service, review.written),
        ),
      );
    }
    const reviewOf = (service: ReviewService) =>
      reviews.find((review) => review.service === service && review.value)?.value ?? null;
    // Identifiers are links beside the text, not words of it; a number the portal cannot keep
    // stays in the text.
    const kept = new Set(reviews.filter((review) => review.value).map((review) => review.element));
    const isIdentifier = (element: Element) => isDoi(element) || kept.has(element);
    const text =
      nameOf(citation) === 'element-citation'
        ? children(citation)
            .filter((part) => !isIdentifier(part))
            .map((part) =>
              nameOf(part) === 'person-group'
                ? children(part)
                    .map((person) =>
                      nameOf(person) === 'name' ? personName(person) : textOf(person),
                    )
                    .join(', ')
                : texText(part, isIdentifier),
            )
            .filter(Boolean)
            .join(', ')
        : texText(citation, isIdentifier);
    if (!text) continue;
    const refId = attr(ref, 'id');
    references.push({
      ref_id: refId && REF_ID.test(refId) && !refIds.has(refId) ? refId : null,
      text,
      doi: refDoi && DOI.test(refDoi) ? refDoi : null,
      mr: reviewOf('mr'),
      zbl: reviewOf('zbl'),
    });
    if (refId) refIds.add(refId);
  }

  const body = child(root, 'body');
  // The back's footnotes, which the body's `xref`s may mark (the reference list is read above).
  const footnoteGroups = back ? children(back, 'fn-group') : [];
  const figures = (body ? descendants(body, 'fig') : []).flatMap((fig) => {
    const graphic = descendants(fig, 'graphic')[0];
    const href = graphic && hrefOf(graphic);
    return graphic && href ? [{ href, graphic }] : [];
  });
  const selfUri = children(meta, 'self-uri').find(
    (uri) => /pdf/i.test(attr(uri, 'content-type') ?? '') || /\.pdf$/i.test(hrefOf(uri) ?? ''),
  );
  const pdfName = selfUri ? (hrefOf(selfUri) ?? '').split('/').pop() || null : null;

  if (problems.length) return { article: null, problems, notices };
  const content: ArticleContent = {
    journal: { issns, abbreviations },
    volume: status === 'published' ? volume : null,
    issue: status === 'published' ? issue : null,
    article: {
      status,
      article_type: (attr(root, 'article-type') ?? 'research-article')
        .toLowerCase()
        .replace(/[^a-z-]+/g, '-'),
      title_zh: titleIn('zh').title,
      title_en: titleIn('en').title,
      subtitle_zh: subtitle.zh === null || subtitle.en === null ? null : subtitle.zh,
      subtitle_en: subtitle.zh === null || subtitle.en === null ? null : subtitle.en,
      abstract_zh: abstracts.get('zh') ?? originalAbstract,
      abstract_en: abstracts.get('en') ?? originalAbstract,
      keywords_zh: keywords.get('zh') ?? originalKeywords,
      keywords_en: keywords.get('en') ?? originalKeywords,
      received_date: received,
      revised_date: revised,
      accepted_date: accepted,
      published_online_date: publishedOnline,
      published_date: publishedDate,
      first_page: status === 'published' ? fpage : null,
      last_page: status === 'published' ? (lpage ?? fpage) : null,
      elocation_id: elocationId,
      doi,
      mr_id: mrId,
      zbl_id: zblId,
      license: licenseText,
      license_url: licenseUrl,
      open_access: openAccess,
      body_jats: body ? serializer.serializeToString(body) : null,
      back_jats: footnoteGroups.length
        ? `<back>${footnoteGroups.map((group) => serializer.serializeToString(group)).join('')}</back>`
        : null,
    },
    authors,
    mscCodes: uniqueMsc.map(({ scheme, code }) => ({ scheme, code })),
    references,
    funding,
  };
  return {
    article: {
      content,
      portalId,
      pdfName,
      figures,
      at: {
        journal: journalMeta,
        doi: doiElement,
        volume: volumeElement,
        msc: new Map(uniqueMsc.map(({ scheme, code, element }) => [`${scheme} ${code}`, element])),
      },
    },
    problems,
    notices,
  };
}
