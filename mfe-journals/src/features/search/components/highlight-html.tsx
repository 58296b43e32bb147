import { createElement, Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { setSafeHtml } from '@portal/shared';
import { parseHighlight, type HighlightNode } from '../utils/highlight';

/** The tree as React elements: text escaped by React, elements and attributes of the form only. */
function renderNodes(nodes: readonly HighlightNode[]): ReactNode {
  return nodes.map((node, index) =>
    typeof node === 'string' ? (
      <Fragment key={index}>{node}</Fragment>
    ) : (
      createElement(node.name, { key: index, ...node.attributes }, renderNodes(node.children))
    ),
  );
}

/**
 * HTML of another form than the contract's, inserted the way the portal inserts every HTML from
 * the API: sanitized first (`setSafeHtml`: the browser's sanitizer, else DOMPurify), in an
 * effect, `fallbackText` showing until DOMPurify is in (the server sends it empty).
 */
function SanitizedHtml({
  html,
  fallbackText = '',
  className,
}: {
  html: string;
  fallbackText?: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return element ? setSafeHtml(element, html, { fallbackText }) : undefined;
  }, [html, fallbackText]);
  return <span ref={ref} className={className} />;
}

/**
 * A highlight from the API (escaped text with `<mark>` around matches; in titles, formulas as
 * MathML), rendered as elements when it is of the contract's form (`parseHighlight`): the page
 * the server sends has it whole, and the browser takes it over as it is. Anything else is
 * sanitized and inserted in the browser, `fallbackText` showing until then.
 */
export function HighlightHtml({
  html,
  fallbackText,
  className,
}: {
  html: string;
  fallbackText?: string;
  className?: string;
}) {
  const nodes = parseHighlight(html);
  if (nodes === null) {
    return <SanitizedHtml html={html} fallbackText={fallbackText} className={className} />;
  }
  return <span className={className}>{renderNodes(nodes)}</span>;
}
