import { useEffect, useRef } from 'react';
import { bus, type PortalEventHandler, type PortalEventName } from './bus';

/** Listens to a bus event while the component is mounted; the latest handler is always called. */
export function useBusEvent<K extends PortalEventName>(
  type: K,
  handler: PortalEventHandler<K>,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(type, (payload) => latest.current(payload)), [type]);
}
