import fs from 'node:fs';
import path from 'node:path';

/**
 * An app's message files for its tests: its texts live in `src/i18n` and in the parts whose
 * code loads on its own (a lazily loaded feature, a home widget), each an `i18n` folder with
 * `zh.json` and `en.json`.
 */
export function messageFolders(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === '__tests__') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'i18n' ? [full] : messageFolders(full);
  });
}

function flatKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * The sorted keys of a message file, without i18next's `_one` plurals (Chinese has only the
 * `other` form), so that the two languages of a folder can be compared.
 */
export function messageKeys(file: string): string[] {
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  return flatKeys(messages)
    .filter((key) => !key.endsWith('_one'))
    .sort();
}

/** One test per message folder below `srcDir`: both languages say the same things. */
export function testMessageFiles(srcDir: string): void {
  test.each(messageFolders(srcDir).map((folder) => [path.relative(srcDir, folder)]))(
    '%s has the same messages in Chinese and English',
    (folder) => {
      expect(messageKeys(path.join(srcDir, folder, 'zh.json'))).toEqual(
        messageKeys(path.join(srcDir, folder, 'en.json')),
      );
    },
  );
}
