export {
  apiClient,
  configureApi,
  getApiConfig,
  cancelPendingRequests,
  notifyRouteChange,
  PENDING_NOTICE_KEY,
  type ApiConfig,
} from './api-client';
export { apiGet, apiPost, type ApiRequestOptions } from './api-request';
export { ApiError, isCancelledRequest, isUnanswered, type ApiErrorKind } from './api-error';
export { createQueryClient, shouldRetryQuery } from './query-client';
export { pagedQueryOptions } from './paged-query';
