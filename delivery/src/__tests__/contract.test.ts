import { contractProblems, type SharedContract } from '../contract';

// What the live shell provides against what a remote requires: the errors readers would
// otherwise meet at run time, found before the switch.

const shell: SharedContract = {
  app: 'shell',
  version: '1.0.0',
  provides: {
    react: { version: '19.3.1' },
    'react-router': { version: '7.18.5', exports: ['Link', 'useNavigate', 'useParams'] },
    '@portal/shared/reading': { version: '1.0.0' },
  },
  requires: {},
};

function remote(requires: SharedContract['requires'], facade = ['Link']): SharedContract {
  return {
    app: 'books',
    version: '1.1.0',
    provides: { 'react-router': { version: '7.18.5', exports: facade } },
    requires,
  };
}

test('a remote that needs only what the shell provides passes', () => {
  const books = remote({
    react: { requiredVersion: '^19.0.0' },
    'react-router': { requiredVersion: '^7.18.0', imports: ['Link', 'useParams'] },
    '@portal/shared/reading': { requiredVersion: '^1.0.0' },
  });
  expect(contractProblems(shell, books)).toEqual([]);
});

test('a router name missing from the shell facade is named', () => {
  const books = remote({
    'react-router': { requiredVersion: '^7.18.0', imports: ['Link', 'useBlocker'] },
  });
  expect(contractProblems(shell, books)).toEqual([
    expect.stringMatching(
      /^react-router: books 1\.1\.0 imports useBlocker, which the facade of the shell 1\.0\.0 lacks/,
    ),
  ]);
});

test('a namespace used whole needs every name of the remote facade', () => {
  const books = remote({ 'react-router': { requiredVersion: false, imports: ['*'] } }, [
    'Link',
    'useRevalidator',
  ]);
  expect(contractProblems(shell, books)).toEqual([
    expect.stringContaining('imports useRevalidator'),
  ]);
});

test('a version the shell does not satisfy, and a module it lacks, are problems', () => {
  const books = remote({
    react: { requiredVersion: '^20.0.0' },
    dexie: { requiredVersion: '^4.0.0' },
  });
  expect(contractProblems(shell, books)).toEqual([
    'react: the shell 1.0.0 provides 19.3.1, books 1.1.0 requires ^20.0.0',
    'dexie: the shell 1.0.0 does not provide it (books 1.1.0 requires ^4.0.0)',
  ]);
});
