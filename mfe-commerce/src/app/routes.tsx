import { Navigate } from 'react-router-dom';
import { PlaceholderPage, type PortalRoute } from '@portal/shared';
import { CartPage } from '../features/cart/components/cart-page';
import { HistoryPage } from '../features/history/components/history-page';
import { MyNewsPage } from '../features/my-news/components/my-news-page';
import { OpenAccessJournalsPage } from '../features/open-access/components/open-access-journals-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SubscriptionsPage } from '../features/subscriptions/components/subscriptions-page';
import { MineLayout } from './mine-layout';

/** The section's routes; the shell hands this remote the paths of DESIGN.md section 3. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'shoppingCart',
    path: 'shoppingCart',
    titleKey: 'commerce:title.shoppingCart',
    element: <CartPage />,
  },
  {
    name: 'paid',
    path: 'paid',
    titleKey: 'commerce:title.paid',
    element: <PlaceholderPage titleKey="commerce:title.paid" />,
  },
  {
    name: 'mine',
    path: 'mine',
    titleKey: 'commerce:title.mine',
    element: <MineLayout />,
    // One route: the account's frame and its tabs stay mounted while the reader moves between
    // them; each tab is its own URL (/mine is the latest browsing, as the specification's menu).
    children: [
      { index: true, element: <HistoryPage /> },
      { path: 'subscriptions', element: <SubscriptionsPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'news', element: <MyNewsPage /> },
      { path: 'open-access', element: <OpenAccessJournalsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: '*', element: <Navigate replace to="/mine" /> },
    ],
  },
];
