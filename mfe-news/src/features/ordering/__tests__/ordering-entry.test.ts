import type { OrderingCategory } from '@portal/contract';
import { orderingHref, parseOrderingParam, resolveOrderingEntry } from '../utils/ordering-entry';

const category = (id: number, childIds: number[]): OrderingCategory => ({
  id,
  dictValue: { en: `Category ${id}`, zh: `类别 ${id}` },
  children: childIds.map((childId) => ({
    id: childId,
    dictValue: { en: `Entry ${childId}`, zh: `条目 ${childId}` },
  })),
});

const CATEGORIES = [category(1, [2, 3, 4]), category(5, [6, 7]), category(8, [9])];

describe('parseOrderingParam', () => {
  it.each([
    ['0-0', { parentIndex: 0, childIndex: 0 }],
    ['1-0', { parentIndex: 1, childIndex: 0 }],
    ['2-12', { parentIndex: 2, childIndex: 12 }],
  ])('reads %s', (value, entry) => {
    expect(parseOrderingParam(value)).toEqual(entry);
  });

  it.each([null, '', '1', '1-', '-1-0', '1-0-2', '01-0', 'a-b', '1.5-0', ' 1-0', '1_0', '99999-0'])(
    'refuses %p',
    (value) => {
      expect(parseOrderingParam(value)).toBeNull();
    },
  );
});

describe('resolveOrderingEntry', () => {
  it('keeps an entry the menu has', () => {
    expect(resolveOrderingEntry(CATEGORIES, '1-1')).toEqual({
      entry: { parentIndex: 1, childIndex: 1 },
      fallback: false,
    });
  });

  it.each([null, 'x', '3-0', '1-2', '0-3'])(
    'opens the first entry instead of %p, to be written into the URL',
    (value) => {
      expect(resolveOrderingEntry(CATEGORIES, value)).toEqual({
        entry: { parentIndex: 0, childIndex: 0 },
        fallback: true,
      });
    },
  );

  it('skips a first category without subcategories', () => {
    expect(resolveOrderingEntry([category(1, []), ...CATEGORIES], null)?.entry).toEqual({
      parentIndex: 1,
      childIndex: 0,
    });
  });

  it('has nothing to open when no category has a subcategory', () => {
    expect(resolveOrderingEntry([category(1, [])], '0-0')).toBeNull();
  });
});

it('writes the address of an entry as the Info menu does', () => {
  expect(orderingHref({ parentIndex: 1, childIndex: 0 })).toBe('/ordering?p=1-0');
});
