import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { localize } from '@portal/shared';
import { useOrderCategories } from '../api/get-order-categories';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'],
  a.section-active {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  li ul {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 20;
    min-width: 12rem;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  li:hover > ul,
  li:focus-within > ul {
    display: flex;
  }
`;

interface MenuItem {
  to: string;
  label: string;
  /** Paths that highlight this top-level entry as the current section. */
  activeOn?: readonly string[];
  children?: readonly MenuItem[];
}

export function MainMenu() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const categories = useOrderCategories();
  const orderingItems: MenuItem[] = (categories.data ?? []).flatMap((category, parentIndex) =>
    category.children.map((child, childIndex) => ({
      to: `/ordering?p=${parentIndex}-${childIndex}`,
      label: `${localize(category.dictValue, i18n.language)} · ${localize(child.dictValue, i18n.language)}`,
    })),
  );
  const items: MenuItem[] = [
    { to: '/home', label: t('common:menu.home') },
    {
      to: '/journals/journal',
      label: t('common:menu.journals'),
      activeOn: ['/journals', '/JDetail', '/JFirstDetail', '/online', '/journalabbr'],
      children: [
        { to: '/journals/journal', label: t('common:menu.journalHome') },
        { to: '/online', label: t('common:menu.online') },
      ],
    },
    {
      to: '/books/book',
      label: t('common:menu.books'),
      activeOn: ['/books'],
      children: [
        { to: '/books/book', label: t('common:menu.bookHome') },
        { to: '/books/bookSuccession', label: t('common:menu.succession') },
        { to: '/books/bookLight', label: t('common:menu.light') },
      ],
    },
    {
      to: '/ordering',
      label: t('common:menu.info'),
      activeOn: ['/ordering', '/faqDetail', '/contact'],
      children: [
        ...orderingItems,
        { to: '/faqDetail', label: t('common:menu.faq') },
        { to: '/contact', label: t('common:menu.contact') },
      ],
    },
    { to: '/news', label: t('common:menu.news'), activeOn: ['/news', '/newsDetail'] },
  ];
  const isActive = (item: MenuItem) =>
    (item.activeOn ?? [item.to]).some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );

  return (
    <Nav aria-label={t('common:menu.main')}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={isActive(item) ? 'section-active' : undefined} end>
              {item.label}
            </NavLink>
            {item.children && (
              <ul aria-label={item.label}>
                {item.children.map((child) => (
                  <li key={child.to}>
                    <NavLink to={child.to} end>
                      {child.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
