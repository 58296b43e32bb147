import { PAGES, PATH_GROUPS as GROUP } from '@portal/pages';
import type { PortalRoute } from '@portal/shared';
import type { RemoteName } from '@portal/shared/remotes';
import { HomePage } from '../features/home/components/home-page';
import { lazyPage } from './lazy-page';
import { HOME_WIDGETS } from './home-widgets';
import { RemoteSection } from './remotes/remote-section';

const LoginPage = lazyPage(
  async () => (await import('../features/login/components/login-page')).LoginPage,
);
const RegisterPage = lazyPage(
  async () => (await import('../features/register/components/register-page')).RegisterPage,
);
const PrivacyPage = lazyPage(
  async () => (await import('../features/privacy/components/privacy-page')).PrivacyPage,
);

/** The container route of a remote section: the remote renders its own routes inside. */
function section(remote: RemoteName, paths: readonly string[]): PortalRoute {
  return {
    name: `section:${remote}`,
    path: paths,
    container: true,
    element: <RemoteSection remote={remote} />,
  };
}

/**
 * The shell's route table: its own pages, the specification's redirects, and which remote
 * serves each path group (DESIGN.md section 3); the remote's own route table
 * (`mfe-<remote>/src/app/routes.tsx`) then names the page. Every path is a page of @portal/pages.
 * shared/src/remotes/remotes.json lists the same groups for the build, lint and delivery
 * (`__tests__/routes.test.tsx` checks that they agree).
 */
export const SHELL_ROUTES: readonly PortalRoute[] = [
  { name: 'root', path: PAGES.root.path, redirectTo: PAGES.home.href() },
  {
    name: 'home',
    path: PAGES.home.path,
    titleKey: 'shell:title.home',
    element: <HomePage widgets={HOME_WIDGETS} />,
  },
  {
    name: 'login',
    path: PAGES.login.path,
    titleKey: 'shell:title.login',
    element: <LoginPage />,
    preload: LoginPage.preload,
    keepAlive: false,
  },
  {
    name: 'register',
    path: PAGES.register.path,
    titleKey: 'shell:register.title',
    element: <RegisterPage />,
    preload: RegisterPage.preload,
    keepAlive: false,
  },
  {
    name: 'privacy',
    path: PAGES.privacy.path,
    titleKey: 'shell:privacy.title',
    element: <PrivacyPage />,
    preload: PrivacyPage.preload,
  },
  { name: 'journalsRoot', path: PAGES.journals.path, redirectTo: PAGES.journalHome.href() },
  { name: 'booksRoot', path: PAGES.books.path, redirectTo: PAGES.bookHome.href() },
  { name: 'newsHome', path: PAGES.newsHome.path, redirectTo: PAGES.news.href() },
  { name: 'info', path: PAGES.info.path, redirectTo: PAGES.ordering.href() },
  { name: 'notFound', path: PAGES.notFound.path, redirectTo: PAGES.home.href() },
  section('journals', [
    GROUP.journals,
    GROUP.JDetail,
    GROUP.JFirstDetail,
    GROUP.online,
    GROUP.journalabbr,
    GROUP.search,
  ]),
  section('books', [GROUP.books, GROUP.BDetail, GROUP.ChapterDetail]),
  section('news', [GROUP.news, GROUP.newsDetail, GROUP.ordering, GROUP.faqDetail, GROUP.contact]),
  section('commerce', [GROUP.shoppingCart, GROUP.paid, GROUP.mine]),
  // The staff's tools: the remote loads only when a staff page is opened, never for readers.
  section('staff', [GROUP.staff]),
  {
    // Any other path may be a journal's abbreviation (e.g. /CMP): the journals section decides.
    name: 'unmatched',
    path: '*',
    redirectTo: ({ pathname }) => {
      const [first] = pathname.split('/').filter(Boolean);
      return PAGES.journalByAbbreviation.href({ abbr: first });
    },
  },
];
