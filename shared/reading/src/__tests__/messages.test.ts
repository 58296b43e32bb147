/**
 * @jest-environment node
 */
import path from 'node:path';
import { testMessageFiles } from '@portal/testing';

// Each reading part's texts (access, pdf-viewer, citation) in both languages.
testMessageFiles(path.resolve(__dirname, '..'));

it("keeps each copy's texts in a namespace of its own, as each section bundles one", async () => {
  const namespaces: string[] = [];
  for (const _copy of [1, 2]) {
    await jest.isolateModulesAsync(async () => {
      namespaces.push((await import('../messages')).READING_NAMESPACE);
    });
  }
  expect(namespaces[0]).toMatch(/^reading/);
  expect(namespaces[1]).toMatch(/^reading-\d+$/);
  expect(namespaces[1]).not.toBe(namespaces[0]);
});
