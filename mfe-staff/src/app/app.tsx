import { KeepAliveRoutes } from '@portal/shared';
import { registerMessages } from '../i18n';
import { ROUTES } from './routes';

registerMessages();

export function StaffApp() {
  return <KeepAliveRoutes routes={ROUTES} />;
}
