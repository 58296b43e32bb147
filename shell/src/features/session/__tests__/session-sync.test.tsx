import { act } from '@testing-library/react';
import { portalStore, userInfoAtom } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { SessionSync } from '../components/session-sync';

const ADA = {
  nick_name: 'Ada',
  type: 'personal',
  adName: '',
  username: 'ada@example.org',
} as const;

beforeEach(() => resetPortalState());

test('queries are fetched again when the reader changes, not when a token is renewed', () => {
  const { queryClient } = renderWithProviders(<SessionSync />);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');

  act(() => portalStore.set(userInfoAtom, { ...ADA }));
  expect(invalidate).toHaveBeenCalledTimes(1);

  // A refresh stores an equal user again.
  act(() => portalStore.set(userInfoAtom, { ...ADA }));
  expect(invalidate).toHaveBeenCalledTimes(1);

  act(() =>
    portalStore.set(userInfoAtom, {
      nick_name: 'Library',
      type: 'organization',
      adName: 'Library',
      username: '',
    }),
  );
  expect(invalidate).toHaveBeenCalledTimes(2);

  act(() => portalStore.set(userInfoAtom, null));
  expect(invalidate).toHaveBeenCalledTimes(3);
});
