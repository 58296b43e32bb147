import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Dialog = styled.dialog`
  max-width: min(28rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: rgba(22, 50, 92, 0.45);
  }

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface ConfirmDialogProps {
  /** Whether the question is shown; the owner keeps this state. */
  open: boolean;
  /** Called with `false` when the reader answers either way or closes the dialog (Escape). */
  onOpenChange: (open: boolean) => void;
  /** Called when the reader confirms, after the dialog has closed. */
  onConfirm: () => void;
  /** The question, the dialog's name. */
  title: string;
  /** A sentence saying what confirming will do. */
  description?: ReactNode;
  confirmLabel: string;
  /** The safe choice, which has the focus when the dialog opens. */
  cancelLabel: string;
}

/**
 * Asks before an action that is hard to undo. A native modal dialog: it keeps focus inside,
 * closes on Escape and makes the page behind it inert; the cancel button has the focus, as the
 * safe choice.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Closed before the owner hears of it, so that where the confirmed action puts the focus is
  // not undone by the browser returning focus on close.
  const close = () => {
    dialog.current?.close();
    onOpenChange(false);
  };
  const confirm = () => {
    close();
    onConfirm();
  };

  return (
    <Dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The browser closed it (Escape): a cancel.
      onClose={() => {
        if (open) onOpenChange(false);
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {description && <p id={descriptionId}>{description}</p>}
      <Actions>
        <Button ref={cancel} variant="secondary" onClick={close}>
          {cancelLabel}
        </Button>
        <Button onClick={confirm}>{confirmLabel}</Button>
      </Actions>
    </Dialog>
  );
}
