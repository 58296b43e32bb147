import { Fragment, useMemo } from 'react';
import { TexText } from '@portal/shared/reading';
import { titleParts } from '../utils/highlight';

/**
 * A hit's title with its TeX typeset and its matches marked. The highlight is read as the
 * contract's form (`titleParts`), not inserted as HTML: the pieces are text React escapes, so
 * nothing in a title can become markup. A title without matches is the plain `TexText`.
 */
export function HighlightedTitle({ title, highlight }: { title: string; highlight: string }) {
  const parts = useMemo(() => titleParts(title, highlight), [title, highlight]);
  if (!parts.some((part) => part.marked)) return <TexText text={title} />;
  return (
    <>
      {parts.map((part, index) => {
        const content = part.kind === 'math' ? <TexText text={part.value} /> : part.value;
        return part.marked ? (
          <mark key={index}>{content}</mark>
        ) : (
          <Fragment key={index}>{content}</Fragment>
        );
      })}
    </>
  );
}
