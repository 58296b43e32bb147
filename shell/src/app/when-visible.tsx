import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { DeferParts, ServedLanguage } from '@portal/shared';

/**
 * How near the window a part comes before its code loads: as it comes into view. A server's part
 * is on screen already, and its links work before it is taken over (they load the page anew).
 */
const AHEAD = '0px';

interface Gate {
  open(): void;
  opened: boolean;
  readonly promise: Promise<void>;
}

function createGate(): Gate {
  // A server renders every part at once: only a browser waits.
  const open = typeof window === 'undefined' || typeof IntersectionObserver === 'undefined';
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    open() {
      gate.opened = true;
      resolve();
    },
    opened: false,
    promise,
  };
  if (open) gate.open();
  return gate;
}

/**
 * Its children once the gate is open; until then it suspends on the gate's promise. Thrown, not
 * `use`d: `use` called only while the gate is shut makes React warn in development, and called on
 * every render it left a widget's own loading state unfinished (remote-widget.test.tsx).
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) throw gate.promise;
  return children;
}

export interface WhenVisibleProps {
  children: ReactNode;
  /** Shown in the part's place until it is near, when the browser renders the page itself. */
  fallback: ReactNode;
}

/**
 * A part below the fold (issue 17, item 5): its code loads, and the browser takes its
 * server-rendered HTML over, only when it comes near the window, so a first visit runs only what
 * the reader sees. Until then a page the server rendered shows the part as it was served (React
 * keeps the HTML of a suspended part as it is); a page the browser renders shows `fallback`.
 */
export function WhenVisible({ children, fallback }: WhenVisibleProps) {
  const [gate] = useState(createGate);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (gate.opened || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={place}>
      <Suspense fallback={fallback}>
        <Gated gate={gate}>
          {/* Taken over later: the page does not wait for the code of its parts, and the reader
              may have switched language meanwhile. */}
          <DeferParts>
            <ServedLanguage>{children}</ServedLanguage>
          </DeferParts>
        </Gated>
      </Suspense>
    </div>
  );
}
