import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog } from '@portal/shared';

export interface ClearCartButtonProps {
  onConfirm: () => void;
}

/** "Clear cart", asking first; "Keep the books" is the safe choice the question starts on. */
export function ClearCartButton({ onConfirm }: ClearCartButtonProps) {
  const { t } = useTranslation('commerce');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('cart.clear')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={onConfirm}
        title={t('cart.clearConfirmTitle')}
        description={t('cart.clearConfirmText')}
        confirmLabel={t('cart.clearConfirm')}
        cancelLabel={t('cart.clearCancel')}
      />
    </>
  );
}
