import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FullTextFootnote } from '@portal/contract';
import { anchorMargin, targetMark } from './full-text-styles';

const Notes = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;

  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
    ${anchorMargin}
  }

  li:target {
    ${targetMark}
  }

  /* The note runs on to its way back. */
  li > div,
  li > div > p:last-child {
    display: inline;
  }

  p {
    margin: ${({ theme }) => `0 0 ${theme.space(1)}`};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** Underlined, as every link inside a note's text: colour alone does not tell it from the text. */
const BackLink = styled.a`
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};

  @media print {
    display: none;
  }
`;

/**
 * The footnotes of the sections shown, numbered as their marks are (`fn-<id>`), each with the
 * way back to its first mark in the text (`fnref-<id>`).
 */
export function Footnotes({ footnotes }: { footnotes: readonly FullTextFootnote[] }) {
  const { t } = useTranslation('journals');
  return (
    <Notes>
      {footnotes.map((footnote, index) => (
        <li key={footnote.id} id={`fn-${footnote.id}`}>
          {/* Built and sanitized by the server, as the text is. */}
          <div dangerouslySetInnerHTML={{ __html: footnote.html }} />
          <BackLink
            href={`#fnref-${footnote.id}`}
            role="doc-backlink"
            aria-label={t('fullText.footnoteBack', { number: index + 1 })}
          >
            ↩
          </BackLink>
        </li>
      ))}
    </Notes>
  );
}
