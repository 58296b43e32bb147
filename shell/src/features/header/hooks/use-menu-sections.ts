import { useTranslation } from 'react-i18next';
import { localize } from '@portal/shared';
import { useOrderCategories } from '../api/get-order-categories';

export interface MenuLink {
  to: string;
  label: string;
}

/** Links under one heading of a submenu; the heading is left out where it would repeat. */
export interface MenuGroup {
  key: string;
  label?: string;
  links: readonly MenuLink[];
}

/** A top-level entry of the main menu, with its submenu when it has one. */
export interface MenuSection {
  key: string;
  to: string;
  label: string;
  /** Paths (and what is under them) on which this entry is the current section. */
  activeOn: readonly string[];
  groups?: readonly MenuGroup[];
}

/** The header's menu (spec section 2), in the reader's language. */
export function useMenuSections(): MenuSection[] {
  const { t, i18n } = useTranslation();
  const categories = useOrderCategories();
  const orderGroups: MenuGroup[] = (categories.data ?? []).map((category, parentIndex) => ({
    key: `order-${category.id}`,
    label: localize(category.dictValue, i18n.language),
    links: category.children.map((child, childIndex) => ({
      to: `/ordering?p=${parentIndex}-${childIndex}`,
      label: localize(child.dictValue, i18n.language),
    })),
  }));
  return [
    { key: 'home', to: '/home', label: t('common:menu.home'), activeOn: ['/home'] },
    {
      key: 'journals',
      to: '/journals/journal',
      label: t('common:menu.journals'),
      activeOn: ['/journals', '/JDetail', '/JFirstDetail', '/online', '/journalabbr'],
      groups: [
        {
          key: 'journals',
          links: [
            { to: '/journals/journal', label: t('common:menu.journalHome') },
            { to: '/online', label: t('common:menu.online') },
          ],
        },
      ],
    },
    {
      key: 'books',
      to: '/books/book',
      label: t('common:menu.books'),
      // Book and chapter pages sit at the root, like /JDetail (DESIGN.md section 3).
      activeOn: ['/books', '/BDetail', '/ChapterDetail'],
      groups: [
        {
          key: 'books',
          links: [
            { to: '/books/book', label: t('common:menu.bookHome') },
            { to: '/books/bookSuccession', label: t('common:menu.series') },
            { to: '/books/bookLight', label: t('common:menu.featuredBooks') },
          ],
        },
      ],
    },
    {
      key: 'info',
      to: '/ordering',
      label: t('common:menu.info'),
      activeOn: ['/ordering', '/faqDetail', '/contact'],
      groups: [
        ...orderGroups,
        {
          key: 'help',
          label: orderGroups.length ? t('shell:header.menu.help') : undefined,
          links: [
            { to: '/faqDetail', label: t('common:menu.faq') },
            { to: '/contact', label: t('common:menu.contact') },
          ],
        },
      ],
    },
    {
      key: 'news',
      to: '/news',
      label: t('common:menu.news'),
      activeOn: ['/news', '/newsDetail'],
    },
  ];
}

/** Whether `pathname` lies in one of the section's paths. */
export function isInSection(section: MenuSection, pathname: string): boolean {
  return section.activeOn.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Whether a link points at exactly the page shown (path, and the query when it has one). */
export function isCurrentLink(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path !== pathname) return false;
  if (query === undefined) return true;
  return new URLSearchParams(search).toString() === new URLSearchParams(query).toString();
}
