import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@portal/shared';
import { loadedKatex, loadKatex, type Katex } from './load-katex';

export interface TexSegment {
  kind: 'text' | 'math';
  /** Plain text, or the TeX source between the dollar signs. */
  value: string;
}

/** `$...$` not preceded by a backslash: inline math in a title, an abstract or a keyword. */
const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

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
    segment.kind === 'text' ? { ...segment, value: segment.value.replace(/\\\$/g, '$') } : segment,
  );
}

type KatexState = Katex | 'loading' | 'failed';

/** KaTeX when `needed`: loaded on first use, shared by every TexText of the page. */
function useKatex(needed: boolean): KatexState {
  const [state, setState] = useState<KatexState>(() => loadedKatex() ?? 'loading');
  useEffect(() => {
    if (!needed || state !== 'loading') return;
    let current = true;
    loadKatex().then(
      (katex) => current && setState(() => katex),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [needed, state]);
  return state;
}

const Rendered = styled.span`
  /* Copying selects the TeX source beside it, not KaTeX's glyphs. */
  user-select: none;
`;

const Source = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
`;

function renderMath(katex: Katex, tex: string): string | null {
  try {
    // KaTeX builds the markup itself from the TeX (no HTML passes through; `trust` is off).
    return katex.renderToString(tex, { throwOnError: false, output: 'html', strict: 'ignore' });
  } catch {
    return null;
  }
}

function MathSegment({ tex, katex }: { tex: string; katex: KatexState }) {
  const html = typeof katex === 'object' ? renderMath(katex, tex) : null;
  if (html === null) return <Source data-tex={tex}>{`$${tex}$`}</Source>;
  return (
    <span data-tex={tex}>
      <Rendered aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />
      <VisuallyHidden>{`$${tex}$`}</VisuallyHidden>
    </span>
  );
}

/**
 * Text with inline TeX (`$x^2$`), the math typeset by KaTeX. KaTeX loads only when the text
 * holds math; until then, and if it fails, the TeX source shows. Screen readers and copying get
 * the TeX source, which mathematicians read and paste fluently.
 */
export function TexText({ text, className }: { text: string; className?: string }) {
  const segments = splitTex(text);
  const katex = useKatex(segments.some((segment) => segment.kind === 'math'));
  return (
    <span className={className}>
      {segments.map((segment, index) =>
        segment.kind === 'math' ? (
          <MathSegment key={index} tex={segment.value} katex={katex} />
        ) : (
          segment.value
        ),
      )}
    </span>
  );
}
