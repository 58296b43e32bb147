/**
 * The BITS reader of imports: book chapters (`book-part`s) of a `book`, a `book-part-wrapper` or a
 * lone `book-part`. The book is named by its ISBN (`book-meta` `isbn` or `book-id`, or the part's
 * `book-part-id` of type isbn) and must be in the catalogue; each chapter is matched in it by its
 * label: updated in place, left when unchanged, or added after the last. A chapter's PDF is the
 * one its `self-uri` names, or the PDF beside a file of one chapter, sent in the same upload.
 */
import type { Document as XmlDocument, Element } from '@xmldom/xmldom';
import type { LocalizedText } from '@portal/contract';
import { PAGES } from '@portal/pages';
import type { DbSession } from '../../db/db';
import {
  findBooksByIsbns,
  findOrCreateContributor,
  upsertChapter,
} from '../../services/book-upsert';
import { namedElements, positionOf, textOf } from '../elements';
import { readIsbn13 } from '../isbn';
import { descendants, nameOf, XLINK } from '../jats/dom';
import type {
  FormatReader,
  ImportChange,
  ImportProblem,
  ImportSource,
  WriteContext,
  WriteResult,
} from '../types';
import { sha256Of } from '../sha256';

const ROOTS = new Set(['book', 'book-part-wrapper', 'book-part']);

// BITS is JATS's tag set for books: its elements go by their local names, as JATS's do.
const { child, children, pathOf, problemAt } = namedElements(nameOf);

interface BitsChapter {
  element: Element;
  label: string;
  title: LocalizedText;
  abstract: LocalizedText;
  /** Both or neither: a born-digital book's parts carry no pages until it is printed. */
  pages: { first: number; last: number } | null;
  authors: { name: string; affiliation: string | null }[];
  /** Its PDF among the upload's files: named by its `self-uri` (then required), or beside it. */
  pdf: { name: string; selfUri: Element | null } | null;
}

const isChinese = (element: Element) =>
  /^zh/i.test(element.getAttribute('xml:lang') ?? element.getAttributeNS(null, 'lang') ?? '');

/** An element's text with paragraphs kept apart by a space. */
const flatText = (element: Element | undefined): string | null => {
  if (!element) return null;
  const paragraphs = descendants(element, 'p');
  const text = paragraphs.length
    ? paragraphs.map((p) => textOf(p) ?? '').join(' ')
    : (textOf(element) ?? '');
  return text.replace(/\s+/g, ' ').trim() || null;
};

function bookIsbnElement(root: Element): Element | undefined {
  const meta = descendants(root, 'book-meta')[0];
  const fromMeta =
    meta &&
    (child(meta, 'isbn') ??
      children(meta, 'book-id').find((id) => id.getAttribute('book-id-type') === 'isbn'));
  if (fromMeta) return fromMeta;
  return descendants(root, 'book-part-id').find(
    (id) => id.getAttribute('book-part-id-type') === 'isbn',
  );
}

/**
 * The label as the catalogue keeps it, `1` or `A`, from the one a typesetter prints: AMS's BITS
 * gives "Chapter 1" and "Appendix A", a Chinese book "第 1 章"; the chapter's page adds the word
 * in the reader's language.
 */
export const contentsLabel = (printed: string): string =>
  printed
    .replace(/^(?:chapter|appendix)\s+/i, '')
    .replace(/^第\s*(\S+?)\s*章$/, '$1')
    .replace(/[.:]$/, '');

class ChapterReader {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly source: ImportSource,
    private readonly lone: boolean,
  ) {}

  private fail(element: Element, zh: string, en: string, field = pathOf(element)) {
    this.problems.push(problemAt(element, { zh, en }, field));
  }

  /** A page number as given, `undefined` when the element is absent, `null` when it is wrong. */
  private page(meta: Element, name: 'fpage' | 'lpage'): number | null | undefined {
    const element = child(meta, name);
    if (!element) return undefined;
    const text = textOf(element);
    if (!text || !/^\d+$/.test(text) || Number(text) < 1) {
      this.fail(element, `${name} 不是正整数`, `${name} is not a positive whole number`);
      return null;
    }
    return Number(text);
  }

  /**
   * The chapter's pages: none when the part has neither fpage nor lpage (a book published online
   * before it is paged), one page when it has an fpage alone, as JATS reads an article's.
   */
  private pages(meta: Element): BitsChapter['pages'] | 'wrong' {
    const first = this.page(meta, 'fpage');
    const last = this.page(meta, 'lpage');
    if (first === null || last === null) return 'wrong';
    if (first === undefined && last === undefined) return null;
    if (first === undefined) {
      this.fail(
        child(meta, 'lpage') ?? meta,
        '有 lpage 却没有 fpage',
        'An lpage is given without its fpage',
        `${pathOf(meta)}/fpage`,
      );
      return 'wrong';
    }
    if (last !== undefined && last < first) {
      this.fail(
        child(meta, 'lpage') ?? meta,
        `末页 ${last} 在首页 ${first} 之前`,
        `The last page ${last} comes before the first page ${first}`,
      );
      return 'wrong';
    }
    return { first, last: last ?? first };
  }

  private pdf(meta: Element): BitsChapter['pdf'] {
    const uri = children(meta, 'self-uri').find(
      (u) =>
        u.getAttribute('content-type') === 'pdf' ||
        /\.pdf$/i.test(u.getAttributeNS(XLINK, 'href') ?? ''),
    );
    const href = uri?.getAttributeNS(XLINK, 'href');
    if (uri && href) return { name: href.split('/').pop() ?? href, selfUri: uri };
    return this.lone ? { name: this.source.name.replace(/\.xml$/i, '.pdf'), selfUri: null } : null;
  }

  read(part: Element, index: number): BitsChapter | null {
    const meta = child(part, 'book-part-meta');
    if (!meta) {
      this.fail(part, '缺少 book-part-meta', 'book-part-meta is missing');
      return null;
    }
    const group = child(meta, 'title-group');
    const titleEn = group ? textOf(child(group, 'title')) : null;
    const trans = group ? children(group, 'trans-title-group').find(isChinese) : undefined;
    const titleZh = trans ? textOf(child(trans, 'trans-title')) : null;
    if (!titleEn && !titleZh) {
      this.fail(
        group ?? meta,
        '章节缺少标题',
        'The chapter has no title',
        `${pathOf(meta)}/title-group/title`,
      );
    }
    const abstracts = [...children(meta, 'abstract'), ...children(meta, 'trans-abstract')];
    const abstractZh = flatText(abstracts.find(isChinese));
    const abstractEn = flatText(abstracts.find((a) => !isChinese(a)));
    const pages = this.pages(meta);
    const authors = descendants(meta, 'contrib')
      .filter((c) => (c.getAttribute('contrib-type') ?? 'author') === 'author')
      .map((contrib) => {
        const name = child(contrib, 'name');
        const text =
          textOf(child(contrib, 'string-name')) ??
          (name
            ? [textOf(child(name, 'given-names')), textOf(child(name, 'surname'))]
                .filter(Boolean)
                .join(' ')
            : null);
        return { name: text ?? '', affiliation: textOf(child(contrib, 'aff')) };
      })
      .filter((author) => author.name);
    const printed = group && textOf(child(group, 'label'));
    const label = printed ? contentsLabel(printed) : String(index + 1);
    const title = titleEn ?? titleZh;
    if (!title || pages === 'wrong') return null;
    return {
      element: part,
      label,
      title: { en: title, zh: titleZh ?? title },
      abstract: { en: abstractEn ?? abstractZh ?? '', zh: abstractZh ?? abstractEn ?? '' },
      pages,
      authors,
      pdf: this.pdf(meta),
    };
  }
}

async function writeChapters(
  tx: DbSession,
  context: WriteContext,
  isbn: { isbn: string; digits: string; element: Element },
  chapters: readonly BitsChapter[],
): Promise<WriteResult> {
  const changes: ImportChange[] = [];
  const problems: ImportProblem[] = [];
  const bookId = (await findBooksByIsbns(tx, [isbn.digits])).get(isbn.digits);
  if (bookId === undefined) {
    problems.push(
      problemAt(isbn.element, {
        zh: `目录中没有 ISBN 为 ${isbn.isbn} 的图书（先导入其 ONIX 记录）`,
        en: `No book of the catalogue has the ISBN ${isbn.isbn} (import its ONIX record first)`,
      }),
    );
    return { changes, problems };
  }
  for (const chapter of chapters) {
    const attachment = chapter.pdf && context.attachments.get(chapter.pdf.name);
    if (chapter.pdf?.selfUri && !attachment) {
      problems.push(
        problemAt(chapter.pdf.selfUri, {
          zh: `上传的文件中没有 self-uri 所指的 PDF“${chapter.pdf.name}”`,
          en: `The PDF "${chapter.pdf.name}" that self-uri names is not among the files sent`,
        }),
      );
      continue;
    }
    const authorIds: number[] = [];
    for (const author of chapter.authors) {
      const { id } = await findOrCreateContributor(tx, { ...author, portalId: null });
      if (!authorIds.includes(id)) authorIds.push(id);
    }
    const pdf = attachment
      ? {
          sha256: sha256Of(attachment.bytes),
          store: () => context.storePdf(attachment.bytes),
        }
      : null;
    const { id, outcome, pdfStored } = await upsertChapter(tx, bookId, {
      label: chapter.label,
      title: chapter.title,
      abstract: chapter.abstract,
      first_page: chapter.pages?.first ?? null,
      last_page: chapter.pages?.last ?? null,
      authorIds,
      pdf,
    });
    const href = context.dryRun && outcome === 'created' ? null : PAGES.chapter.href({ id });
    changes.push({
      kind: 'chapter',
      outcome,
      key: `${isbn.isbn} ${chapter.label}`,
      title: chapter.title,
      href,
    });
    if (pdfStored && chapter.pdf) {
      changes.push({
        kind: 'pdf',
        outcome: 'created',
        key: chapter.pdf.name,
        title: chapter.title,
        href,
      });
    }
  }
  return { changes, problems };
}

export const bitsReader: FormatReader = {
  format: 'bits',
  accepts(root) {
    const element = root as unknown as Element;
    return ROOTS.has(element.localName ?? '') && !element.namespaceURI;
  },
  read(document, source) {
    const root = (document as unknown as XmlDocument).documentElement;
    if (!root) return { record: null, problems: [] };
    const problems: ImportProblem[] = [];
    const isbnElement = bookIsbnElement(root);
    const reading = readIsbn13(textOf(isbnElement) ?? '');
    if (!isbnElement || 'problem' in reading) {
      const message =
        isbnElement && 'problem' in reading
          ? reading.problem
          : {
              zh: '缺少图书的 ISBN（book-meta 的 isbn 或 book-id，或 isbn 类型的 book-part-id）',
              en: "No ISBN of the book (book-meta's isbn or book-id, or a book-part-id of type isbn)",
            };
      problems.push(problemAt(isbnElement ?? root, message));
      return { record: null, problems };
    }
    const parts = (root.localName === 'book-part' ? [root] : descendants(root, 'book-part')).filter(
      (part) => descendants(part, 'book-part').length === 0,
    );
    const reader = new ChapterReader(source, parts.length === 1);
    const chapters = parts.flatMap((part, index) => reader.read(part, index) ?? []);
    problems.push(...reader.problems);
    if (!parts.length) {
      problems.push(
        problemAt(root, { zh: '文件中没有 book-part', en: 'The file holds no book-part' }),
      );
    }
    if (problems.length) return { record: null, problems };
    const isbn = { ...reading, element: isbnElement };
    return {
      record: {
        format: 'bits',
        keys: chapters.map((chapter) => ({
          key: `${reading.digits}#${chapter.label}`,
          line: positionOf(chapter.element).line,
          field: 'book-part/book-part-meta/title-group/label',
        })),
        write: (tx, context) => writeChapters(tx, context, isbn, chapters),
      },
      problems: [],
    };
  },
};
