import mitt from 'mitt';

export type NoticeKind = 'info' | 'error' | 'success';

/** A short message for the reader, shown by the `<Toaster />`. */
export interface Notice {
  kind: NoticeKind;
  message: string;
  /** Notices with the same key (or, without one, the same message) never stack. */
  key?: string;
  /** Stays until `dismiss(key)` instead of hiding after a few seconds. */
  sticky?: boolean;
}

export type SessionType = '' | 'personal' | 'organization';

/** Everything one app may tell the others. Payloads are plain data. */
// A type alias, not an interface: mitt needs the implicit index signature of an object type.
export type PortalEvents = {
  'cart:changed': { count: number };
  'session:changed': { type: SessionType };
  'language:changed': { language: string };
  'remote:failed': { remote: string; error: Error };
  /**
   * A page is shown (KeepAliveRoutes): on every page change, at each new location of the same
   * route, and when a kept-alive section is shown again. `name` is its route name, so a listener
   * tells a change of page from a move inside one.
   */
  'route:changed': { name: string; path: string };
  /** A notice was shown (after de-duplication). */
  notify: Notice;
};

export type PortalEventName = keyof PortalEvents;
export type PortalEventHandler<K extends PortalEventName> = (payload: PortalEvents[K]) => void;

const emitter = mitt<PortalEvents>();

/**
 * The portal's event bus. One instance per page: Module Federation shares `@portal/shared` as
 * a singleton, so the shell and every remote talk through this same emitter.
 */
export const bus = {
  emit<K extends PortalEventName>(type: K, payload: PortalEvents[K]): void {
    emitter.emit(type, payload);
  },
  /** Subscribes; call the returned function to unsubscribe. */
  on<K extends PortalEventName>(type: K, handler: PortalEventHandler<K>): () => void {
    // One app's failing listener must not keep the event from the other apps.
    const guarded: PortalEventHandler<K> = (payload) => {
      try {
        handler(payload);
      } catch (error) {
        console.error(`A "${type}" listener failed`, error);
      }
    };
    emitter.on(type, guarded);
    return () => emitter.off(type, guarded);
  },
};
