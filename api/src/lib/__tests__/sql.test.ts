import { Conditions, containsPattern, searchText } from '../sql';

describe('searchText', () => {
  it('trims and turns control characters (NUL included) into spaces', () => {
    expect(searchText('  topology\u0000 ')).toBe('topology');
    expect(searchText('a\u0000b')).toBe('a b');
  });

  it('is undefined when nothing is left to search for', () => {
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText('   ')).toBeUndefined();
    expect(searchText('\u0000\n')).toBeUndefined();
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });
});

describe('Conditions', () => {
  it('numbers placeholders in the order parameters are added', () => {
    const conditions = new Conditions();
    conditions.add(`a = ${conditions.param(1)}`);
    conditions.addContainsAny(['b', 'c'], 'x%');
    expect(conditions.where).toBe(
      "where a = $1 and (b ilike $2 escape '\\' or c ilike $2 escape '\\')",
    );
    expect(conditions.params).toEqual([1, '%x\\%%']);
  });

  it('adds no where clause without conditions', () => {
    expect(new Conditions().where).toBe('');
  });
});
