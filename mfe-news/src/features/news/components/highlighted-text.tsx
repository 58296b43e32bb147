import styled from 'styled-components';
import { highlightParts } from '../utils/highlight';

const Mark = styled.mark`
  padding: 0 0.1em;
  border-radius: 2px;
  /* A pale accent: the text keeps its own color and contrast. */
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 40%, transparent);
  color: inherit;
`;

/** `text` with the words of `keyword` marked (`<mark>`), built from text only, never HTML. */
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  if (!keyword) return <>{text}</>;
  return (
    <>
      {highlightParts(text, keyword).map((part, index) =>
        part.match ? <Mark key={index}>{part.text}</Mark> : part.text,
      )}
    </>
  );
}
