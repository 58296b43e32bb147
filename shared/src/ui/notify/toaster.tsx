import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NoticeKind } from '../../events/bus';
import { i18n } from '../../i18n/i18n';
import { dismiss, useToasts } from './notify-store';

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const ToastCard = styled.div<{ $kind: NoticeKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Dismiss = styled.button`
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

/**
 * Shows the notices of `notify()` in a corner, politely announced; errors as alerts. The live
 * region is always in the page so the first notice is announced too. Render it once.
 */
export function Toaster() {
  const { t } = useTranslation('common', { i18n });
  const toasts = useToasts();
  return (
    <Region role="status" aria-live="polite" aria-label={t('notice.region')}>
      {toasts.map((toast) => (
        <ToastCard
          key={toast.key}
          $kind={toast.kind}
          role={toast.kind === 'error' ? 'alert' : undefined}
        >
          <Message>{toast.message}</Message>
          <Dismiss
            type="button"
            aria-label={t('notice.dismiss')}
            onClick={() => dismiss(toast.key)}
          >
            ×
          </Dismiss>
        </ToastCard>
      ))}
    </Region>
  );
}
