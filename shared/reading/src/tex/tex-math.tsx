// The apps type-check this file from their own projects, which do not include shared's ambient
// declarations: the reference brings the stylesheet's along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="./katex-css.d.ts" />
import { useInsertionEffect } from 'react';
import katex from 'katex';
import katexCss from 'katex/dist/katex.min.css';
import styled from 'styled-components';
import { VisuallyHidden } from '@portal/shared';
import { INLINE_MATH, unescapeDollars } from './inline-math';

export interface TexSegment {
  kind: 'text' | 'math';
  /** Plain text, or the TeX source between the dollar signs. */
  value: string;
}

/** Splits `text` into plain text and inline math; `\$` stays a dollar sign. */
export function splitTex(text: string): TexSegment[] {
  const segments: TexSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    if (match.index > last) segments.push({ kind: 'text', value: text.slice(last, match.index) });
    segments.push({ kind: 'math', value: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', value: text.slice(last) });
  return segments.map((segment) =>
    segment.kind === 'text' ? { ...segment, value: unescapeDollars(segment.value) } : segment,
  );
}

/** Where webpack serves this build's files from, known at run time (none in a test). */
declare const __webpack_public_path__: string | undefined;

const STYLE_ATTRIBUTE = 'data-katex-style';

/**
 * The stylesheet with its fonts' addresses made absolute: they are files beside this chunk, and
 * in a <style> a relative `url()` would be read against the page's address instead.
 */
export function withFontsFrom(css: string, base: string): string {
  return css.replace(/url\((?![a-z][a-z0-9+.-]*:|\/)/gi, `url(${base}`);
}

/** KaTeX's stylesheet, once per page, before the first formula is drawn. */
function useKatexStyle() {
  useInsertionEffect(() => {
    if (document.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)) return;
    const style = document.createElement('style');
    style.setAttribute(STYLE_ATTRIBUTE, '');
    // The site's Content-Security-Policy applies only <style> elements bearing the page's nonce,
    // which the page names as styled-components reads it (delivery/src/security.ts).
    const nonce = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    if (nonce) style.nonce = nonce;
    const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
    style.textContent = withFontsFrom(katexCss, base);
    document.head.append(style);
  }, []);
}

const Rendered = styled.span`
  /* Copying selects the TeX source beside it, not KaTeX's glyphs. */
  user-select: none;
`;

export const TexSource = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
`;

function renderMath(tex: string): string | null {
  try {
    // KaTeX builds the markup itself from the TeX (no HTML passes through; `trust` is off).
    return katex.renderToString(tex, { throwOnError: false, output: 'html', strict: 'ignore' });
  } catch {
    return null;
  }
}

function MathSegment({ tex }: { tex: string }) {
  const html = renderMath(tex);
  if (html === null) return <TexSource data-tex={tex}>{`$${tex}$`}</TexSource>;
  return (
    <span data-tex={tex}>
      <Rendered aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />
      <VisuallyHidden>{`$${tex}$`}</VisuallyHidden>
    </span>
  );
}

/**
 * Text with its inline math typeset by KaTeX: the chunk `TexText` loads, with KaTeX and its
 * stylesheet, the first time a page shows math. Screen readers and copying get the TeX source,
 * which mathematicians read and paste fluently.
 */
export default function TexMath({ text, className }: { text: string; className?: string }) {
  useKatexStyle();
  return (
    <span className={className}>
      {splitTex(text).map((segment, index) =>
        segment.kind === 'math' ? <MathSegment key={index} tex={segment.value} /> : segment.value,
      )}
    </span>
  );
}
