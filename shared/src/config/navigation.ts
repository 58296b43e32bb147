/**
 * Full-page navigation (login redirect, logout), in one place so that tests can replace it:
 * jsdom's `location.assign` cannot be spied on.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
