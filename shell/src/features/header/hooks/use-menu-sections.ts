import { useTranslation } from 'react-i18next';
import { matchRoutes } from 'react-router-dom';
import { PAGES, PATH_GROUPS as GROUP } from '@portal/pages';
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
  /** Path patterns (`/JDetail/*`) of the pages on which this entry is the current section. */
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
      to: PAGES.ordering.href({ p: `${parentIndex}-${childIndex}` }),
      label: localize(child.dictValue, i18n.language),
    })),
  }));
  return [
    {
      key: 'home',
      to: PAGES.home.href(),
      label: t('common:menu.home'),
      activeOn: [PAGES.home.path],
    },
    {
      key: 'journals',
      to: PAGES.journalHome.href(),
      label: t('common:menu.journals'),
      activeOn: [
        GROUP.journals,
        GROUP.JDetail,
        GROUP.JFirstDetail,
        GROUP.online,
        GROUP.journalabbr,
      ],
      groups: [
        {
          key: 'journals',
          links: [
            { to: PAGES.journalHome.href(), label: t('common:menu.journalHome') },
            { to: PAGES.online.href(), label: t('common:menu.online') },
          ],
        },
      ],
    },
    {
      key: 'books',
      to: PAGES.bookHome.href(),
      label: t('common:menu.books'),
      // Book and chapter pages sit at the root, like /JDetail (DESIGN.md section 3).
      activeOn: [GROUP.books, GROUP.BDetail, GROUP.ChapterDetail],
      groups: [
        {
          key: 'books',
          links: [
            { to: PAGES.bookHome.href(), label: t('common:menu.bookHome') },
            { to: PAGES.seriesList.href(), label: t('common:menu.series') },
            { to: PAGES.featuredBooks.href(), label: t('common:menu.featuredBooks') },
          ],
        },
      ],
    },
    {
      key: 'info',
      to: PAGES.ordering.href(),
      label: t('common:menu.info'),
      activeOn: [GROUP.ordering, GROUP.faqDetail, GROUP.contact],
      groups: [
        ...orderGroups,
        {
          key: 'help',
          label: orderGroups.length ? t('shell:header.menu.help') : undefined,
          links: [
            { to: PAGES.faq.href(), label: t('common:menu.faq') },
            { to: PAGES.contact.href(), label: t('common:menu.contact') },
          ],
        },
      ],
    },
    {
      key: 'news',
      to: PAGES.news.href(),
      label: t('common:menu.news'),
      activeOn: [GROUP.news, GROUP.newsDetail],
    },
  ];
}

/** Whether `pathname` lies in one of the section's paths. */
export function isInSection(section: MenuSection, pathname: string): boolean {
  return (
    matchRoutes(
      section.activeOn.map((path) => ({ path })),
      pathname,
    ) !== null
  );
}

/** Whether a link points at exactly the page shown (path, and the query when it has one). */
export function isCurrentLink(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path !== pathname) return false;
  if (query === undefined) return true;
  return new URLSearchParams(search).toString() === new URLSearchParams(query).toString();
}
