/**
 * Spelling help on the seeded catalogue: its vocabulary, kept per catalogue revision, and
 * queries respelled with it.
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { refreshSearchIndex } from '../../services/search-index';
import { catalogueVocabulary, correctedQuery, Vocabulary } from '../search-vocabulary';

describe('correctedQuery', () => {
  const vocabulary = Vocabulary.of([
    'Operator algebras and operator theory',
    'Spectral theory of operators',
    'Spectral gaps',
    'Hörmander',
  ]);

  it('replaces the words the vocabulary lacks by the nearest, in the case they were typed', () => {
    expect(correctedQuery('operater', vocabulary)).toBe('operator');
    expect(correctedQuery('Operater THEORI algebrs', vocabulary)).toBe('Operator THEORY algebras');
    expect(correctedQuery('hormander', vocabulary)).toBe('hörmander');
  });

  it('keeps the syntax, known and short words, and exclusions as typed', () => {
    expect(correctedQuery('"spectrl gaps" or -operater of theori', vocabulary)).toBe(
      '"spectral gaps" or -operater of theory',
    );
  });

  it('answers undefined when no word is both unknown and near a known one', () => {
    expect(correctedQuery('operator theory', vocabulary)).toBeUndefined();
    expect(correctedQuery('zyxwvutsrq', vocabulary)).toBeUndefined();
    expect(correctedQuery('算子 $L^2$', vocabulary)).toBeUndefined();
  });

  it('prefers the word fewer edits away, then the commoner', () => {
    const words = Vocabulary.of(['cover', 'covers', 'covers', 'lover']);
    expect(words.nearest('coverz')).toBe('covers');
    expect(words.nearest('cxver')).toBe('cover');
    expect(words.nearest('qqqqq')).toBeUndefined();
  });
});

describe('catalogueVocabulary', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it("holds the catalogue's words, and is read again once the catalogue's revision changes", async () => {
    const first = await catalogueVocabulary(db, '1');
    expect(first.has('operator')).toBe(true);
    expect(first.has('operater')).toBe(false);
    expect(await catalogueVocabulary(db, '1')).toBe(first);

    const [article] = await db.query<{ id: number }>('select min(id) as id from articles');
    await db.query(`update articles set title_en = 'Zygomorphic operators' where id = $1`, [
      article?.id,
    ]);
    await db.transaction((tx) => refreshSearchIndex(tx));
    // The same revision: the words kept; a new one: the new word known.
    expect((await catalogueVocabulary(db, '1')).has('zygomorphic')).toBe(false);
    const second = await catalogueVocabulary(db, '2');
    expect(second.has('zygomorphic')).toBe(true);
    expect(correctedQuery('zygomorfic', second)).toBe('zygomorphic');
  });
});
