import { render } from '@testing-library/react';
import { useDocumentMeta } from '../use-document-meta';
import { useMetaTags, type MetaTag } from '../use-meta-tags';

function Tags({ tags }: { tags: readonly MetaTag[] | undefined }) {
  useMetaTags(tags);
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
