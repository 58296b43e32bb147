export * from './constants';
export { storage, prefixedKey, type PrefixedStorage } from './storage';
export { setCookie, getCookie, removeCookie, setCookieSource, type CookieOptions } from './cookies';
export { pageOrigin, setSiteOriginSource } from './site-origin';
