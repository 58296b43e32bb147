/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The shell's texts live in src/i18n and in the features whose code loads lazily
// (src/features/<feature>/i18n): every file says the same things in both languages.

const SRC = path.resolve(__dirname, '../..');

function messageFolders(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === '__tests__') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'i18n' ? [full] : messageFolders(full);
  });
}

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as object;

test.each(messageFolders(SRC).map((folder) => [path.relative(SRC, folder)]))(
  '%s has the same messages in Chinese and English',
  (folder) => {
    const zh = keysOf(read(path.join(SRC, folder, 'zh.json'))).sort();
    const en = keysOf(read(path.join(SRC, folder, 'en.json')))
      // i18next's "_one" plurals: Chinese has only the "other" form.
      .filter((key) => !key.endsWith('_one'))
      .sort();
    expect(zh).toEqual(en);
  },
);

test('a lazily loaded feature does not repeat a text of the main file', () => {
  const main = new Set(keysOf(read(path.join(SRC, 'i18n/en.json'))));
  for (const folder of messageFolders(path.join(SRC, 'features'))) {
    const repeated = keysOf(read(path.join(folder, 'en.json'))).filter((key) => main.has(key));
    expect(repeated).toEqual([]);
  }
});
