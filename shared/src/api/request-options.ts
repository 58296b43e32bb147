import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show no message for this call's failure or slowness (category, login, refresh: spec 8). */
    silent?: boolean;
    /** Cancel the call when the route name changes. Default true; site settings use false. */
    autoCancel?: boolean;
    /** The body is not an `{ code, data, msg }` envelope (the OAuth token endpoint). */
    raw?: boolean;
    /** Clear the session and go to the login page on an auth error. Default true. */
    authRedirect?: boolean;
    /**
     * Wait for the session's pending renewal before sending. Default true; the token calls
     * themselves (the renewal) use false.
     */
    waitForSession?: boolean;
    /** Set on the one repeat of a request after its session was renewed (internal). */
    renewed?: boolean;
  }
}
