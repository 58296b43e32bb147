import { act } from '@testing-library/react';
import { accessTokenAtom, portalStore, refreshTokenAtom, userInfoAtom } from '@portal/shared';
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

test('a renewal or logout in another tab holds in this one', () => {
  renderWithProviders(<SessionSync />);
  act(() => portalStore.set(accessTokenAtom, 'first'));
  act(() => {
    window.localStorage.setItem('TC_accessToken', JSON.stringify('renewed-elsewhere'));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'TC_accessToken',
        newValue: JSON.stringify('renewed-elsewhere'),
      }),
    );
  });
  expect(portalStore.get(accessTokenAtom)).toBe('renewed-elsewhere');

  act(() => portalStore.set(refreshTokenAtom, 'refresh-1'));
  act(() => {
    window.localStorage.removeItem('TC_refreshToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'TC_refreshToken', newValue: null }));
  });
  expect(portalStore.get(refreshTokenAtom)).toBe('');
});
