export { KeepAliveRoutes, type PortalChildRoute, type PortalRoute } from './keep-alive-routes';
export type {
  RemoteApp,
  RemoteApps,
  RemoteWidget,
  RemoteModules,
  RemoteModuleId,
} from './remote-contract';
export { PlaceholderPage } from './placeholder-page';
export {
  createPageHead,
  META_PROPERTY_PREFIXES,
  PageHeadContext,
  useServerHead,
  type HeadLink,
  type MetaTag,
  type PageHead,
} from './page-head';
