import { useAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button } from '@portal/shared';
import { cookieDialogAtom } from '../consent-store';
import {
  useCookieConsent,
  useMeasurementGate,
  useOpenCookieDialog,
} from '../hooks/use-cookie-consent';

// Most readers never open these: their code and texts load with the first opening.
const CookieInformationDialog = lazy(async () => ({
  default: (await import('./cookie-information-dialog')).CookieInformationDialog,
}));
const CookiePreferencesDialog = lazy(async () => ({
  default: (await import('./cookie-preferences-dialog')).CookiePreferencesDialog,
}));

const slideDown = keyframes`
  from { transform: translateY(-100%); }
  to { transform: none; }
`;

const Drawer = styled.section`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${slideDown} 240ms ease-out;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Text = styled.div`
  flex: 1 1 28rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The cookie notice (spec sections 2 and 4): a drawer at the top of every page until the reader
 * accepts, with More information, Manage and Accept; the two dialogs; and the measurement gate.
 * Rendered once, by the site layout; a server's page has it already when the request's cookies
 * hold no answer (`setCookieSource`), so it never pushes the page down as the browser takes over.
 */
export function CookieConsent() {
  const { t } = useTranslation('shell');
  const { consent, acceptAll, rejectOptional, save } = useCookieConsent();
  const [dialog, setDialog] = useAtom(cookieDialogAtom);
  useMeasurementGate();
  const close = () => setDialog(null);
  // Once opened, the dialogs stay mounted, so that closing one returns focus where it was.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (dialog !== null && !dialogsWanted) setDialogsWanted(true);

  return (
    <>
      {!consent.accepted && (
        <Drawer aria-labelledby="cookie-notice-title">
          <Inner>
            <Text>
              <h2 id="cookie-notice-title">{t('cookies.notice.title')}</h2>
              <p>{t('cookies.notice.text')}</p>
            </Text>
            <Actions>
              <Button variant="link" size="sm" onClick={() => setDialog('information')}>
                {t('cookies.moreInformation')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDialog('preferences')}>
                {t('cookies.manage')}
              </Button>
              {/* Accept keeps the stored (or default) measurement choice. */}
              <Button size="sm" onClick={() => save(consent.measureWebsite)}>
                {t('cookies.accept')}
              </Button>
            </Actions>
          </Inner>
        </Drawer>
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <CookieInformationDialog
            open={dialog === 'information'}
            onClose={close}
            onManage={() => setDialog('preferences')}
          />
          <CookiePreferencesDialog
            open={dialog === 'preferences'}
            measureWebsite={consent.measureWebsite}
            onClose={close}
            onAcceptAll={() => {
              acceptAll();
              close();
            }}
            onRejectOptional={() => {
              rejectOptional();
              close();
            }}
            onSave={(measureWebsite) => {
              save(measureWebsite);
              close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The footer's way back to the preference dialog after the notice is gone. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const openDialog = useOpenCookieDialog();
  return (
    <button type="button" className={className} onClick={() => openDialog('preferences')}>
      {t('cookies.settings')}
    </button>
  );
}
