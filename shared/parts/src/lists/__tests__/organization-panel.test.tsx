import { act, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { portalStore, userInfoAtom } from '@portal/shared';
import { resetPortalState, renderWithProviders } from '@portal/testing';
import { OrganizationPanel, useIsOrganization } from '../organization-panel';

afterEach(() => resetPortalState());

describe('OrganizationPanel', () => {
  test('is a region named by its heading, with the intro and what the organization may read', () => {
    renderWithProviders(
      <OrganizationPanel title="Your organization's books" intro="Demo University may read 3 books">
        <ul>
          <li>Algebra</li>
        </ul>
      </OrganizationPanel>,
    );
    const region = screen.getByRole('region', { name: "Your organization's books" });
    expect(region).toHaveTextContent('Demo University may read 3 books');
    expect(screen.getByRole('listitem')).toHaveTextContent('Algebra');
  });
});

describe('useIsOrganization', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={portalStore}>{children}</Provider>
  );

  test('is true only while the session is an organization', () => {
    const { result } = renderHook(() => useIsOrganization(), { wrapper });
    expect(result.current).toBe(false);
    const user = { nick_name: 'Demo University Library', adName: '', username: '' };
    act(() => portalStore.set(userInfoAtom, { ...user, type: 'organization' }));
    expect(result.current).toBe(true);
    act(() => portalStore.set(userInfoAtom, { ...user, type: 'personal' }));
    expect(result.current).toBe(false);
  });
});
