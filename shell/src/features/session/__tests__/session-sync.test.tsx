import { act } from '@testing-library/react';
import { groupFlagAtom, portalStore, tenantIdAtom, userInfoAtom } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/testing';
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

test('a sign-in or logout in another tab holds in this one', () => {
  renderWithProviders(<SessionSync />);
  act(() => portalStore.set(tenantIdAtom, '000123'));
  act(() => {
    window.localStorage.setItem('TC_tenantId', JSON.stringify('000456'));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'TC_tenantId', newValue: JSON.stringify('000456') }),
    );
  });
  expect(portalStore.get(tenantIdAtom)).toBe('000456');

  act(() => portalStore.set(groupFlagAtom, 1));
  act(() => {
    window.localStorage.removeItem('TC_groupFlag');
    window.dispatchEvent(new StorageEvent('storage', { key: 'TC_groupFlag', newValue: null }));
  });
  expect(portalStore.get(groupFlagAtom)).toBe(0);
});
