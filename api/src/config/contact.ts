/** How many contact messages one client address may send (POST cms/contact-message). */

export interface ContactConfig {
  /** Messages per client address (IPv6: per /64) and window: the form is a spammer's target. */
  rateLimit: number;
  rateWindowMs: number;
}

export const DEFAULT_CONTACT_CONFIG: ContactConfig = {
  rateLimit: 5,
  rateWindowMs: 10 * 60_000,
};
