import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Deployment } from '../layout';
import { previousVersion, type AuditRecord } from '../release';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function record(partial: Partial<AuditRecord>): string {
  return JSON.stringify({
    at: '2026-11-26T05:00:00.000Z',
    by: 'rm',
    action: 'release',
    app: 'books',
    from: null,
    to: '1.0.0',
    result: 'switched',
    check: null,
    durations: {},
    ...partial,
  });
}

test('a rollback goes back to the version that was live before, by the audit log', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-audit-'));
  const deployment = new Deployment(dir);
  fs.writeFileSync(
    deployment.auditFile,
    [
      record({ from: '1.0.0', to: '1.2.0' }),
      // A refused release and another app's switch change nothing for books.
      record({ from: '1.2.0', to: '1.3.0', result: 'refused' }),
      record({ app: 'news', from: '1.0.0', to: '1.1.0' }),
      record({ from: '1.2.0', to: '1.1.0', action: 'rollback' }),
      record({ from: '1.1.0', to: '1.2.0' }),
    ].join('\n') + '\n',
  );
  expect(previousVersion(deployment, 'books', '1.2.0')).toBe('1.1.0');
  expect(previousVersion(deployment, 'books', '1.1.0')).toBe('1.2.0');
});

test('without a record it is the version published just before the live one', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-audit-'));
  const deployment = new Deployment(dir);
  for (const [index, version] of ['1.0.0', '1.1.0', '1.2.0'].entries()) {
    const folder = deployment.versionDir('books', version);
    fs.mkdirSync(folder, { recursive: true });
    fs.utimesSync(folder, 1_000 + index, 1_000 + index);
  }
  expect(previousVersion(deployment, 'books', '1.2.0')).toBe('1.1.0');
  expect(previousVersion(deployment, 'books', '1.0.0')).toBeUndefined();
});
