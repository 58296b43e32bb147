import styled from 'styled-components';
import { splitTex } from '@portal/tex';
import { texToMathml } from '@portal/tex/mathml';

export const TexSource = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
`;

/**
 * One formula as MathML, drawn by the browser and read by screen readers, with its TeX as the
 * annotation a reader copies. The markup is Temml's, built from the TeX (no HTML passes through;
 * `trust` is off). TeX that does not parse shows as written.
 */
function MathSegment({ tex }: { tex: string }) {
  const mathml = texToMathml(tex, { annotate: true });
  if (mathml === null) return <TexSource data-tex={tex}>{`$${tex}$`}</TexSource>;
  return <span data-tex={tex} dangerouslySetInnerHTML={{ __html: mathml }} />;
}

/**
 * Text with its inline math as MathML, by `@portal/tex`, the renderer the API uses for titles and
 * full texts: the chunk `TexText` loads, with Temml, the first time a page shows math it was not
 * given as markup.
 */
export default function TexMath({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {splitTex(text).map((segment, index) =>
        segment.kind === 'math' ? <MathSegment key={index} tex={segment.value} /> : segment.value,
      )}
    </span>
  );
}
