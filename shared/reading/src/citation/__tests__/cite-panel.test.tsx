import { screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import type { CitableArticle } from '../citable';
import { CitePanel } from '../lazy-cite-panel';

const ARTICLE: CitableArticle = {
  kind: 'article',
  id: 1,
  status: 'published',
  title: { en: 'Groups of order $p^2$', zh: '$p^2$ 阶群' },
  authors: [{ name: 'Hui He', authorKey: 'hui-he', affiliation: { zh: '', en: '' } }],
  abstract: { en: 'We classify them.', zh: '' },
  keywords: { en: ['groups'], zh: [] },
  journalTitle: { en: 'Journal of Algebra', zh: '代数学报' },
  journalAbbreviation: 'J. Algebra',
  volumeNumber: 3,
  issueNumber: 2,
  year: 2020,
  firstPage: 10,
  lastPage: 20,
  doi: '10.5555/x',
  publishedDate: '2020-03-01',
  publishedOnlineDate: null,
};

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
});

describe('CitePanel', () => {
  it('copies the BibTeX to the clipboard and confirms it', async () => {
    const { user } = renderWithProviders(<CitePanel item={ARTICLE} />);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    // The panel loads on first use.
    expect(await screen.findByLabelText('Citation as BibTeX')).toHaveTextContent(
      '@article{He2020groups,',
    );
    await user.click(screen.getByRole('button', { name: 'Copy BibTeX' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('title   = {Groups of order {$p^2$}}'),
    );
    expect(await screen.findByText('BibTeX copied to the clipboard.')).toBeInTheDocument();
  });

  it('selects the text for copying by hand when the clipboard is refused', async () => {
    const { user } = renderWithProviders(<CitePanel item={ARTICLE} />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy BibTeX' }));
    expect(await screen.findByText(/Copying was not allowed/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toContain('@article{He2020groups,');
  });

  it('switches to RIS and downloads it as a file', async () => {
    const { user } = renderWithProviders(<CitePanel item={ARTICLE} />);
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:ris');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('radio', { name: 'RIS' }));
    expect(screen.getByLabelText('Citation as RIS')).toHaveTextContent('TY - JOUR');
    await user.click(screen.getByRole('button', { name: 'Download RIS' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('He2020groups.ris');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/x-research-info-systems;charset=utf-8');
    expect(await blob.text()).toContain('AU  - He, Hui\r\n');
  });

  it('gives the plain reference in the AMS style', async () => {
    const { user } = renderWithProviders(<CitePanel item={ARTICLE} />);
    await user.click(await screen.findByRole('radio', { name: 'Plain text' }));
    expect(screen.getByLabelText('Citation as Plain text')).toHaveTextContent(
      'H. He, Groups of order $p^2$, J. Algebra 3 (2020), no. 2, 10–20. https://doi.org/10.5555/x',
    );
  });
});
