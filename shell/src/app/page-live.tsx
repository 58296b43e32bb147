import { useEffect } from 'react';

/**
 * When the page answers the reader: the shell's part and, on a section's page, the section's
 * part have each been rendered by the browser or taken over from the server. A page the site's
 * server rendered shows at once, but its parts respond only then; the reader's session starts
 * only then, so that the page the browser takes over is the anonymous one the server rendered.
 */
type Part = string;

const waiting = new Set<Part>();
let reached: () => void = () => undefined;
let live: Promise<void> | undefined;

/** The parts this page load waits for (`shell`, and the section's remote if any). */
export function awaitParts(parts: readonly Part[]): Promise<void> {
  for (const part of parts) waiting.add(part);
  live ??= new Promise<void>((resolve) => {
    reached = resolve;
  });
  return live;
}

/** Called once a part has rendered (from an effect, so after the browser took it over). */
export function partLive(part: Part): void {
  if (!waiting.delete(part) || waiting.size > 0) return;
  document.documentElement.setAttribute('data-live', '');
  reached();
}

/** Notes that a part of the page has rendered: the shell's, or a section's (its remote's name). */
export function PartLive({ part }: { part: Part }) {
  useEffect(() => partLive(part), [part]);
  return null;
}
