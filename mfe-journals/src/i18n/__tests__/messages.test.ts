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

test('the home widget brings its own texts, not the section’s', () => {
  const section = new Set(messageKeys(path.join(SRC, 'i18n/en.json')));
  const widget = messageKeys(path.join(SRC, 'widgets/latest-issues/i18n/en.json'));
  expect(widget.length).toBeGreaterThan(0);
  expect(widget.filter((key) => section.has(key))).toEqual([]);
});
