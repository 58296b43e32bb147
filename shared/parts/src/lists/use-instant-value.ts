import { useState } from 'react';

/**
 * A control's value that follows the reader's input at once, and the source (the URL) whenever
 * it changes. A filter in the URL changes only when the router's navigation commits, which it
 * does in a transition: a controlled checkbox or select would meanwhile spring back.
 */
export function useInstantValue<T>(value: T): [T, (next: T) => void] {
  const [source, setSource] = useState(value);
  const [shown, setShown] = useState(value);
  if (!Object.is(source, value)) {
    setSource(value);
    setShown(value);
  }
  return [shown, setShown];
}
