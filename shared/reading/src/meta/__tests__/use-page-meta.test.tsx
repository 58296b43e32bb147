import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createPageHead, PageHeadContext, setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import type { PageMeta } from '../page-meta';
import { usePageMeta } from '../use-page-meta';

function Page({ page }: { page: PageMeta | undefined }) {
  usePageMeta(page);
  return null;
}

const BOOK: PageMeta = {
  title: 'Lectures on L² Methods',
  description: 'A course on $L^2$ methods in several complex variables.',
  path: '/BDetail/1',
  type: 'book',
  tags: [['citation_isbn', '978-7-04-050000-1']],
};

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)
    ?.content;

beforeEach(async () => {
  document.head.innerHTML = '';
  document.title = '';
  await setLanguage('en');
});

describe('usePageMeta', () => {
  it('gives the tab title, description, canonical address and Open Graph tags, then takes them away', () => {
    const { unmount } = renderWithProviders(<Page page={BOOK} />);
    expect(document.title).toBe(
      'Lectures on L² Methods | International Press of Mathematical Sciences',
    );
    expect(meta('description')).toBe('A course on L^2 methods in several complex variables.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/BDetail/1',
    );
    expect(meta('og:type')).toBe('book');
    expect(meta('og:url')).toBe('http://localhost/BDetail/1');
    expect(meta('og:site_name')).toBe('International Press of Mathematical Sciences');
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('citation_isbn')).toBe('978-7-04-050000-1');
    unmount();
    expect(
      document.head.querySelectorAll('link, meta[property], meta[name^="citation_"]'),
    ).toHaveLength(0);
  });

  it("speaks the reader's language, and keeps a title of the page's own", async () => {
    renderWithProviders(<Page page={{ ...BOOK, documentTitle: 'Chapter 1 · Lectures | IPMS' }} />);
    expect(document.title).toBe('Chapter 1 · Lectures | IPMS');
    await act(() => setLanguage('zh'));
    expect(meta('og:site_name')).toBe('国际数学科学出版社');
    expect(meta('og:locale')).toBe('zh_CN');
  });

  it('waits for the data', () => {
    renderWithProviders(<Page page={undefined} />);
    expect(document.head.querySelectorAll('meta, link')).toHaveLength(0);
  });

  it('is the HTML head of a page a server renders', () => {
    const head = createPageHead();
    renderToString(
      <PageHeadContext value={head}>
        <Page page={BOOK} />
      </PageHeadContext>,
    );
    expect(head.title).toBe(
      'Lectures on L² Methods | International Press of Mathematical Sciences',
    );
    expect(head.description).toBe('A course on L^2 methods in several complex variables.');
    expect(head.links).toEqual([{ rel: 'canonical', href: 'http://localhost/BDetail/1' }]);
    expect(head.meta).toContainEqual(['og:title', 'Lectures on L² Methods']);
  });
});
