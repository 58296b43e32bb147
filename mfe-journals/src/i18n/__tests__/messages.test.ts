/**
 * @jest-environment node
 */
import path from 'node:path';
import { messageKeys, testMessageFiles } from '@portal/testing';

const SRC = path.resolve(__dirname, '../..');

testMessageFiles(SRC);

test('the home widget brings its own texts, not the section’s', () => {
  const section = new Set(messageKeys(path.join(SRC, 'i18n/en.json')));
  const widget = messageKeys(path.join(SRC, 'widgets/latest-issues/i18n/en.json'));
  expect(widget.length).toBeGreaterThan(0);
  expect(widget.filter((key) => section.has(key))).toEqual([]);
});
