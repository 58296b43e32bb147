/**
 * Waits for `promises` to settle, failed or not, or for `ms` to pass, whichever comes first: what
 * a page waits for before it goes on without it (the server's data, the browser's page code).
 */
export function settledWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.allSettled(promises).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
