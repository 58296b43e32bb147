import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { PortalRoute } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { PaymentResultPage } from '../features/payment-result/components/payment-result-page';
import { MineLayout } from './mine-layout';
import { ShoppingCartPage } from './shopping-cart-page';

// My account's tabs load when a reader opens one, not with the cart: one chunk for all of them.
const HistoryPage = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "mine" */ '../features/history/components/history-page')
  ).HistoryPage,
}));
const SubscriptionsPage = lazy(async () => ({
  default: (
    await import(
      /* webpackChunkName: "mine" */ '../features/subscriptions/components/subscriptions-page'
    )
  ).SubscriptionsPage,
}));
const OrdersPage = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "mine" */ '../features/orders/components/orders-page')
  ).OrdersPage,
}));
const MyNewsPage = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "mine" */ '../features/my-news/components/my-news-page')
  ).MyNewsPage,
}));
const OpenAccessJournalsPage = lazy(async () => ({
  default: (
    await import(
      /* webpackChunkName: "mine" */ '../features/open-access/components/open-access-journals-page'
    )
  ).OpenAccessJournalsPage,
}));
const ProfilePage = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "mine" */ '../features/profile/components/profile-page')
  ).ProfilePage,
}));

/** The section's routes: its pages of @portal/pages, under the path groups the shell hands it. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'shoppingCart',
    path: PAGES.cart.path,
    titleKey: 'commerce:title.shoppingCart',
    element: <ShoppingCartPage />,
  },
  {
    name: 'paid',
    path: PAGES.paid.path,
    titleKey: 'commerce:title.paid',
    element: <PaymentResultPage />,
  },
  {
    name: 'mine',
    path: PAGES.mine.path,
    titleKey: 'commerce:title.mine',
    element: <MineLayout />,
    // One route: the account's frame and its tabs stay mounted while the reader moves between
    // them; each tab is its own URL (/mine is the latest browsing, as the specification's menu).
    children: [
      { index: true, element: <HistoryPage /> },
      { path: PAGES.mineSubscriptions.path, element: <SubscriptionsPage /> },
      { path: PAGES.mineOrders.path, element: <OrdersPage /> },
      { path: PAGES.mineNews.path, element: <MyNewsPage /> },
      { path: PAGES.mineOpenAccess.path, element: <OpenAccessJournalsPage /> },
      { path: PAGES.mineProfile.path, element: <ProfilePage /> },
      { path: '*', element: <Navigate replace to={PAGES.mine.href()} /> },
    ],
  },
];
