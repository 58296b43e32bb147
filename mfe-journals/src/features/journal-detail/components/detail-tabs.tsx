import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  journalViewHref,
  TAB_VIEWS,
  tabOf,
  type DetailBase,
  type ViewType,
} from '../utils/view-types';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tabs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* On a phone every view stays in sight: the tabs wrap instead of scrolling sideways. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
  }
`;

const Tab = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.link};
  }

  &[aria-current] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface DetailTabsProps {
  journalId: number;
  view: ViewType;
  base: DetailBase;
}

/**
 * The journal's views as links (each view has its own URL, so it can be bookmarked and shared);
 * the current one is marked `aria-current="page"`, or `"true"` for the tab an issue belongs to.
 */
export function DetailTabs({ journalId, view, base }: DetailTabsProps) {
  const { t } = useTranslation('journals');
  const currentTab = tabOf(view);
  return (
    <Nav aria-label={t('detail.tabsLabel')}>
      <Tabs>
        {TAB_VIEWS.map((tab) => (
          <li key={tab}>
            <Tab
              to={journalViewHref(journalId, tab, base)}
              aria-current={tab === view ? 'page' : tab === currentTab ? 'true' : undefined}
            >
              {t(`detail.view.${tab}`)}
            </Tab>
          </li>
        ))}
      </Tabs>
    </Nav>
  );
}
