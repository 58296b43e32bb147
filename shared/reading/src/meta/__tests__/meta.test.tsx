import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createPageHead, PageHeadContext } from '@portal/shared';
import { useDocumentMeta } from '../use-document-meta';
import { useHeadLinks, type HeadLink } from '../use-head-links';
import { useMetaTags, type MetaTag } from '../use-meta-tags';

function Tags({ tags }: { tags: readonly MetaTag[] | undefined }) {
  useMetaTags(tags);
  return null;
}

function Links({ links }: { links: readonly HeadLink[] | undefined }) {
  useHeadLinks(links);
  return null;
}

function Meta({ title, description }: { title?: string; description?: string }) {
  useDocumentMeta(title, description);
  return null;
}

const contents = (selector: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((meta) => meta.content);

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useMetaTags', () => {
  const TAGS: MetaTag[] = [
    ['citation_title', 'Lectures on $L^2$ Methods'],
    ['citation_author', 'Laura Garcia'],
    ['citation_author', 'David Brown'],
    ['og:title', 'Lectures on $L^2$ Methods'],
    ['og:type', 'book'],
    ['book:isbn', '978-7-04-050000-1'],
  ];

  it('puts citation tags as name and Open Graph tags as property, and takes them away', () => {
    const { unmount } = render(<Tags tags={TAGS} />);
    expect(contents('meta[name="citation_author"]')).toEqual(['Laura Garcia', 'David Brown']);
    expect(contents('meta[property="og:type"]')).toEqual(['book']);
    expect(contents('meta[property="book:isbn"]')).toEqual(['978-7-04-050000-1']);
    expect(document.head.querySelector('meta[name="og:title"]')).toBeNull();
    unmount();
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });

  it('adds nothing while the data loads, and changes nothing for the same tags anew', () => {
    const { rerender } = render(<Tags tags={undefined} />);
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
    rerender(<Tags tags={TAGS} />);
    const first = document.head.querySelector('meta[name="citation_title"]');
    rerender(<Tags tags={TAGS.map(([name, content]) => [name, content])} />);
    expect(document.head.querySelector('meta[name="citation_title"]')).toBe(first);
    rerender(<Tags tags={[['citation_title', 'Another book']]} />);
    expect(contents('meta[name^="citation_"]')).toEqual(['Another book']);
  });

  it("leaves the page's other tags alone", () => {
    document.head.innerHTML = '<meta name="viewport" content="width=device-width">';
    const { unmount } = render(<Tags tags={TAGS} />);
    unmount();
    expect(contents('meta')).toEqual(['width=device-width']);
  });
});

describe('useHeadLinks', () => {
  const LINKS: HeadLink[] = [
    { rel: 'canonical', href: 'https://press.example/BDetail/1' },
    { rel: 'alternate', href: '/api/feeds/news.xml', type: 'application/rss+xml', title: 'News' },
  ];
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) =>
      Object.fromEntries([...link.attributes].map(({ name, value }) => [name, value])),
    );

  it('puts the links in the head with their attributes, and takes them away', () => {
    const { unmount } = render(<Links links={LINKS} />);
    expect(links()).toEqual(LINKS);
    unmount();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('adds nothing while the data loads, and changes nothing for the same links anew', () => {
    const { rerender } = render(<Links links={undefined} />);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    rerender(<Links links={LINKS} />);
    const first = document.head.querySelector('link[rel="canonical"]');
    rerender(<Links links={LINKS.map((link) => ({ ...link }))} />);
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(first);
    rerender(<Links links={[{ rel: 'canonical', href: 'https://press.example/BDetail/2' }]} />);
    expect(links()).toEqual([{ rel: 'canonical', href: 'https://press.example/BDetail/2' }]);
  });

  it("leaves the page's other links alone", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    const { unmount } = render(<Links links={LINKS} />);
    unmount();
    expect(links()).toEqual([{ rel: 'icon', href: '/favicon.svg' }]);
  });

  it("writes the links into the head a server render collects, in the page's order", () => {
    const head = createPageHead();
    renderToString(
      <PageHeadContext value={head}>
        <Links links={LINKS.slice(0, 1)} />
        <Links links={undefined} />
        <Links links={LINKS.slice(1)} />
      </PageHeadContext>,
    );
    expect(head.links).toEqual(LINKS);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('useDocumentMeta', () => {
  it('sets the title and the description, and gives the description back on leaving', () => {
    document.head.innerHTML = '<meta name="description" content="The portal">';
    const { unmount } = render(<Meta title="Lectures | IPMS" description="A book on $L^2$." />);
    expect(document.title).toBe('Lectures | IPMS');
    expect(contents('meta[name="description"]')).toEqual(['A book on $L^2$.']);
    unmount();
    expect(contents('meta[name="description"]')).toEqual(['The portal']);
  });

  it('waits for the data: nothing changes while title and description are unknown', () => {
    document.title = 'Book | IPMS';
    render(<Meta />);
    expect(document.title).toBe('Book | IPMS');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
