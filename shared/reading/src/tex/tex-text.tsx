import { Suspense, type ComponentType } from 'react';
import { namedLazy } from '../named-lazy';
import { hasInlineMath, unescapeDollars } from '@portal/tex';

interface TexTextProps {
  text: string;
  className?: string;
}

interface TexTextOrMarkupProps extends TexTextProps {
  /**
   * The same text as the API typeset it (`titleMarkup`): escaped, its TeX as MathML by
   * `@portal/tex`. No HTML from outside passes into it, as none does into Temml's output here, so
   * it goes in as it is, on the server's render as on the browser's, and no renderer loads.
   */
  markup?: string;
}

/** The text as written, TeX source and all: while Temml loads, and if it cannot. */
function TexFallback({ text, className }: TexTextProps) {
  return <span className={className}>{text}</span>;
}

/**
 * The component that typesets (chunk `tex-text`), with Temml (`temml`). A failed load shows the
 * source and lets the next TexText that mounts try again (React keeps a lazy component's failure).
 * A page the site's server rendered with math loads it ahead, by name.
 */
function lazyTexMath(): ComponentType<TexTextProps> {
  return namedLazy(
    () =>
      import(/* webpackChunkName: "tex-text" */ './tex-math').catch(() => {
        TexMath = lazyTexMath();
        return { default: TexFallback };
      }),
    'reading:tex-math',
  );
}

let TexMath = lazyTexMath();

/**
 * Text with inline TeX (`$x^2$`), the math as MathML by the site's one TeX renderer
 * (`@portal/tex`). Text without math renders at once; Temml (about 45 KB of compressed JS, no
 * stylesheet or fonts: the browser draws MathML) loads the first time a page shows math, and
 * until then the TeX source shows. Text the API gave as markup too (`titleMarkup`) needs none of it.
 */
export function TexText({ text, markup, className }: TexTextOrMarkupProps) {
  if (!hasInlineMath(text)) {
    return <span className={className}>{unescapeDollars(text)}</span>;
  }
  if (markup !== undefined) {
    return <span className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  return (
    <Suspense fallback={<TexFallback text={text} className={className} />}>
      <TexMath text={text} className={className} />
    </Suspense>
  );
}
