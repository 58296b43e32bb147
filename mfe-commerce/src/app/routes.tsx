import { PlaceholderPage, type PortalRoute } from '@portal/shared';
import { CartPage } from '../features/cart/components/cart-page';
import { PaymentResultPage } from '../features/payment-result/components/payment-result-page';

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
    element: <PaymentResultPage />,
  },
  {
    name: 'mine',
    path: 'mine',
    titleKey: 'commerce:title.mine',
    element: <PlaceholderPage titleKey="commerce:title.mine" />,
  },
];
