import type { RemoteApp } from '@portal/shared';
import { StaffApp } from '../app/app';

export default StaffApp satisfies RemoteApp;
// Its route table: a page the site's server rendered loads the route's page code ahead.
export { ROUTES as routes } from '../app/routes';
