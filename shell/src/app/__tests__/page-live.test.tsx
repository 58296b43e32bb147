import { render } from '@testing-library/react';
import { awaitParts, PartLive } from '../page-live';

describe('the page turns live', () => {
  it('once the shell and its section have both rendered, not before', async () => {
    let live = false;
    const waiting = awaitParts(['shell', 'books']).then(() => {
      live = true;
    });
    render(<PartLive part="shell" />);
    // Another section's part (a page the reader moved to meanwhile) is no part of this page.
    render(<PartLive part="news" />);
    await Promise.resolve();
    expect(live).toBe(false);
    expect(document.documentElement.hasAttribute('data-live')).toBe(false);

    render(<PartLive part="books" />);
    await waiting;
    expect(live).toBe(true);
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
  });
});
