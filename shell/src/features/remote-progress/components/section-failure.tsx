import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';

/** Why a section failed, as the shell classifies it (each has its own advice). */
export type SectionFailureKind = 'timeout' | 'unreachable' | 'broken';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 36rem;
  margin: ${({ theme }) => `${theme.space(10)} auto`};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.lockedSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A section that could not be loaded, in its own area: what failed, what the reader can do, and
 * a retry. The header and the other sections keep working around it.
 */
export function SectionFailure({
  section,
  kind,
  onRetry,
}: {
  /** The section's name in the reader's language. */
  section: string;
  kind: SectionFailureKind;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Panel role="alert" aria-labelledby={titleId}>
      <Mark aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" focusable="false" fill="currentColor">
          <path d="M12 2 1 21h22Zm-1 7h2v6h-2Zm0 8h2v2h-2Z" />
        </svg>
      </Mark>
      <h2 id={titleId}>{t('shell:remote.failed', { section })}</h2>
      <p>{t(`shell:remote.hint.${kind}`)}</p>
      <Button onClick={onRetry}>{t('common:retry')}</Button>
    </Panel>
  );
}
