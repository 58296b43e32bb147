import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAGES } from '@portal/pages';
import { NARROW } from '../narrow';
import { CartButton } from './cart-button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { MobileDrawer } from './mobile-drawer';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};

  ${NARROW} {
    gap: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-right: auto;
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ${NARROW} {
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    svg {
      width: 2rem;
      height: auto;
    }
  }
`;

/**
 * The publisher's name breaks only between words: never inside the Chinese name (which has no
 * spaces, so it stays on one line: "国际数学科学出版/社" was broken at 390 px), at spaces in English.
 */
const SiteName = styled.span`
  word-break: keep-all;
  overflow-wrap: normal;
`;

/** Shown from 950 px up; below, the drawer holds these. */
const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  /* The brand gives way (the English name wraps between words), never the cart or the menu. */
  flex-shrink: 0;

  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
`;

/**
 * The menu bar under the brand, with the search at its end (the brand's row has no room left at
 * 950 px); from 992 px up it stays at the top while the page scrolls.
 */
const MenuBar = styled.div`
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.colors.primaryHover};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  > div {
    padding-block: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
  ${({ theme }) => theme.media.sticky} {
    position: sticky;
    top: 0;
  }
`;

/**
 * The site header (spec section 2): brand, language, cart and user menu, and the main menu bar
 * with the site's search; below 950 px the search, menu, language and user menu move into a
 * drawer.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <>
      <Bar>
        <Inner>
          <Brand to={PAGES.home.href()}>
            <Logo />
            <SiteName>{t('common:siteName')}</SiteName>
          </Brand>
          <DesktopOnly>
            <LanguageSwitch />
            <CartButton />
            <UserMenu layout="bar" />
          </DesktopOnly>
          <MobileOnly>
            <CartButton />
            <MobileDrawer />
          </MobileOnly>
        </Inner>
      </Bar>
      <MenuBar>
        <Inner>
          <MainMenu layout="bar" />
          <SearchBox layout="bar" />
        </Inner>
      </MenuBar>
    </>
  );
}
