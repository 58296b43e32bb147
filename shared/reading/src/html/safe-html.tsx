import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSafeHtml } from '@portal/shared';

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
 * HTML from the API, sanitized before it is inserted (`setSafeHtml`). Links to pages of the portal
 * are followed by the router, as any other link is, so reading a news item and opening the journal
 * it names keeps the page (and the kept-alive routes) instead of reloading everything.
 *
 * Render is server-safe: the content is set in a layout effect, so the server renders the empty
 * container.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const element = ref.current;
    return element ? setSafeHtml(element, html) : undefined;
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

  // The content is the effect's: React keeps no children here to reconcile. The click handler only
  // takes over clicks on links (Enter on a focused link is a click too).
  return <div ref={ref} className={className} onClick={followPortalLink} />;
}
