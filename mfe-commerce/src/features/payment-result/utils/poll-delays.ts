/**
 * The waits between two looks at a payment still being processed: quick at first (most results
 * come within seconds), then further apart, about a minute in all. After the last one the page
 * stops asking and offers "Check again".
 */
export const POLL_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000] as const;

/** The wait before look number `answered + 1`; null once the limit is reached. */
export function nextPollDelay(answered: number): number | null {
  return POLL_DELAYS_MS[answered - 1] ?? null;
}
