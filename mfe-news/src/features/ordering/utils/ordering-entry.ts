import type { OrderingCategory } from '@portal/contract';
import { PAGES } from '@portal/pages';

/**
 * An entry of the ordering information by its place in the menu, as the specification addresses
 * it: `/ordering?p=parentIndex-childIndex`, both counted from 0.
 */
export interface OrderingEntry {
  parentIndex: number;
  childIndex: number;
}

/** The address of an entry: what the Info menu, the side menu and other sections link to. */
export function orderingHref({ parentIndex, childIndex }: OrderingEntry): string {
  return PAGES.ordering.href({ p: `${parentIndex}-${childIndex}` });
}

/** `p` as written in the URL (`1-0`): two whole numbers without leading zeros; else null. */
export function parseOrderingParam(value: string | null): OrderingEntry | null {
  const match = value ? /^(0|[1-9][0-9]{0,3})-(0|[1-9][0-9]{0,3})$/.exec(value) : null;
  return match ? { parentIndex: Number(match[1]), childIndex: Number(match[2]) } : null;
}

/** The first subcategory of the menu, skipping categories without any; null when there is none. */
export function firstOrderingEntry(categories: readonly OrderingCategory[]): OrderingEntry | null {
  const parentIndex = categories.findIndex((category) => category.children.length > 0);
  return parentIndex === -1 ? null : { parentIndex, childIndex: 0 };
}

/**
 * The entry `p` names when it names one of `categories`; else the first entry (`fallback`), which
 * the page then writes into the URL. A missing, malformed or out-of-range `p` opens the first.
 */
export function resolveOrderingEntry(
  categories: readonly OrderingCategory[],
  param: string | null,
): { entry: OrderingEntry; fallback: boolean } | null {
  const entry = parseOrderingParam(param);
  if (entry && categories[entry.parentIndex]?.children[entry.childIndex]) {
    return { entry, fallback: false };
  }
  const first = firstOrderingEntry(categories);
  return first && { entry: first, fallback: true };
}
