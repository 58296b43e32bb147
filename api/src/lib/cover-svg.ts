/**
 * Generated cover images, so pages show real pictures without binary assets in git: the title
 * in both languages on a colour derived from the id.
 */
import type { CoverKind, LocalizedText } from '@portal/contract';
import { PUBLISHER } from '../config/publisher';

export interface CoverText {
  title: LocalizedText;
  /** A short line above the title (a journal's abbreviation, a book's series). */
  label?: string;
}

const SIZES: Record<CoverKind, { width: number; height: number }> = {
  journal: { width: 300, height: 400 },
  book: { width: 300, height: 400 },
  news: { width: 480, height: 270 },
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Control characters XML 1.0 forbids even escaped (tab, newline and return are allowed). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export function escapeXml(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A hue from the id, spread by the golden angle so neighbouring ids differ clearly. */
export function coverHue(id: number): number {
  return Math.round((id * 137.508) % 360);
}

/** Breaks text into lines of at most `width` units; CJK characters count double. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const units = (s: string) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  // Latin text breaks at spaces; CJK text may break between any two characters.
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    if (line && units(line + token) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

export function coverSvg(kind: CoverKind, id: number, { title, label }: CoverText): string {
  const { width, height } = SIZES[kind];
  const hue = coverHue(id);
  const portrait = height > width;
  const charsPerLine = portrait ? 22 : 34;
  const en = wrapText(title.en, charsPerLine, 4);
  const zh = wrapText(title.zh, charsPerLine, 2);
  const tspans = (lines: string[], x: number, dy: number) =>
    lines
      .map((text, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : dy}">${escapeXml(text)}</tspan>`)
      .join('');
  const top = portrait ? 150 : 90;
  const zhTop = top + en.length * 26 + 18;
  const accessible = escapeXml(`${title.en} / ${title.zh}`);
  const labelLine = label ? wrapText(label, portrait ? 30 : 48, 1)[0] : undefined;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${accessible}">`,
    `<title>${accessible}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${hue},60%,18%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="hsl(${hue},70%,75%)" stroke-opacity="0.5"/>`,
    labelLine
      ? `<text x="28" y="${top - 60}" fill="hsl(${hue},70%,82%)" font-family="Georgia,serif" font-size="14" letter-spacing="1">${escapeXml(labelLine)}</text>`
      : '',
    `<text x="28" y="${top}" fill="#fff" font-family="Georgia,'Times New Roman',serif" font-size="22" font-weight="bold">${tspans(en, 28, 26)}</text>`,
    `<text x="28" y="${zhTop}" fill="#f0f0f0" font-family="'Noto Serif CJK SC','Songti SC',serif" font-size="18">${tspans(zh, 28, 24)}</text>`,
    `<text x="28" y="${height - 32}" fill="hsl(${hue},70%,82%)" font-family="Georgia,serif" font-size="12">${escapeXml(PUBLISHER.name.en)}</text>`,
    '</svg>',
  ].join('');
}
