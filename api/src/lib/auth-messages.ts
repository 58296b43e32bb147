/** What the sign-in machinery tells a reader, in both languages. */
import type { LocalizedText } from '@portal/contract';
import { messageCatalog } from './messages';

export const AUTH_MESSAGES = {
  invalidClient: {
    en: 'Unknown client: send the portal client credential as Authorization: Basic',
    zh: '客户端无法识别：请以 Authorization: Basic 发送门户的客户端凭据',
  },
  missingGrantType: {
    en: 'grant_type is required: password, refresh_token or organization_ip',
    zh: '缺少 grant_type 参数：password、refresh_token 或 organization_ip',
  },
  userTypeMismatch: {
    en: 'User-Type {userType} cannot sign in with grant_type {grantType}',
    zh: 'User-Type 为 {userType} 时不能使用 grant_type {grantType} 登录',
  },
  missingCredentials: {
    en: 'Please enter your e-mail address and password',
    zh: '请输入邮箱和密码',
  },
  wrongCredentials: {
    en: 'Incorrect e-mail or password',
    zh: '邮箱或密码错误',
  },
  sessionExpired: {
    en: 'Your session has expired. Please sign in again',
    zh: '登录已过期，请重新登录',
  },
  refreshTokenReused: {
    en: 'This session was renewed elsewhere, so it has been closed for your safety. Please sign in again',
    zh: '此登录已在别处续期，为保障账户安全已将其关闭，请重新登录',
  },
  noOrganization: {
    en: 'No organization is registered for this network address',
    zh: '当前网络地址未登记任何机构',
  },
  organizationLeft: {
    en: "This network address no longer belongs to the organization's network. Please sign in again",
    zh: '当前网络地址已不属于该机构的网络，请重新登录',
  },
  tooManyRequests: {
    en: 'Too many sign-in attempts. Please try again in {seconds} s',
    zh: '登录尝试过于频繁，请 {seconds} 秒后再试',
  },
  invalidAccessToken: {
    en: 'Your sign-in is not valid. Please sign in again',
    zh: '登录状态无效，请重新登录',
  },
  sessionEnded: {
    en: 'You have been signed out of this session. Please sign in again',
    zh: '此登录已结束，请重新登录',
  },
  accessTokenExpired: {
    en: 'Your sign-in has expired. Please sign in again',
    zh: '登录已过期，请重新登录',
  },
  staffSignInRequired: {
    en: 'Please sign in with a staff account',
    zh: '请使用员工账户登录',
  },
  invalidAdminToken: {
    en: 'Your staff sign-in is not valid. Please sign in again',
    zh: '员工登录状态无效，请重新登录',
  },
  adminTokenExpired: {
    en: 'Your staff sign-in has expired. Please sign in again',
    zh: '员工登录已过期，请重新登录',
  },
  notStaff: {
    en: "This account has no staff access: it is for the publisher's staff only",
    zh: '此账户没有员工权限，仅限出版社员工使用',
  },
} satisfies Record<string, LocalizedText>;

export type AuthMessage = keyof typeof AUTH_MESSAGES;

/** The message in `language`, with `{name}` placeholders filled from `values`. */
export const authMessage = messageCatalog(AUTH_MESSAGES);
