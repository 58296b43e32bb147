import { Suspense, type ComponentType } from 'react';
import { namedLazy } from '../named-lazy';
import { INLINE_MATH, unescapeDollars } from './inline-math';

interface TexTextProps {
  text: string;
  className?: string;
}

/** The text as written, TeX source and all: while KaTeX loads, and if it cannot. */
function TexFallback({ text, className }: TexTextProps) {
  return <span className={className}>{text}</span>;
}

/**
 * The component that typesets, with KaTeX's stylesheet (chunk `katex-text`) and KaTeX (`katex`). A
 * failed load shows the source and lets the next TexText that mounts try again (React keeps a
 * lazy component's failure). A page the site's server rendered with math loads it ahead, by name.
 */
function lazyTexMath(): ComponentType<TexTextProps> {
  return namedLazy(
    () =>
      import(/* webpackChunkName: "katex-text" */ './tex-math').catch(() => {
        TexMath = lazyTexMath();
        return { default: TexFallback };
      }),
    'reading:tex-math',
  );
}

let TexMath = lazyTexMath();

/**
 * Text with inline TeX (`$x^2$`), the math typeset by KaTeX. Text without math renders at once;
 * KaTeX (about 65 KB of compressed JS with its stylesheet) loads the first time a page shows
 * math, and until then the TeX source shows.
 */
export function TexText({ text, className }: TexTextProps) {
  if (text.search(INLINE_MATH) < 0) {
    return <span className={className}>{unescapeDollars(text)}</span>;
  }
  return (
    <Suspense fallback={<TexFallback text={text} className={className} />}>
      <TexMath text={text} className={className} />
    </Suspense>
  );
}
