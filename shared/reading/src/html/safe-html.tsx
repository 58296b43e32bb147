import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSafeHtml } from '@portal/shared';
import { serverMarkup } from '#server-markup';

interface SafeHtmlProps {
  /** HTML from the API (news bodies, FAQ answers, ordering pages), TeX already as MathML. */
  html: string;
  className?: string;
}

/** A link the portal's router can follow without reloading the page. */
function inPortalPath(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // The API's own addresses (files, PDFs) are not pages of the portal.
  if (url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What a browser's render puts in the container: nothing. React then keeps what is there, the
 * server's markup when it takes a page over (it does not compare HTML while hydrating) and on
 * every later render (the same `__html` is never set again), and leaves the content to the effect.
 */
const KEPT = { __html: '' };

/**
 * HTML from the API, sanitized before it is inserted. Links to pages of the portal are followed
 * by the router, as any other link is, so reading a news item and opening the journal it names
 * keeps the page (and the kept-alive routes) instead of reloading everything.
 *
 * A page rendered on the site's server holds the HTML already, sanitized there (`serverMarkup`),
 * so it is drawn with the rest of the served page, not after the scripts: the browser keeps it
 * when it takes the page over, and inserts the HTML itself only when it changes (another
 * language) or the page is its own from the start (`setSafeHtml`).
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const fromServer = useRef(true);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // A container rendered here starts empty: content at the first effect is the server's copy
    // of this same HTML (the page's data is the server's until it is taken over).
    const taken = fromServer.current && element.hasChildNodes();
    fromServer.current = false;
    return taken ? undefined : setSafeHtml(element, html);
  }, [html]);

  function followPortalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = inPortalPath(anchor);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path);
  }

  const markup = serverMarkup(html);
  // The click handler only takes over clicks on links (Enter on a focused link is a click too).
  return (
    <div
      ref={ref}
      className={className}
      onClick={followPortalLink}
      dangerouslySetInnerHTML={markup === undefined ? KEPT : { __html: markup }}
      // The browser's render has none of the server's markup, on purpose (`KEPT`).
      suppressHydrationWarning
    />
  );
}
