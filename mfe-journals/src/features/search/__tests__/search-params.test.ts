import { toSearchQuery } from '../api/get-search-results';
import {
  EMPTY_SEARCH,
  isNarrowed,
  parseSearchParams,
  searchPath,
  searchToParams,
  type SearchFilters,
} from '../utils/search-params';

const FULL: SearchFilters = {
  q: 'elliptic "free boundary"',
  type: 'article',
  journalId: 7,
  yearFrom: 2019,
  yearTo: 2024,
  msc: '35J',
  openAccess: true,
  sort: 'newest',
  page: 3,
};

describe('the search in the URL', () => {
  it('goes to the URL and back unchanged, with the API’s parameter names', () => {
    const params = searchToParams(FULL);
    expect(params.toString()).toBe(
      'q=elliptic+%22free+boundary%22&type=article&journalId=7&yearFrom=2019&yearTo=2024' +
        '&msc=35J&openAccess=true&sort=newest&current=3',
    );
    expect(parseSearchParams(params)).toEqual(FULL);
    expect(parseSearchParams(searchToParams({ ...FULL, openAccess: false })).openAccess).toBe(
      false,
    );
  });

  it('leaves defaults out, so a plain search has a plain address', () => {
    expect(searchPath({ ...EMPTY_SEARCH, q: 'spectrum' })).toBe('/search?q=spectrum');
    expect(searchPath(EMPTY_SEARCH)).toBe('/search');
    expect(parseSearchParams(new URLSearchParams())).toEqual(EMPTY_SEARCH);
  });

  it('ignores what is malformed or out of range and turns a backwards year range round', () => {
    const parsed = parseSearchParams(
      new URLSearchParams(
        'q=%20%20spectrum%00%20&type=journal&journalId=-4&yearFrom=abc&yearTo=99999' +
          '&msc=35j%3Cscript%3E&openAccess=maybe&sort=best&current=0',
      ),
    );
    expect(parsed).toEqual({ ...EMPTY_SEARCH, q: 'spectrum' });
    expect(parseSearchParams(new URLSearchParams('q=x&yearFrom=2024&yearTo=2019'))).toMatchObject({
      yearFrom: 2019,
      yearTo: 2024,
    });
    expect(parseSearchParams(new URLSearchParams('q=x&msc=35j&current=1e2&journalId=7.5'))).toEqual(
      { ...EMPTY_SEARCH, q: 'x', msc: '35J' },
    );
    expect(parseSearchParams(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('says whether filters narrow the search, the order and page aside', () => {
    expect(isNarrowed({ ...EMPTY_SEARCH, q: 'x', sort: 'newest', page: 4 })).toBe(false);
    expect(isNarrowed({ ...EMPTY_SEARCH, q: 'x', openAccess: false })).toBe(true);
    expect(isNarrowed({ ...EMPTY_SEARCH, q: 'x', msc: '35' })).toBe(true);
  });
});

describe('toSearchQuery', () => {
  it('asks for every filter chosen, the page and its size', () => {
    expect(toSearchQuery(FULL)).toEqual({
      q: 'elliptic "free boundary"',
      current: 3,
      size: 20,
      type: 'article',
      journalId: 7,
      yearFrom: 2019,
      yearTo: 2024,
      msc: '35J',
      openAccess: true,
      sort: 'newest',
    });
  });

  it('leaves out what the API does by default', () => {
    expect(toSearchQuery({ ...EMPTY_SEARCH, q: 'x' })).toEqual({ q: 'x', current: 1, size: 20 });
    expect(toSearchQuery({ ...EMPTY_SEARCH, q: 'x', openAccess: false })).toMatchObject({
      openAccess: false,
    });
  });
});
