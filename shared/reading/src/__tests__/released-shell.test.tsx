import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { TexText } from '../tex/tex-text';

// The shell's last release (1.2.0) provides a @portal/shared without `lazyPreloadable`; a section
// at HEAD, which bundles this package, runs against it.
jest.mock('@portal/shared', () => {
  const { lazyPreloadable: _added, ...released } = jest.requireActual('@portal/shared');
  return released;
});

it("typesets math on a page whose @portal/shared is a released shell's, from before named parts", async () => {
  const { container } = renderWithProviders(<TexText text="Groups of order $p^2$" />);
  await waitFor(() => expect(container.querySelector('[data-tex] > math')).not.toBeNull());
});
