// An in-memory IndexedDB for the cart (Dexie), installed before any test module imports Dexie.
import 'fake-indexeddb/auto';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * A formula's computed style as a browser's: jsdom gives MathML elements no inline style, so its
 * `getComputedStyle` throws on them, and every query by role and name over a page with a formula
 * would. A MathML element is styled as an empty span is, except that a `semantics` element's
 * annotations are not drawn (MathML Core's user-agent style sheet), so the TeX kept there is in
 * no accessible name, as in Chromium.
 */
function styleFormulasAsBrowsersDo(window: Window) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudoElement) => {
    if (element.namespaceURI !== MATHML) return computedStyle(element, pseudoElement);
    const standIn = window.document.createElement('span');
    if (element.localName === 'annotation' || element.localName === 'annotation-xml') {
      standIn.style.display = 'none';
    }
    return computedStyle(standIn, pseudoElement);
  };
}

// Tests of Node code (`@jest-environment node`) have no window.
if (typeof window !== 'undefined') styleFormulasAsBrowsersDo(window);
