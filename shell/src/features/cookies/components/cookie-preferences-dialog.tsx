import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import { ModalDialog } from './modal-dialog';
import { registerCookieDialogMessages } from '../i18n';

registerCookieDialogMessages();

const Category = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface CookiePreferencesDialogProps {
  open: boolean;
  /** The stored choice, shown when the dialog opens. */
  measureWebsite: boolean;
  onClose: () => void;
  onAcceptAll: () => void;
  onRejectOptional: () => void;
  onSave: (measureWebsite: boolean) => void;
}

/**
 * "Manage": strictly necessary cookies always on, measurement optional. Each button stores the
 * choice for 365 days and closes.
 */
export function CookiePreferencesDialog({
  measureWebsite,
  onAcceptAll,
  onRejectOptional,
  onSave,
  onClose,
  open,
}: CookiePreferencesDialogProps) {
  const { t } = useTranslation('shell');
  const [measure, setMeasure] = useState(measureWebsite);
  // Each opening starts from the stored choice, not from an unsaved change of the last one.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setMeasure(measureWebsite);
  }
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('cookies.preferences.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onRejectOptional}>
            {t('cookies.preferences.rejectOptional')}
          </Button>
          <Button variant="secondary" onClick={() => onSave(measure)}>
            {t('cookies.preferences.save')}
          </Button>
          <Button onClick={onAcceptAll}>{t('cookies.preferences.acceptAll')}</Button>
        </>
      }
    >
      <p>{t('cookies.preferences.intro')}</p>
      <Category>
        <legend>{t('cookies.category.necessary')}</legend>
        <Toggle>
          <input type="checkbox" checked disabled aria-describedby="cookies-necessary-text" />
          {t('cookies.preferences.alwaysOn')}
        </Toggle>
        <p id="cookies-necessary-text">{t('cookies.preferences.necessaryText')}</p>
      </Category>
      <Category>
        <legend>{t('cookies.category.measurement')}</legend>
        <Toggle>
          <input
            type="checkbox"
            checked={measure}
            onChange={(event) => setMeasure(event.target.checked)}
            aria-describedby="cookies-measurement-text"
          />
          {t('cookies.preferences.measureWebsite')}
        </Toggle>
        <p id="cookies-measurement-text">{t('cookies.preferences.measurementText')}</p>
      </Category>
    </ModalDialog>
  );
}
