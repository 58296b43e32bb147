import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';

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

export interface ClearCartButtonProps {
  onConfirm: () => void;
}

/**
 * "Clear cart", asking first. A native modal dialog: it keeps focus inside, closes on Escape
 * and makes the page behind it inert; "Keep items" has the focus, as the safe choice.
 */
export function ClearCartButton({ onConfirm }: ClearCartButtonProps) {
  const { t } = useTranslation('commerce');
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const open = () => {
    dialog.current?.showModal();
    keep.current?.focus();
  };
  const confirm = () => {
    dialog.current?.close();
    onConfirm();
  };

  return (
    <>
      <Button variant="secondary" onClick={open}>
        {t('cart.clear')}
      </Button>
      <Dialog
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <h2 id={titleId}>{t('cart.clearConfirmTitle')}</h2>
        <p id={descriptionId}>{t('cart.clearConfirmText')}</p>
        <Actions>
          <Button ref={keep} variant="secondary" onClick={() => dialog.current?.close()}>
            {t('cart.clearCancel')}
          </Button>
          <Button onClick={confirm}>{t('cart.clearConfirm')}</Button>
        </Actions>
      </Dialog>
    </>
  );
}
