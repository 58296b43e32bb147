import type { UserInfo } from '@portal/shared';
import { userMenuEntries } from '../hooks/use-user-menu';

const PERSONAL: UserInfo = {
  nick_name: 'Demo Reader',
  type: 'personal',
  adName: '',
  username: 'reader@example.com',
};
const ORGANIZATION: UserInfo = {
  nick_name: 'Demo University Library',
  type: 'organization',
  adName: 'Demo University Library',
  username: '',
};
const EMPTY_TYPE: UserInfo = { nick_name: '', type: '', adName: '', username: '' };

test.each([
  ['signed out', null, false, 0, ['personalLogin']],
  ['signed out, organization available', null, true, 0, ['personalLogin', 'organizationLogin']],
  ['stored user without a type', EMPTY_TYPE, false, 0, ['personalLogin']],
  ['personal', PERSONAL, false, 0, ['mine', 'logout']],
  ['personal, organization available', PERSONAL, true, 0, ['mine', 'organizationLogin', 'logout']],
  ['personal, group flag 1', PERSONAL, false, 1, ['mine']],
  ['organization', ORGANIZATION, true, 0, ['personalLogin']],
  ['organization, group flag 1', ORGANIZATION, true, 1, ['personalLogin']],
] as const)('%s', (_case, user, orgAvailable, groupFlag, entries) => {
  expect(userMenuEntries(user, orgAvailable, groupFlag).entries).toEqual(entries);
});

test('a stored user without a type counts as signed out', () => {
  expect(userMenuEntries(EMPTY_TYPE, false, 0)).toMatchObject({ kind: 'anonymous', user: null });
});
