/**
 * An article's full text as the site shows it: the JATS `<body>` turned, element by element,
 * into HTML sections with MathML (mathml.ts). What JATS says is kept as HTML says it: sections
 * with headings and anchors, AMS-style statements (`statement` with a `content-type` of theorem,
 * lemma, definition, remark, proof...), numbered display equations, figures and tables with their
 * captions, footnotes with a way back, citations linked to the reference list, and links out.
 *
 * The HTML is built here, not copied: every text is escaped, every attribute is one this module
 * writes, and a link leaves only for http(s). Nothing a file says can add a script, a style or an
 * element of its own.
 */
import path from 'node:path';
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import escapeHtml from 'escape-html';
import { isElement, squeeze } from '../import/elements';
import { hrefOf } from '../import/jats/dom';
import { bareTex } from '../import/jats/tex';
import { webAddress } from '../lib/safe-html';
import { mathmlOf, texToMathml } from './mathml';

/** A heading of the table of contents: a section or subsection. */
export interface FullTextHeading {
  id: string;
  /** Its label and title as HTML (a title may hold formulas). */
  title: string;
  /** 1 for a section, 2 for its subsections, and so on. */
  level: number;
}

/** A top-level section of the body, with its subsections inside. */
export interface FullTextSection {
  id: string;
  /** Headings of the section and of its subsections, in order. */
  headings: FullTextHeading[];
  html: string;
}

export interface FullText {
  /** The body's sections, in order; text before the first section is a section of its own. */
  sections: FullTextSection[];
  /**
   * Footnotes in the order of their first marks (`fn` anywhere in the body or the back's
   * `fn-group`): the page lists them as `fn-<id>`, each with its way back to `fnref-<id>`.
   */
  footnotes: { id: string; html: string }[];
}

/**
 * The name a figure's image is kept under (`article_figures.name`): its `graphic`'s `xlink:href`
 * without folders, as the package had it (`images/fig1.png` is `fig1.png`, `fig1` is `fig1`).
 */
export const figureName = (href: string) => path.posix.basename(href);

/** An image of a figure, as the site serves it; undefined when the file is not there. */
export interface Graphic {
  src: string;
  width: number;
  height: number;
}

export interface FullTextOptions {
  /** The language of the page: the names the file does not give (Theorem, Proof) are in it. */
  lang: FullTextLanguage;
  /** The position in the reference list of the `ref` a citation names by its id. */
  referenceOf: (rid: string) => number | undefined;
  /** The image a `graphic` names (its `xlink:href`). */
  graphicOf?: (href: string) => Graphic | undefined;
  /** The back's `fn-group`, when its footnotes are cited from the body. */
  back?: string | null;
}

/** Headings under the article's title: a section is an h2, its subsections h3 to h6. */
const headingTag = (level: number) => `h${Math.min(level + 1, 6)}`;

/** An id as an HTML id and URL fragment: what it was, less anything that is neither. */
const safeId = (id: string) => id.replace(/[^A-Za-z0-9_.:-]/g, '-');

export type FullTextLanguage = 'zh' | 'en';

/** A statement's name when the file gives it no label of its own. */
const STATEMENT_NAMES: Record<string, Record<FullTextLanguage, string>> = {
  theorem: { zh: '定理', en: 'Theorem' },
  lemma: { zh: '引理', en: 'Lemma' },
  proposition: { zh: '命题', en: 'Proposition' },
  corollary: { zh: '推论', en: 'Corollary' },
  definition: { zh: '定义', en: 'Definition' },
  remark: { zh: '注', en: 'Remark' },
  example: { zh: '例', en: 'Example' },
  conjecture: { zh: '猜想', en: 'Conjecture' },
  proof: { zh: '证明', en: 'Proof' },
};

/** What the full text says itself, in the reader's language. */
const WORDS: Record<string, Record<FullTextLanguage, string>> = {
  endOfProof: { zh: '证毕', en: 'end of proof' },
};

/** Inline elements and the HTML element each becomes. */
const INLINE: Record<string, string> = {
  italic: 'i',
  bold: 'b',
  sup: 'sup',
  sub: 'sub',
  monospace: 'code',
  underline: 'u',
  strike: 's',
  sc: 'span class="sc"',
};

/** What a JATS paragraph may hold that an HTML one may not. */
const BLOCKS = new Set([
  'fig',
  'fig-group',
  'table-wrap',
  'list',
  'def-list',
  'statement',
  'disp-quote',
  'boxed-text',
  'preformat',
  'code',
  'p',
]);

const TABLE_ELEMENTS = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'col',
  'colgroup',
]);
const TABLE_ATTRIBUTES = new Set(['colspan', 'rowspan', 'scope', 'align', 'valign']);

const name = (element: Element) => element.localName ?? element.nodeName;
const childrenOf = (element: Element) => Array.from(element.childNodes).filter(isElement);
const firstChild = (element: Element, wanted: string) =>
  childrenOf(element).find((child) => name(child) === wanted);

class Renderer {
  readonly headings: FullTextHeading[] = [];
  readonly footnotes: { id: string; html: string }[] = [];
  /** The id of the last top-level section rendered. */
  topSection = '';
  #footnoteIds = new Set<string>();
  #generated = 0;

  constructor(
    private readonly options: FullTextOptions,
    private readonly backFootnotes: Map<string, Element>,
  ) {}

  #idOf(element: Element, prefix: string): string {
    const id = element.getAttribute('id');
    if (id) return safeId(id);
    this.#generated += 1;
    return `${prefix}-${this.#generated}`;
  }

  /** The children of `element` as HTML. */
  contents(element: Element, level: number): string {
    return Array.from(element.childNodes)
      .map((child) => this.node(child, level))
      .join('');
  }

  /** Mixed content as inline HTML (a title, a caption's title, a label). */
  inline(element: Element | undefined): string {
    return element ? this.contents(element, 0).trim() : '';
  }

  node(node: Node, level: number): string {
    if (!isElement(node)) {
      return node.nodeType === 3 || node.nodeType === 4 ? escapeHtml(node.nodeValue ?? '') : '';
    }
    const element = node;
    const tag = name(element);
    switch (tag) {
      case 'sec':
      case 'app':
      case 'ack':
        return this.section(element, level + 1);
      case 'p':
        return this.paragraph(element, level);
      case 'title':
      case 'label':
      case 'caption':
        // Read where their parent is written.
        return '';
      case 'list': {
        const ordered = ['order', 'alpha-lower', 'alpha-upper', 'roman-lower', 'roman-upper'];
        const type = element.getAttribute('list-type') ?? '';
        const list = ordered.includes(type) ? 'ol' : 'ul';
        const items = childrenOf(element)
          .filter((item) => name(item) === 'list-item')
          .map((item) => `<li>${this.contents(item, level)}</li>`)
          .join('');
        return `<${list}>${items}</${list}>`;
      }
      case 'def-list': {
        const items = childrenOf(element)
          .filter((item) => name(item) === 'def-item')
          .map((item) => {
            const term = firstChild(item, 'term');
            const def = firstChild(item, 'def');
            return `<dt>${this.inline(term)}</dt><dd>${def ? this.contents(def, level) : ''}</dd>`;
          })
          .join('');
        return `<dl>${items}</dl>`;
      }
      case 'disp-quote':
        return `<blockquote>${this.contents(element, level)}</blockquote>`;
      case 'preformat':
      case 'code':
        return `<pre><code>${escapeHtml(element.textContent ?? '')}</code></pre>`;
      case 'boxed-text':
        return `<aside class="boxed">${this.contents(element, level)}</aside>`;
      case 'statement':
        return this.statement(element, level);
      case 'disp-formula':
        return this.displayFormula(element);
      case 'inline-formula':
        return this.formula(element, false);
      case 'tex-math':
        return texToMathml(bareTex(element.textContent ?? ''), false);
      case 'math':
        return mathmlOf(element, false);
      case 'fig':
        return this.figure(element);
      case 'table-wrap':
        return this.table(element);
      case 'fn':
        return this.footnoteReference(element);
      case 'xref':
        return this.crossReference(element, level);
      case 'ext-link':
      case 'uri': {
        const href = webAddress(hrefOf(element) ?? (tag === 'uri' ? element.textContent : null));
        const text = this.contents(element, level);
        return href ? `<a href="${escapeHtml(href)}" rel="noopener">${text}</a>` : text;
      }
      case 'break':
        return '<br>';
      case 'alternatives':
        return this.formula(element, false);
      case 'fn-group':
      case 'ref-list':
        // The footnotes and references are shown in their own lists.
        return '';
      default: {
        const html = INLINE[tag];
        if (html) {
          const close = html.split(' ')[0];
          return `<${html}>${this.contents(element, level)}</${close}>`;
        }
        // Anything else (named-content, styled-content, sec-meta...) keeps its text.
        return this.contents(element, level);
      }
    }
  }

  /**
   * A paragraph, closed before what JATS lets a paragraph hold and HTML does not (a figure, a
   * table, a list, a statement) and opened again after it, as a browser would otherwise do with
   * empty paragraphs of its own. A display equation stays in its sentence.
   */
  paragraph(element: Element, level: number): string {
    let html = '';
    let run = '';
    const close = () => {
      if (run.trim()) html += `<p>${run.trim()}</p>`;
      run = '';
    };
    for (const part of Array.from(element.childNodes)) {
      if (isElement(part) && BLOCKS.has(name(part))) {
        close();
        html += this.node(part, level);
      } else {
        run += this.node(part, level);
      }
    }
    close();
    return html;
  }

  section(element: Element, level: number): string {
    const id = this.#idOf(element, 'sec');
    if (level === 1) this.topSection = id;
    const label = this.inline(firstChild(element, 'label'));
    const title = this.inline(firstChild(element, 'title'));
    const heading = [label, title].filter(Boolean).join(' ');
    let html = `<section id="${id}"`;
    if (heading) {
      this.headings.push({ id, title: heading, level });
      const tag = headingTag(level);
      html += ` aria-labelledby="${id}-title"><${tag} id="${id}-title">${heading}</${tag}>`;
    } else {
      html += '>';
    }
    return `${html}${this.contents(element, level)}</section>`;
  }

  statement(element: Element, level: number): string {
    const id = this.#idOf(element, 'statement');
    const kind = (element.getAttribute('content-type') ?? '').toLowerCase();
    const label = this.inline(firstChild(element, 'label'));
    const title = this.inline(firstChild(element, 'title'));
    const named = label || STATEMENT_NAMES[kind]?.[this.options.lang] || '';
    const heading = `<span class="statement-label">${named}${title && !label ? '' : '.'}</span>${
      title ? ` <span class="statement-title">(${title})</span>` : ''
    }`;
    const body = this.contents(element, level).trimEnd();
    const proof = kind === 'proof';
    // The end of a proof, read as words by a screen reader.
    const end = proof
      ? `<span class="qed" role="img" aria-label="${WORDS.endOfProof![this.options.lang]}">∎</span>`
      : '';
    const withEnd = proof ? body.replace(/(<\/p>)?$/, (close) => `${end}${close}`) : body;
    const kindClass = /^[a-z-]+$/.test(kind) ? ` statement-${kind}` : '';
    return `<div class="statement${kindClass}" id="${id}" role="group" aria-label="${escapeHtml(
      squeeze(named.replace(/<[^>]*>/g, '')),
    )}"><p class="statement-heading">${heading}</p>${withEnd}</div>`;
  }

  /** The formula inside `element`: TeX first (one renderer for the site), else its MathML. */
  formula(element: Element, display: boolean): string {
    const found = (wanted: string) =>
      Array.from(element.getElementsByTagNameNS('*', wanted))[0] as Element | undefined;
    const tex = name(element) === 'tex-math' ? element : found('tex-math');
    if (tex) return texToMathml(bareTex(tex.textContent ?? ''), display);
    const math = name(element) === 'math' ? element : found('math');
    if (math) return mathmlOf(math, display);
    return escapeHtml(squeeze(element.textContent ?? ''));
  }

  displayFormula(element: Element): string {
    const id = this.#idOf(element, 'eq');
    const label = this.inline(firstChild(element, 'label'));
    const number = label ? `<span class="equation-number">${label}</span>` : '';
    // Phrasing content, so that it stays in the paragraph whose sentence it is part of.
    return `<span class="equation" id="${id}">${this.formula(element, true)}${number}</span>`;
  }

  figure(element: Element): string {
    const id = this.#idOf(element, 'fig');
    const graphic = Array.from(element.getElementsByTagNameNS('*', 'graphic'))[0] as
      Element | undefined;
    const href = graphic ? hrefOf(graphic) : null;
    const image = href ? this.options.graphicOf?.(href) : undefined;
    const caption = this.caption(element);
    const alt = escapeHtml(
      squeeze(
        (firstChild(element, 'alt-text')?.textContent ??
          firstChild(firstChild(element, 'caption') ?? element, 'title')?.textContent ??
          '') as string,
      ),
    );
    const picture = image
      ? `<img src="${escapeHtml(image.src)}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async">`
      : '';
    return `<figure class="figure" id="${id}">${picture}${caption}</figure>`;
  }

  caption(element: Element): string {
    const label = this.inline(firstChild(element, 'label'));
    const caption = firstChild(element, 'caption');
    const title = caption ? this.inline(firstChild(caption, 'title')) : '';
    const paragraphs = caption
      ? childrenOf(caption)
          .filter((part) => name(part) === 'p')
          .map((part) => this.node(part, 0))
          .join('')
      : '';
    if (!label && !title && !paragraphs) return '';
    const head = [label && `<span class="caption-label">${label}</span>`, title]
      .filter(Boolean)
      .join(' ');
    return `<figcaption>${head ? `<p>${head}</p>` : ''}${paragraphs}</figcaption>`;
  }

  table(element: Element): string {
    const id = this.#idOf(element, 'table');
    const tables = Array.from(element.getElementsByTagNameNS('*', 'table')) as Element[];
    const footer = firstChild(element, 'table-wrap-foot');
    const body = tables.map(
      (table) => `<div class="table-scroll">${this.tableMarkup(table)}</div>`,
    );
    const foot = footer ? `<div class="table-foot">${this.contents(footer, 0)}</div>` : '';
    return `<figure class="table" id="${id}">${this.caption(element)}${body.join('')}${foot}</figure>`;
  }

  tableMarkup(element: Element): string {
    const tag = name(element);
    if (!TABLE_ELEMENTS.has(tag)) return this.node(element, 0);
    let attributes = '';
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.localName ?? attribute.name;
      if (!TABLE_ATTRIBUTES.has(attributeName)) continue;
      attributes += ` ${attributeName}="${escapeHtml(attribute.value)}"`;
    }
    const inner = Array.from(element.childNodes)
      .map((child) => (isElement(child) ? this.tableMarkup(child) : this.node(child, 0)))
      .join('');
    return tag === 'col' ? `<col${attributes}>` : `<${tag}${attributes}>${inner}</${tag}>`;
  }

  /** A footnote in the text: its mark here, its text at the end. */
  footnoteReference(element: Element): string {
    const id = this.#idOf(element, 'fn');
    return this.#noteMark(id, element, '');
  }

  /** A footnote's mark; the first one is where the footnote's way back leads. */
  #noteMark(id: string, element: Element, text: string): string {
    const first = !this.#footnoteIds.has(id);
    const number = this.#footnote(id, element);
    const back = first ? ` id="fnref-${id}"` : '';
    return `<sup class="footnote-ref"><a href="#fn-${id}"${back} role="doc-noteref">${text || number}</a></sup>`;
  }

  #footnote(id: string, element: Element): number {
    if (!this.#footnoteIds.has(id)) {
      this.#footnoteIds.add(id);
      const paragraphs = childrenOf(element)
        .filter((part) => name(part) !== 'label')
        .map((part) => this.node(part, 0))
        .join('');
      this.footnotes.push({ id, html: paragraphs });
    }
    return this.footnotes.findIndex((footnote) => footnote.id === id) + 1;
  }

  crossReference(element: Element, level: number): string {
    const type = element.getAttribute('ref-type') ?? '';
    const rids = (element.getAttribute('rid') ?? '').split(/\s+/).filter(Boolean);
    const text = this.contents(element, level);
    const [rid] = rids;
    if (!rid) return text;
    if (type === 'bibr') {
      const position = this.options.referenceOf(rid);
      if (position === undefined) return text;
      return `<a class="citation" href="#ref-${position}" role="doc-biblioref">${text || `[${position}]`}</a>`;
    }
    if (type === 'fn') {
      const note = this.backFootnotes.get(rid);
      if (!note) return text;
      return this.#noteMark(safeId(rid), note, text);
    }
    return `<a href="#${safeId(rid)}">${text}</a>`;
  }
}

const parser = new DOMParser();

function parse(xml: string): Element | null {
  // The body keeps the namespaces its file declared on `article` only where it used them.
  const document = parser.parseFromString(xml, 'text/xml');
  return document.documentElement ?? null;
}

/** `fn` elements of the back's `fn-group`, by id. */
function footnotesOf(back: string | null | undefined): Map<string, Element> {
  const notes = new Map<string, Element>();
  const root = back ? parse(back) : null;
  if (!root) return notes;
  for (const note of Array.from(root.getElementsByTagNameNS('*', 'fn')) as Element[]) {
    const id = note.getAttribute('id');
    if (id) notes.set(id, note);
  }
  return notes;
}

/** The article's `<body>` (as stored, `articles.body_jats`) as the full text's HTML. */
export function renderFullText(body: string, options: FullTextOptions): FullText {
  const root = parse(body);
  const renderer = new Renderer(options, footnotesOf(options.back));
  const sections: FullTextSection[] = [];
  if (!root) return { sections, footnotes: [] };
  let before: Node[] = [];
  const flush = () => {
    if (!before.some((node) => isElement(node) || squeeze(node.nodeValue ?? ''))) return;
    const html = before.map((node) => renderer.node(node, 0)).join('');
    sections.push({
      id: 'introduction',
      headings: [],
      html: `<section id="introduction">${html}</section>`,
    });
    before = [];
  };
  for (const node of Array.from(root.childNodes)) {
    if (isElement(node) && ['sec', 'app', 'ack'].includes(name(node))) {
      flush();
      const first = renderer.headings.length;
      const html = renderer.node(node, 0);
      const headings = renderer.headings.slice(first);
      sections.push({ id: renderer.topSection, headings, html });
    } else {
      before.push(node);
    }
  }
  flush();
  return { sections, footnotes: renderer.footnotes };
}
