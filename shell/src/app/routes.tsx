import type { PortalRoute } from '@portal/shared';
import { REMOTE_NAMES, SECTIONS } from '@portal/shared/remotes';
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

/**
 * The shell's route table: its own pages, the specification's redirects, and one container
 * route per remote section (the remote renders its own routes inside). Which remote serves
 * which paths is the section map of `@portal/shared/remotes` (its `remotes.json`).
 */
export const SHELL_ROUTES: readonly PortalRoute[] = [
  { name: 'root', path: '/', redirectTo: '/home' },
  {
    name: 'home',
    path: '/home',
    titleKey: 'shell:title.home',
    element: <HomePage widgets={HOME_WIDGETS} />,
  },
  {
    name: 'login',
    path: '/login',
    titleKey: 'shell:title.login',
    element: <LoginPage />,
    preload: LoginPage.preload,
    keepAlive: false,
  },
  {
    name: 'register',
    path: '/register',
    titleKey: 'shell:register.title',
    element: <RegisterPage />,
    preload: RegisterPage.preload,
    keepAlive: false,
  },
  {
    name: 'privacy',
    path: '/privacy',
    titleKey: 'shell:privacy.title',
    element: <PrivacyPage />,
    preload: PrivacyPage.preload,
  },
  { name: 'journalsRoot', path: '/journals', redirectTo: '/journals/journal' },
  { name: 'booksRoot', path: '/books', redirectTo: '/books/book' },
  { name: 'newsHome', path: '/newsHome', redirectTo: '/news' },
  { name: 'info', path: '/info', redirectTo: '/ordering' },
  { name: 'notFound', path: '/404', redirectTo: '/home' },
  ...REMOTE_NAMES.map((remote): PortalRoute => ({
    name: `section:${remote}`,
    path: SECTIONS[remote],
    container: true,
    element: <RemoteSection remote={remote} />,
  })),
  {
    // Any other path may be a journal's abbreviation (e.g. /CMP): the journals section decides.
    name: 'unmatched',
    path: '*',
    redirectTo: ({ pathname }) => {
      const [first] = pathname.split('/').filter(Boolean);
      return first ? `/journalabbr/${encodeURIComponent(first)}` : '/journalabbr';
    },
  },
];
