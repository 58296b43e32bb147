export { KeepAliveRoutes, type PortalChildRoute, type PortalRoute } from './keep-alive-routes';
export type {
  RemoteApp,
  RemoteAppModule,
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
export {
  DeferParts,
  lazyPreloadable,
  preloadParts,
  preloadRoute,
  setPartNotes,
  type Preloadable,
} from './preload';
