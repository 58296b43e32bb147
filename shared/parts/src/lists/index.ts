/**
 * `@portal/parts/lists`: what the remotes' list pages share (the page in the URL, a control
 * that follows the URL, the title, count and sort bar). Not part of the federation singleton
 * (`@portal/shared`), which the shell loads on /home in full: each remote that imports this
 * bundles it into its own chunks. It takes the singleton's theme and primitives by the
 * package's name, so they stay the one shared copy.
 */
export { useInstantValue } from './use-instant-value';
export { positiveIntParam, usePageParam } from './use-page-param';
export { DividedList } from './divided-list';
export { ListToolbar, type ListToolbarProps, type SortOption } from './list-toolbar';
export {
  OrganizationIntro,
  OrganizationPanel,
  useIsOrganization,
  type OrganizationPanelProps,
} from './organization-panel';
