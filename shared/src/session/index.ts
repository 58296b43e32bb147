export {
  portalStore,
  userInfoAtom,
  accessTokenAtom,
  refreshTokenAtom,
  adminTokenAtom,
  tenantIdAtom,
  orgAvailableAtom,
  groupFlagAtom,
  isLoggedInAtom,
  signingOutAtom,
  sessionTypeAtom,
  clearSession,
  type UserInfo,
} from './session-store';
export {
  loginPersonal,
  loginOrganization,
  refreshSession,
  checkOrganizationAvailability,
  bootstrapSession,
  logout,
  LoginError,
  type TokenResponse,
} from './session';
export { safeReturnUrl, DEFAULT_RETURN_URL } from './return-url';
export { useReturnUrl } from './use-return-url';
export { useSessionValue } from './use-session-value';
