import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Centred in the height it keeps for what replaces it. */
const Waiting = styled(Panel)<{ $minHeight: string | undefined }>`
  justify-content: center;
  min-height: ${({ $minHeight }) => $minHeight ?? 'auto'};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A region waiting for content: announced politely, marked busy. With `minHeight` (a CSS length:
 * the usual height of what replaces it) it keeps that space, so that what is below does not move
 * when the content arrives (issue 17, no layout shift).
 */
export function LoadingState({ label, minHeight }: { label?: string; minHeight?: string }) {
  const { t } = useTranslation('common');
  return (
    <Waiting role="status" aria-live="polite" aria-busy="true" $minHeight={minHeight}>
      <Spinner aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </Waiting>
  );
}

/** Nothing to show: a sentence saying so, and optionally what to do next. */
export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Panel>
      <p>{message ?? t('empty')}</p>
      {children}
    </Panel>
  );
}

/** A failure the reader can do something about: the message and, with `onRetry`, "Try again". */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert">
      <p>{message ?? t('error')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Panel>
  );
}
