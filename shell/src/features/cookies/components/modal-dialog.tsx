import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusableElements, trapTabFocus } from '@portal/shared';

const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};

  &::backdrop {
    background: rgba(22, 50, 92, 0.45);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)} 0`};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)} ${theme.space(5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface ModalDialogProps {
  open: boolean;
  /** Called when the reader closes it: the close button, Escape, or an action that closes. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * A modal dialog: the native `<dialog>` makes the page behind it inert and closes on Escape;
 * Tab and Shift+Tab wrap inside it, and the focus goes back where it was when it closes.
 */
export function ModalDialog({ open, onClose, title, children, actions }: ModalDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      focusableElements(element)[0]?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const restoreFocus = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    // The button that opened it may be gone (the notice hides once answered): then the page.
    if (target?.isConnected) target.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <Dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => trapTabFocus(event.currentTarget, event)}
      onClose={() => {
        restoreFocus();
        if (open) onClose();
      }}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" aria-label={t('common:close')} onClick={onClose}>
          ×
        </CloseButton>
      </Header>
      <Body>{children}</Body>
      {actions && <Actions>{actions}</Actions>}
    </Dialog>
  );
}
