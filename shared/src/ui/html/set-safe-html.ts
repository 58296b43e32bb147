/**
 * Inserting HTML that comes from the API: always sanitized first, with MathML kept (the API
 * renders TeX as MathML, which browsers draw natively). The browser's own sanitizer does it where
 * there is one (`Element.setHTML`, whose default drops scripts, event handlers and `javascript:`
 * URLs); elsewhere DOMPurify, loaded the first time it is needed, so that pages with no HTML from
 * the API never download it.
 */

/** The HTML Sanitizer API's `Element.setHTML`, in the browsers that have it. */
interface SanitizingElement extends Element {
  setHTML(html: string): void;
}

const canSanitize = (element: Element): element is SanitizingElement => 'setHTML' in element;

const PROFILES = { USE_PROFILES: { html: true, mathMl: true } };

let purifier: Promise<(markup: string) => string> | undefined;

function loadPurifier() {
  purifier ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: purify }) =>
      (markup: string) =>
        purify.sanitize(markup, PROFILES),
  );
  return purifier;
}

/**
 * Replaces `element`'s content with `html`, sanitized. Synchronous with the browser's sanitizer;
 * otherwise `fallbackText` (if any) shows until DOMPurify is in. Calls `onInserted` once the HTML
 * is in place. Returns a function that cancels a pending insertion (for an effect's clean-up).
 */
export function setSafeHtml(
  element: Element,
  html: string,
  { fallbackText, onInserted }: { fallbackText?: string; onInserted?: () => void } = {},
): () => void {
  if (canSanitize(element)) {
    element.setHTML(html);
    onInserted?.();
    return () => undefined;
  }
  element.textContent = fallbackText ?? '';
  let current = true;
  void loadPurifier().then((sanitize) => {
    if (!current) return;
    element.innerHTML = sanitize(html);
    onInserted?.();
  });
  return () => {
    current = false;
  };
}
