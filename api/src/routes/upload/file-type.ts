/**
 * Does a file's content match the type its extension claims? Checked by the signature ("magic
 * bytes") at the start of each format; SVG has none, so it must be UTF-8 XML whose root element
 * is <svg>. A dozen fixed signatures are simpler to read here than a general detector. The file
 * is seen chunk by chunk as it arrives (ContentCheck), never held whole.
 */
import type { UploadExtension } from '@portal/contract';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const asciiAt = (bytes: Buffer, text: string, offset = 0) => startsWith(bytes, ascii(text), offset);

/** ISO base media (MP4, QuickTime): a box of type `ftyp` first, with a brand naming the format. */
function isoBrand(bytes: Buffer): string | undefined {
  return asciiAt(bytes, 'ftyp', 4) ? bytes.toString('latin1', 8, 12) : undefined;
}

/** Top-level atoms a QuickTime file without `ftyp` (older encoders) starts with. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** Before the root element: an XML declaration, comments, a doctype, white space. */
const SVG_PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>]*>)*<svg[\s>/]/;

/** How much of the start (bytes; SVG: characters) and of the end (SVG) a check looks at. */
const HEAD = 4096;
const TAIL = 4096;

/** SVG: valid UTF-8 throughout, an <svg> root after the prologue, `</svg>` at the end. */
class SvgCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private start = '';
  private end = '';
  private valid = true;

  push(chunk: Buffer): void {
    if (!this.valid) return;
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      this.valid = false;
      return;
    }
    if (this.start.length < HEAD) this.start = (this.start + text).slice(0, HEAD);
    this.end = (this.end + text).slice(-TAIL);
  }

  matches(): boolean {
    if (!this.valid) return false;
    try {
      this.end = (this.end + this.decoder.decode()).slice(-TAIL);
    } catch {
      return false;
    }
    return SVG_PROLOGUE.test(this.start.replace(/^\uFEFF/, '')) && /<\/svg\s*>\s*$/.test(this.end);
  }
}

/** Checks of the first bytes (the signatures all lie within them). */
const CHECKS: Record<Exclude<UploadExtension, 'svg'>, (bytes: Buffer) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  bmp: (b) => asciiAt(b, 'BM'),
  gif: (b) => asciiAt(b, 'GIF87a') || asciiAt(b, 'GIF89a'),
  webp: (b) => asciiAt(b, 'RIFF') && asciiAt(b, 'WEBP', 8),
  psd: (b) => asciiAt(b, '8BPS'),
  tiff: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  mp4: (b) => {
    const brand = isoBrand(b);
    return brand !== undefined && brand !== 'qt  ';
  },
  mov: (b) => isoBrand(b) === 'qt  ' || QUICKTIME_ATOMS.some((atom) => asciiAt(b, atom, 4)),
  // An ID3v2 tag, or straight away an MPEG audio frame (11 sync bits, layer III).
  mp3: (b) =>
    asciiAt(b, 'ID3') || (b.length >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2),
};

/** Fed a file's chunks in order, then tells whether the whole matches `extension`. */
export class ContentCheck {
  private head = Buffer.alloc(0);
  private readonly svg: SvgCheck | undefined;

  constructor(private readonly extension: UploadExtension) {
    this.svg = extension === 'svg' ? new SvgCheck() : undefined;
  }

  push(chunk: Buffer): void {
    if (this.svg) {
      this.svg.push(chunk);
    } else if (this.head.length < HEAD) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD - this.head.length)]);
    }
  }

  matches(): boolean {
    return this.extension === 'svg'
      ? (this.svg?.matches() ?? false)
      : CHECKS[this.extension](this.head);
  }
}
