import { SECTIONS, REMOTE_NAMES } from '@portal/shared/remotes';
import { SHELL_ROUTES } from '../routes';

// The shell's route table names each remote's path groups; the section map (remotes.json) that
// the build, lint and delivery read names them too: a group moved in one must move in the other.
test('each remote serves the path groups the section map gives it', () => {
  const served = Object.fromEntries(
    SHELL_ROUTES.filter((route) => route.container).map((route) => [
      route.name.replace(/^section:/, ''),
      [...route.path],
    ]),
  );
  expect(served).toEqual(
    Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, [...SECTIONS[remote]]])),
  );
});
