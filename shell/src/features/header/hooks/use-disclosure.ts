import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A disclosure: a button that shows and hides a panel beside it (the WAI disclosure pattern,
 * not an ARIA menu). Escape closes it and puts the focus back on the button; the focus or a click
 * leaving the container closes it; so does any navigation.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLLIElement & HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { key: locationKey } = useLocation();
  const [seenLocation, setSeenLocation] = useState(locationKey);
  // Closed as soon as the location changes, in the same render (not one effect later).
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return {
    open,
    setOpen,
    close,
    containerProps: {
      ref: container,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          // An open submenu in the mobile drawer closes first; the drawer stays.
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
      },
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (next && !container.current?.contains(next)) setOpen(false);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
