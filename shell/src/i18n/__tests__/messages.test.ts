/**
 * @jest-environment node
 */
import path from 'node:path';
import { messageFolders, messageKeys, testMessageFiles } from '@portal/testing';

const SRC = path.resolve(__dirname, '../..');

testMessageFiles(SRC);

test('a lazily loaded feature does not repeat a text of the main file', () => {
  const main = new Set(messageKeys(path.join(SRC, 'i18n/en.json')));
  for (const folder of messageFolders(path.join(SRC, 'features'))) {
    expect(messageKeys(path.join(folder, 'en.json')).filter((key) => main.has(key))).toEqual([]);
  }
});
