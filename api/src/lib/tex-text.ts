/**
 * Titles as plain text, for where no markup goes: a tab's title, `citation_title`, `og:title`.
 * Each `$...$` loses its dollar signs and becomes the Unicode characters `unicodeit` knows
 * (`\mathbb{C}^n` is `ℂⁿ`, `\chi` is `χ`); what Unicode cannot write stays legible: a
 * superscript without superscript forms keeps its caret (`e^{2\pi i}` is `e^(2πi)`), a subscript
 * without subscript forms follows on the line, as plain-text citations write it, with no `_` a
 * reader would take for a typo (`\mathbb{F}_q` is `𝔽q`), an upright name is its letters
 * (`\mathrm{SL}_2` is `SL₂`, `\log` is `log`).
 *
 * `unicodeit` replaces substrings of the whole text (`\log` would be `łog`, its `\l`), so this
 * reads the TeX itself and hands it one command, or one script character, at a time.
 */
import type { LocalizedText } from '@portal/contract';
import { LRUCache } from 'lru-cache';
import { replace } from 'unicodeit';

/** `$...$` not preceded by a backslash, as the front ends' TeX splitter reads it. */
const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** Upright names and text: their argument's letters as they are. */
const TEXT_COMMANDS = new Set([
  'mathrm',
  'operatorname',
  'text',
  'textrm',
  'textit',
  'textbf',
  'textsf',
  'texttt',
  'textnormal',
  'mbox',
  'hbox',
  'mathnormal',
]);

/** Alphabets: each letter of the argument as its Unicode letter, tried in this order. */
const FONT_COMMANDS: Record<string, readonly string[]> = {
  mathbb: ['mathbb'],
  mathcal: ['mathcal'],
  mathscr: ['mathscr', 'mathcal'],
  mathfrak: ['mathfrak'],
  mathbf: ['mathbf'],
  boldsymbol: ['mathbf'],
  bm: ['mathbf'],
  mathsf: ['mathsf'],
  mathtt: ['mathtt'],
  mathit: ['mathit'],
};

/** Accents: a combining mark over one character. */
const ACCENTS = new Set([
  'hat',
  'widehat',
  'bar',
  'overline',
  'tilde',
  'widetilde',
  'vec',
  'dot',
  'ddot',
  'check',
  'breve',
  'acute',
  'grave',
  'mathring',
]);

/** Sizes, styles and delimiters' companions: nothing to read. */
const SILENT = new Set([
  'left',
  'right',
  'middle',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'biggl',
  'biggr',
  'Biggl',
  'Biggr',
  'displaystyle',
  'textstyle',
  'scriptstyle',
  'limits',
  'nolimits',
]);

const SPACES = new Set(['quad', 'qquad', 'enspace', 'thinspace']);

/** Symbols `unicodeit` lacks, or writes otherwise than mathematics does. */
const SYMBOLS: Record<string, string> = {
  vert: '|',
  lvert: '|',
  rvert: '|',
  Vert: '‖',
  lVert: '‖',
  rVert: '‖',
  langle: '⟨',
  rangle: '⟩',
  dots: '…',
  dotsc: '…',
  dotsb: '⋯',
  lbrace: '{',
  rbrace: '}',
};

/** Control symbols: `\,` a space, `\{` a brace, `\|` a double bar. */
const CONTROL_SYMBOLS: Record<string, string> = {
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '>': ' ',
  ' ': ' ',
  '\\': ' ',
  '!': '',
  '|': '‖',
};

/** Primes already sit high: `f^\prime` is `f′`. */
const PRIMES = /^[′″‴]+$/u;

/**
 * `unicodeit` tries each of its thousands of symbols on every text it is given (milliseconds a
 * call), and a catalogue's formulas use a few hundred commands again and again: each is asked once.
 */
/** `false`: no Unicode for it. */
const unicodeCache = new LRUCache<string, string | false>({ max: 5000 });

/** What `unicodeit` makes of `tex`, if it made all of it into Unicode (no command left). */
function unicodeOf(tex: string): string | undefined {
  let text = unicodeCache.get(tex);
  if (text === undefined) {
    const replaced = replace(tex);
    text = replaced === tex || /[\\{}]/.test(replaced) ? false : replaced;
    unicodeCache.set(tex, text);
  }
  return text === false ? undefined : text;
}

const scriptCache = new Map<string, string | null>();

/** `c` raised (`^`) or lowered (`_`), if Unicode has that form of it. */
function scriptOf(c: string, kind: '^' | '_'): string | undefined {
  const key = kind + c;
  let script = scriptCache.get(key);
  if (script === undefined) {
    const text = replace(key);
    script = text !== key && [...text].length === 1 ? text : null;
    scriptCache.set(key, script);
  }
  return script ?? undefined;
}

/**
 * A super- or subscript: in Unicode's forms if each of its characters has one, else a
 * superscript as `^x` or `^(…)` and a subscript as its text on the line.
 */
function script(text: string, kind: '^' | '_'): string {
  if (!text) return '';
  if (kind === '^' && PRIMES.test(text)) return text;
  const characters = [...text];
  const forms = characters.map((c) => scriptOf(c, kind));
  if (forms.every((form) => form !== undefined)) return forms.join('');
  if (kind === '_') return text;
  return characters.length === 1 ? `^${text}` : `^(${text})`;
}

/** `a/b`, each part in parentheses unless it is one character or a number. */
function fraction(numerator: string, denominator: string): string {
  const part = (text: string) => ([...text].length <= 1 || /^\d+$/.test(text) ? text : `(${text})`);
  return `${part(numerator)}/${part(denominator)}`;
}

/** Reads TeX math left to right: each step consumes a token and writes its text. */
class MathReader {
  private index = 0;

  constructor(private readonly tex: string) {}

  static read(tex: string): string {
    return new MathReader(tex).readAll().replace(/\s+/g, ' ').trim();
  }

  private readAll(): string {
    let text = '';
    while (this.index < this.tex.length) text += this.readToken();
    return text;
  }

  /** The content of the `{...}` at the index (the braces of `\{` and `\}` do not count). */
  private group(): string {
    let depth = 0;
    const start = this.index + 1;
    for (; this.index < this.tex.length; this.index += 1) {
      const c = this.tex[this.index];
      if (c === '\\') this.index += 1;
      else if (c === '{') depth += 1;
      else if (c === '}' && --depth === 0) break;
    }
    this.index += 1;
    return this.tex.slice(start, this.index - 1);
  }

  /** The TeX of one argument: a group's content, a command, or a character. */
  private argument(): string {
    while (/\s/.test(this.tex[this.index] ?? '')) this.index += 1;
    const c = this.tex[this.index];
    if (c === undefined) return '';
    if (c === '{') return this.group();
    if (c === '\\') {
      const command = /^\\(?:[A-Za-z]+|.)/s.exec(this.tex.slice(this.index))?.[0] ?? c;
      this.index += command.length;
      return command;
    }
    const character = String.fromCodePoint(this.tex.codePointAt(this.index) ?? 0);
    this.index += character.length;
    return character;
  }

  /** An optional `[...]` argument, if one follows. */
  private optional(): string | undefined {
    if (this.tex[this.index] !== '[') return undefined;
    const end = this.tex.indexOf(']', this.index);
    if (end < 0) return undefined;
    const text = this.tex.slice(this.index + 1, end);
    this.index = end + 1;
    return text;
  }

  private readToken(): string {
    const c = this.tex[this.index] ?? '';
    if (c === '{') return MathReader.read(this.group());
    if (c === '^' || c === '_') {
      this.index += 1;
      return script(MathReader.read(this.argument()).replace(/\s/g, ''), c);
    }
    if (c === '\\') return this.command();
    this.index += c.length;
    if (c === '}') return '';
    if (c === '~') return ' ';
    if (c === "'") return '′';
    return c;
  }

  private command(): string {
    const name = /^[A-Za-z]+/.exec(this.tex.slice(this.index + 1))?.[0];
    if (!name) {
      const symbol = this.tex[this.index + 1] ?? '';
      this.index += 1 + symbol.length;
      return CONTROL_SYMBOLS[symbol] ?? symbol;
    }
    this.index += 1 + name.length;
    if (name === 'operatorname' && this.tex[this.index] === '*') this.index += 1;
    if (TEXT_COMMANDS.has(name)) return MathReader.read(this.argument());
    const fonts = FONT_COMMANDS[name];
    if (fonts) {
      const letters = [...MathReader.read(this.argument())];
      return letters
        .map((letter) =>
          /[A-Za-z0-9]/.test(letter)
            ? (fonts.map((font) => unicodeOf(`\\${font}{${letter}}`)).find(Boolean) ?? letter)
            : letter,
        )
        .join('');
    }
    if (ACCENTS.has(name)) {
      const base = MathReader.read(this.argument());
      return ([...base].length === 1 && unicodeOf(`\\${name}{${base}}`)) || base;
    }
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const numerator = MathReader.read(this.argument());
      return fraction(numerator, MathReader.read(this.argument()));
    }
    if (name === 'sqrt') {
      const index = this.optional();
      const radicand = MathReader.read(this.argument());
      const root = [...radicand].length === 1 ? `√${radicand}` : `√(${radicand})`;
      return index ? `${script(MathReader.read(index), '^')}${root}` : root;
    }
    if (name === 'not') {
      const negated = this.argument();
      return unicodeOf(`\\not${negated}`) ?? `${MathReader.read(negated)}\u0338`;
    }
    if (SILENT.has(name)) return '';
    if (SPACES.has(name)) return ' ';
    if (SYMBOLS[name]) return SYMBOLS[name];
    // A symbol Unicode has (`\chi`), else the name's letters (`\log`, `\sin`).
    const symbol = unicodeOf(`\\${name}`);
    return symbol && !/[A-Za-z]/.test(symbol) ? symbol : name;
  }
}

/** Titles repeat across lists and pages; a few thousand cover the catalogue's hot part. */
const cache = new LRUCache<string, string>({ max: 5000 });

/**
 * `text` as plain Unicode text: each `$...$` as the characters it writes (see above), `\$` a
 * dollar sign, the rest as it is. A text without TeX comes back unchanged.
 */
export function texToText(text: string): string {
  if (!text.includes('$')) return text;
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    plain += text.slice(last, match.index).replace(/\\\$/g, '$') + MathReader.read(match[1] ?? '');
    last = match.index + match[0].length;
  }
  plain += text.slice(last).replace(/\\\$/g, '$');
  cache.set(text, plain);
  return plain;
}

/** A title in both languages as plain text (the answers' `titleText`). */
export const titleTextOf = (title: LocalizedText): LocalizedText => ({
  zh: texToText(title.zh),
  en: texToText(title.en),
});
