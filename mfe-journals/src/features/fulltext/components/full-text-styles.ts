import { css } from 'styled-components';

/**
 * Room above an anchor's target for what sticks at the top of the window (the menu bar, from
 * 992 px up), so a followed citation or heading is not hidden under it.
 */
export const anchorMargin = css`
  scroll-margin-top: calc(var(--portal-sticky-top, 3.35rem) + ${({ theme }) => theme.space(4)});
`;

/** The mark of the part an address names (`#ref-3`, `#e1`), a followed link's target. */
export const targetMark = css`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: 0 0 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * The full text's HTML as the server writes it (api/src/fulltext/jats-body.ts): sections under
 * h2-h6, AMS-style statements, display equations with their numbers, figures whose images have
 * their size (so nothing moves when they arrive), tables, footnote marks and citations.
 */
export const fullTextStyles = css`
  line-height: 1.7;
  overflow-wrap: break-word;

  [id] {
    ${anchorMargin}
  }

  /* A section named by the address (a contents link) marks its heading, not all of it. */
  :target:not(section),
  section:target > :first-child {
    ${targetMark}
  }

  section + section {
    margin-top: ${({ theme }) => theme.space(8)};
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(3)}`};
    overflow-wrap: anywhere;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  pre {
    margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  a:focus-visible,
  [tabindex]:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  .sc {
    font-variant: small-caps;
  }

  /* AMS's theorem styles: a bold run-in name; the body of a claim in italics. */
  .statement {
    display: flow-root;
    margin: ${({ theme }) => `${theme.space(5)} 0`};
  }

  .statement-heading,
  .statement-heading + p {
    display: inline;
  }

  .statement-heading {
    margin-right: 0.35em;
    font-style: normal;
  }

  .statement-heading + p + * {
    margin-top: ${({ theme }) => theme.space(4)};
  }

  .statement-label {
    font-weight: 700;
  }

  .statement-theorem,
  .statement-lemma,
  .statement-proposition,
  .statement-corollary,
  .statement-conjecture {
    font-style: italic;
  }

  /* A remark, an example and a proof are named in italics, their body upright. */
  .statement-remark .statement-label,
  .statement-example .statement-label,
  .statement-proof .statement-label {
    font-weight: 400;
    font-style: italic;
  }

  .qed {
    float: right;
    margin-left: ${({ theme }) => theme.space(4)};
  }

  /*
   * A display equation: centred, its number on the right. A formula wider than a phone scrolls
   * sideways within its line, not the page.
   */
  .equation {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
    margin: ${({ theme }) => `${theme.space(3)} 0`};
    padding: ${({ theme }) => `${theme.space(1)} 0`};
    overflow-x: auto;
    overflow-y: hidden;
  }

  .equation > math {
    flex: 1 0 auto;
    margin: 0;
  }

  .equation-number {
    flex: none;
    margin-left: auto;
  }

  .equation:focus-visible {
    outline-offset: -3px;
  }

  .tex-error {
    color: ${({ theme }) => theme.colors.danger};
    font-family: ${({ theme }) => theme.fonts.mono};
  }

  figure {
    margin: ${({ theme }) => `${theme.space(6)} 0`};
  }

  /* The image's width and height attributes give its shape: its place is kept while it loads. */
  .figure img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 0 auto;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  .table figcaption {
    margin: ${({ theme }) => `0 0 ${theme.space(2)}`};
  }

  figcaption p {
    margin: ${({ theme }) => `0 0 ${theme.space(1)}`};
  }

  .caption-label {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }

  .table-scroll {
    overflow-x: auto;
  }

  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
  }

  .table-foot {
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  blockquote,
  .boxed {
    margin-left: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }

  .boxed {
    display: block;
    margin: ${({ theme }) => `${theme.space(5)} 0`};
    background: ${({ theme }) => theme.colors.surface};
  }

  pre {
    overflow-x: auto;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  /* A footnote mark or a citation is a link too small to tap: a little more room around it. */
  .footnote-ref a {
    padding: 0 0.15em;
    text-decoration: none;
  }

  .citation {
    white-space: nowrap;
  }

  /* "Copy TeX": after its formula, over what follows, taking no room. */
  .copy-tex {
    position: relative;
  }

  .copy-tex-display {
    display: block;
    height: 0;
  }

  .copy-tex-display > button {
    top: ${({ theme }) => theme.space(-1)};
    right: 0;
  }

  .copy-tex-inline {
    display: inline-block;
    width: 0;
    height: 0;
  }

  .copy-tex-inline > button {
    top: 0.5em;
    left: 0;
  }

  @media print {
    .copy-tex {
      display: none;
    }

    .equation,
    .table-scroll,
    pre {
      overflow: visible;
    }

    .equation,
    .statement,
    figure,
    tr {
      break-inside: avoid;
    }

    h2,
    h3,
    h4,
    h5,
    h6,
    .statement-heading {
      break-after: avoid;
    }

    /* On paper a link out is its address. */
    a[href^='http']::after {
      content: ' <' attr(href) '>';
      font-size: 0.85em;
      overflow-wrap: anywhere;
    }
  }
`;
