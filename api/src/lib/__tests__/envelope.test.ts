import { MAX_PAGE_SIZE } from '@portal/contract';
import { failure, ok, page, paging } from '../envelope';

describe('envelopes', () => {
  it('wraps data with code 200 and success', () => {
    expect(ok([1])).toEqual({ code: 200, success: true, data: [1], msg: 'success' });
  });

  it('wraps failures with null data', () => {
    expect(failure(404, 'gone')).toEqual({ code: 404, success: false, data: null, msg: 'gone' });
  });
});

describe('paging', () => {
  it('defaults to the first page of ten', () => {
    expect(paging({})).toEqual({ current: 1, size: 10, offset: 0 });
  });

  it('caps the size, so 99999999 means "as many as allowed"', () => {
    expect(paging({ current: 2, size: 99_999_999 })).toEqual({
      current: 2,
      size: MAX_PAGE_SIZE,
      offset: MAX_PAGE_SIZE,
    });
  });

  it('counts pages from the total and the capped size', () => {
    expect(page(['a'], 21, paging({ current: 3, size: 10 }))).toEqual({
      records: ['a'],
      total: 21,
      size: 10,
      current: 3,
      pages: 3,
    });
    expect(page([], 0, paging({})).pages).toBe(0);
  });
});
