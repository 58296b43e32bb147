import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Deployment } from '../layout';
import { ImmutableVersionError, publish } from '../publish';

// A published version is what readers' browsers and CDNs keep for a year: it never changes.

let dir: string;
let deployment: Deployment;

function build(name: string, content: string): string {
  const buildDir = path.join(dir, 'builds', name);
  fs.mkdirSync(path.join(buildDir, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), 'var books;');
  fs.writeFileSync(path.join(buildDir, 'chunks', 'page.js'), content);
  return buildDir;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-publish-'));
  deployment = new Deployment(path.join(dir, 'deploy'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a version is published whole, and the same content again changes nothing', () => {
  const first = build('a', 'render("Book home")');
  expect(publish(deployment, 'books', first, '1.1.0')).toBe('published');
  const target = deployment.versionDir('books', '1.1.0');
  expect(fs.readFileSync(path.join(target, 'chunks', 'page.js'), 'utf8')).toBe(
    'render("Book home")',
  );
  expect(publish(deployment, 'books', build('b', 'render("Book home")'), '1.1.0')).toBe(
    'already published',
  );
  // Nothing half-copied is left beside it.
  expect(fs.readdirSync(path.dirname(target))).toEqual(['1.1.0']);
});

test('the same version with other content is refused and the published files stay', () => {
  publish(deployment, 'books', build('a', 'render("Book home")'), '1.1.0');
  expect(() => publish(deployment, 'books', build('b', 'render("Books")'), '1.1.0')).toThrow(
    ImmutableVersionError,
  );
  expect(() => publish(deployment, 'books', build('c', 'render("Books")'), '1.1.0')).toThrow(
    /books 1.1.0 is already published with other content/,
  );
  const page = path.join(deployment.versionDir('books', '1.1.0'), 'chunks', 'page.js');
  expect(fs.readFileSync(page, 'utf8')).toBe('render("Book home")');
});

test('only a local deployment of work in progress replaces a version', () => {
  publish(deployment, 'books', build('a', 'one'), '1.1.0');
  publish(deployment, 'books', build('b', 'two'), '1.1.0', { replace: true });
  const page = path.join(deployment.versionDir('books', '1.1.0'), 'chunks', 'page.js');
  expect(fs.readFileSync(page, 'utf8')).toBe('two');
});

test('a version name cannot leave its folder', () => {
  expect(() => deployment.versionDir('books', '../../web')).toThrow(/not a version/);
});
