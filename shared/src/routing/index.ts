export { KeepAliveRoutes, type PortalChildRoute, type PortalRoute } from './keep-alive-routes';
export type {
  RemoteApp,
  RemoteApps,
  RemoteWidget,
  RemoteModules,
  RemoteModuleId,
} from './remote-contract';
export { PlaceholderPage } from './placeholder-page';
