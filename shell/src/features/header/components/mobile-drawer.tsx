import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { trapTabFocus } from '@portal/shared';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const Drawer = styled.dialog`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(22rem, 88vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${slideIn} 180ms ease-out;
  }
  &::backdrop {
    background: rgba(22, 50, 92, 0.45);
  }
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: inherit;
  }
`;

const DrawerBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const LanguageRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The menu below 950 px: a button (with `aria-expanded`) opening a modal drawer holding the
 * site's search, the main menu, the language and the user menu. A native modal dialog: the page
 * behind is inert, focus stays inside, Escape closes it (after the search's own list and text);
 * it also closes on navigation, and focus returns to the button.
 */
export function MobileDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setOpen(false);
  }

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) {
      element.close();
      button.current?.focus();
    }
  }, [open]);

  // The drawer only exists in the mobile layout: widening the window closes it.
  useEffect(() => {
    if (!open) return undefined;
    const wide = window.matchMedia('(min-width: 950px)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <IconButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t('common:menu.open')}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        ref={dialog}
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        // Escape (the browser's cancel) and any other close keep the state in step.
        onClose={() => {
          if (open) {
            setOpen(false);
            button.current?.focus();
          }
        }}
        // A link followed to the page already shown changes no location: close here as well.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        onKeyDown={(event) => trapTabFocus(event.currentTarget, event)}
      >
        {open && (
          <>
            <DrawerHeader>
              <h2 id="mobile-menu-title">{t('shell:header.drawer.title')}</h2>
              <IconButton
                type="button"
                aria-label={t('common:menu.close')}
                onClick={() => setOpen(false)}
              >
                <CloseIcon />
              </IconButton>
            </DrawerHeader>
            <DrawerBody>
              <SearchBox layout="drawer" />
              <MainMenu layout="drawer" />
              <LanguageRow>
                <span aria-hidden="true">{t('common:language.label')}</span>
                <LanguageSwitch />
              </LanguageRow>
              <UserMenu layout="drawer" />
            </DrawerBody>
          </>
        )}
      </Drawer>
    </>
  );
}
