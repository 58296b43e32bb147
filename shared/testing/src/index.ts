export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export {
  mockApi,
  ok,
  type MockApi,
  type MockReply,
  type MockRequest,
  type MockRoute,
} from './mock-api';
export { resetPortalState } from './reset-portal-state';
export { messageFolders, messageKeys, testMessageFiles } from './message-files';
