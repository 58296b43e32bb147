/**
 * @jest-environment node
 */
import path from 'node:path';
import { messageFolders, messageKeys } from '@portal/shared/testing';

const SRC = path.resolve(__dirname, '../..');

test.each(messageFolders(SRC).map((folder) => [path.relative(SRC, folder)]))(
  '%s has the same messages in Chinese and English',
  (folder) => {
    expect(messageKeys(path.join(SRC, folder, 'zh.json'))).toEqual(
      messageKeys(path.join(SRC, folder, 'en.json')),
    );
  },
);

test('a lazily loaded feature does not repeat a text of the main file', () => {
  const main = new Set(messageKeys(path.join(SRC, 'i18n/en.json')));
  for (const folder of messageFolders(path.join(SRC, 'features'))) {
    expect(messageKeys(path.join(folder, 'en.json')).filter((key) => main.has(key))).toEqual([]);
  }
});
