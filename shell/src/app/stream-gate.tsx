import { createContext, use, useContext, type ReactNode } from 'react';

/**
 * On a page the site's server streams (server/renderer.tsx: one whose section is slow to load or
 * to fetch its data), the promise that the section is ready: the header goes out at once, and the
 * page's main region follows when this settles. Elsewhere, and in a browser, there is none.
 */
export const StreamGateContext = createContext<Promise<void> | null>(null);

/**
 * The main region, which a streamed page renders only once its section is ready: rendered beside
 * a component that waits, it would be rendered at once, without its data.
 */
export function StreamGate({ children }: { children: ReactNode }) {
  const gate = useContext(StreamGateContext);
  if (gate) use(gate);
  return children;
}
