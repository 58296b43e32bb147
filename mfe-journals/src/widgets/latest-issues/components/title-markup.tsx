import { useLayoutEffect, useRef } from 'react';

/** The HTML Sanitizer API's `Element.setHTML`, in the browsers that have it. */
interface SanitizingElement extends Element {
  setHTML(html: string): void;
}

const canSanitize = (element: Element): element is SanitizingElement => 'setHTML' in element;

const PROFILES = { USE_PROFILES: { html: true, mathMl: true } };

let purifier: Promise<(markup: string) => string> | undefined;

/** DOMPurify, loaded the first time a browser without `setHTML` needs it. */
function loadPurifier() {
  purifier ??= import('dompurify').then(
    ({ default: purify }) =>
      (markup: string) =>
        purify.sanitize(markup, PROFILES),
  );
  return purifier;
}

interface TitleMarkupProps {
  /** The title as the API renders it: text escaped, TeX as MathML. */
  markup: string;
  /** The same title as plain text, shown until the markup is in. */
  text: string;
}

/**
 * A title the API rendered as HTML: the browser draws its math natively, so the home page needs no
 * KaTeX. Sanitized all the same, since it goes into the DOM as HTML: by the browser's own
 * sanitizer (`setHTML`, whose default keeps MathML and drops scripts and event handlers), else by
 * DOMPurify, loaded only then.
 */
export function TitleMarkup({ markup, text }: TitleMarkupProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (canSanitize(element)) {
      element.setHTML(markup);
      return undefined;
    }
    element.textContent = text;
    let current = true;
    void loadPurifier().then((sanitize) => {
      if (current) element.innerHTML = sanitize(markup);
    });
    return () => {
      current = false;
    };
  }, [markup, text]);
  // The content is the effect's: React keeps no children here to reconcile.
  return <span ref={ref} />;
}
