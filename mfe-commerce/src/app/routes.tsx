import { PlaceholderPage, type PortalRoute } from '@portal/shared';
import { PaymentResultPage } from '../features/payment-result/components/payment-result-page';
import { ShoppingCartPage } from './shopping-cart-page';

/** The section's routes; the shell hands this remote the paths of DESIGN.md section 3. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'shoppingCart',
    path: 'shoppingCart',
    titleKey: 'commerce:title.shoppingCart',
    element: <ShoppingCartPage />,
  },
  {
    name: 'paid',
    path: 'paid',
    titleKey: 'commerce:title.paid',
    element: <PaymentResultPage />,
  },
  {
    name: 'mine',
    path: 'mine',
    titleKey: 'commerce:title.mine',
    element: <PlaceholderPage titleKey="commerce:title.mine" />,
  },
];
