/**
 * @portal/shared: the one run-time copy of what the portal's apps share (DESIGN.md section 4).
 * Shared by Module Federation as a singleton, so module state here (the API client, the
 * session store, the event bus, the i18n instance, the cart database) exists once per page.
 */
export * from './config';
export * from './events';
export * from './i18n';
export * from './api';
export * from './session';
export * from './cart';
export * from './ui';
export * from './routing';
// The validation rules are the contract's (the API checks the same); re-exported for the apps
// built when they were this package's.
export * from '@portal/contract/validation';
