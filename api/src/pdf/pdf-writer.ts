/**
 * A small flowing-text layout over pdf-lib: headings and paragraphs wrapped to an A4 page, new
 * pages as the text runs on, a footer on every page. With `maxPages` the text stops at the end
 * of that page: a preview is the first pages of the same document.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

export interface PdfMetadata {
  title: string;
  authors: string[];
  subject: string;
  keywords: string[];
  /** Creation date: the object's own date, so that the same object gives the same bytes. */
  date: Date;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center';
  muted?: boolean;
  /** Space after the block, in points. */
  after?: number;
}

export class PdfWriter {
  private page: PDFPage | undefined;
  private y = 0;
  private stopped = false;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
    private readonly encodable: Set<number>,
    private readonly maxPages: number,
  ) {}

  static async create(metadata: PdfMetadata, maxPages = Infinity): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const fonts = {
      regular: await doc.embedFont(StandardFonts.TimesRoman),
      bold: await doc.embedFont(StandardFonts.TimesRomanBold),
      italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    };
    const writer = new PdfWriter(doc, fonts, new Set(fonts.regular.getCharacterSet()), maxPages);
    doc.setTitle(writer.encode(metadata.title));
    doc.setAuthor(writer.encode(metadata.authors.join(', ')));
    doc.setSubject(writer.encode(metadata.subject));
    doc.setKeywords(metadata.keywords.map((keyword) => writer.encode(keyword)));
    doc.setProducer('International Press of Mathematical Sciences portal (pdf-lib)');
    doc.setCreator('International Press of Mathematical Sciences');
    doc.setCreationDate(metadata.date);
    doc.setModificationDate(metadata.date);
    return writer;
  }

  /** Whether the page limit cut the text short. */
  get truncated(): boolean {
    return this.stopped;
  }

  /**
   * The standard fonts speak WinAnsi only: accents are dropped (Erdős -> Erdos) and other
   * characters (CJK, most of Greek) become "?", which a generated stand-in text can afford.
   */
  encode(text: string): string {
    return [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')]
      .map((char) => (this.encodable.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  newPage(): boolean {
    if (this.doc.getPageCount() >= this.maxPages) {
      this.stopped = true;
      return false;
    }
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    return true;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A wrapped block of text; continues on a new page when the page is full. */
  text(text: string, style: TextStyle = {}): void {
    if (this.stopped) return;
    const size = style.size ?? 11;
    const font = style.bold
      ? this.fonts.bold
      : style.italic
        ? this.fonts.italic
        : this.fonts.regular;
    const leading = size * 1.35;
    for (const line of this.wrap(this.encode(text), font, size)) {
      if (!this.page || this.y - leading < MARGIN) {
        if (!this.newPage()) return;
      }
      const width = font.widthOfTextAtSize(line, size);
      this.page?.drawText(line, {
        x: style.align === 'center' ? (PAGE_WIDTH - width) / 2 : MARGIN,
        y: this.y - size,
        size,
        font,
        color: style.muted ? MUTED : INK,
      });
      this.y -= leading;
    }
    this.y -= style.after ?? size * 0.6;
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > TEXT_WIDTH) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws `footer(page, pages)` on every page and answers the PDF's bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = this.encode(footer(index + 1, pages.length));
      const width = this.fonts.regular.widthOfTextAtSize(text, 8);
      page.drawText(text, {
        x: (PAGE_WIDTH - width) / 2,
        y: FOOTER_Y,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
    return this.doc.save();
  }
}
