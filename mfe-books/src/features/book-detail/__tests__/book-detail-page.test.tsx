import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  addToCart,
  bus,
  listCart,
  portalStore,
  setLanguage,
  userInfoAtom,
  type CartItem,
} from '@portal/shared';
import type * as Shared from '@portal/shared';
import type { AccessCheck, BookDetail, ContentPermission } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { BookDetailPage } from '../components/book-detail-page';
import { BOOK, FORTHCOMING, VOLUME, VOLUME_SET } from '../testing/fixtures';

jest.mock('@portal/shared', () => {
  const actual: typeof Shared = jest.requireActual('@portal/shared');
  // The real cart (on fake-indexeddb), replaceable per test to make the storage fail.
  return { ...actual, addToCart: jest.fn(actual.addToCart) };
});
const mockedAddToCart = jest.mocked(addToCart);

let api: MockApi;

const FULL_TEXT_REFUSED: AccessCheck = {
  allowed: false,
  reason: null,
  message: 'Unauthorized access to read full text. Please contact us to subscribe',
};
const PREVIEW_ALLOWED: AccessCheck = { allowed: true, reason: 'preview', message: null };
const PREVIEW_REFUSED: AccessCheck = {
  allowed: false,
  reason: null,
  message: 'Sorry, you do not have permission to preview this book',
};

interface Serve {
  ordered?: number[];
  /** The access check's answer for the chapters of the contents. */
  chapters?: ContentPermission[];
  status?: number;
  read?: AccessCheck;
  preview?: AccessCheck;
}

function serve(
  books: BookDetail[] = [BOOK],
  {
    ordered = [],
    status = 200,
    read = FULL_TEXT_REFUSED,
    preview = PREVIEW_ALLOWED,
    chapters = [],
  }: Serve = {},
) {
  api = mockApi({
    'GET /bookmain/bookdetail': (request) => {
      if (status !== 200) {
        return { status, body: { code: status, success: false, data: null, msg: 'Failed' } };
      }
      const book = books.find((candidate) => candidate.id === request.params.id);
      return book
        ? ok(book)
        : { status: 404, body: { code: 404, success: false, data: null, msg: 'Not found' } };
    },
    'GET /bgcloud-order/payment/check-obj-is-ordered': ok(ordered),
    'GET /resource/pdf/checkauth': (request) =>
      ok(request.params.mode === 'preview' ? preview : read),
    'POST /resource/pdf/access-history': ok({ recorded: true, viewedAt: '2026-11-23T10:00:00Z' }),
    'GET /resource/pdf/check-content-permission': ok(chapters),
  });
}

function renderBook(route = `/BDetail/${BOOK.id}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/BDetail/:id" element={<BookDetailPage />} />
    </Routes>,
    { route },
  );
}

function signInPersonal() {
  portalStore.set(userInfoAtom, {
    nick_name: 'Reader',
    type: 'personal',
    adName: '',
    username: 'reader@example.com',
  });
}

const cleanups: (() => void)[] = [];
/** Undoes what one test changed of the page's globals, after it. */
const afterThis = (cleanup: () => void) => cleanups.push(cleanup);

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

/** The live message under the offers (the page's other status region is the notices'). */
const cartMessage = () =>
  screen.getByRole('region', { name: 'Buy this book' }).querySelector('[role="status"]');

/** The offer of one edition, found as a reader finds it: by its name. */
const offer = (name: string) => screen.getByRole('article', { name });

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  mockedAddToCart.mockClear();
  serve();
});

afterEach(() => {
  api.restore();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('BookDetailPage', () => {
  it('shows the title, series, and the contributors by role (editors first) with affiliations', async () => {
    renderBook();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Commutative Algebra and Homological Methods',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('A Graduate Course')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Graduate Texts in Modern Mathematics' })[0],
    ).toHaveAttribute('href', '/books/bookSuccessionList?id=1');

    const contributors = screen.getByRole('region', { name: 'Contributors' });
    const roles = within(contributors)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(roles).toEqual(['Editor', 'Authors', 'Series editor']);
    expect(within(contributors).getByText('Anna Schmidt').parentElement).toHaveTextContent(
      'Anna SchmidtFaculty of Mathematics, Riverside University',
    );
  });

  it('offers each edition with its ISBN and list price in CNY and USD', async () => {
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    const print = offer('Print (softcover)');
    expect(print).toHaveTextContent('ISBN 978-7-5611-2037-8');
    expect(print).toHaveTextContent('CN¥168.00');
    expect(print).toHaveTextContent('$24.00');
    const ebook = offer('E-book');
    expect(ebook).toHaveTextContent('ISBN 978-7-5611-2038-5');
    expect(ebook).toHaveTextContent('CN¥99.50');
    expect(ebook).toHaveTextContent('$14.25');
  });

  it("lists every field of the book's record", async () => {
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    const facts = screen.getByRole('region', { name: 'Book details' });
    const value = (term: string) =>
      within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Status')).toBe('Published');
    expect(value('Published')).toBe('July 7, 2023');
    expect(value('ISBNs')).toBe('978-7-5611-2037-8 · Print (softcover)978-7-5611-2038-5 · E-book');
    expect(value('Medium')).toBe('Print, E-book');
    expect(value('Binding')).toBe('Softcover, Electronic');
    expect(value('List price')).toContain('CN¥168.00 · $24.00');
    expect(value('Pages')).toBe('410');
    expect(value('Size')).toBe('170 × 240 mm');
    expect(value('Language')).toBe('English');
    expect(value('Edition')).toBe('2');
    expect(value('Series')).toBe('Graduate Texts in Modern Mathematics · no. 5');
    expect(value('Notes')).toBe('Printed on acid-free paper.');
    expect(value('Supplement')).toBe('With a solutions manual for instructors');
    expect(value('MSC 2020')).toBe(
      '13D02Syzygies, resolutions, complexes46B20Functional analysis (section 46)',
    );
  });

  it('lists the chapters with label, title, authors and pages, each linking to its page', async () => {
    renderBook();
    const contents = await screen.findByRole('region', { name: 'Contents' });
    const entries = within(contents).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('1Introductionpp. 1–28');
    expect(entries[1]).toHaveTextContent('Wei Zhang');
    expect(within(contents).getByRole('link', { name: 'Introduction' })).toHaveAttribute(
      'href',
      '/ChapterDetail/11',
    );
  });

  it('lists a chapter of a book published online before it is paged without pages', async () => {
    const [first, second] = BOOK.chapters;
    serve([{ ...BOOK, chapters: [{ ...first!, firstPage: null, lastPage: null }, second!] }]);
    renderBook();
    const contents = await screen.findByRole('region', { name: 'Contents' });
    const entries = within(contents).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/^1Introduction$/);
    expect(entries[1]).toHaveTextContent('pp. 29–65');
  });

  it('marks the chapters this reader may read, asking once for the whole contents', async () => {
    serve([BOOK], {
      chapters: [
        { id: 11, allowed: true, reason: 'open_access' },
        { id: 12, allowed: true, reason: 'organization' },
      ],
    });
    renderBook();
    const contents = await screen.findByRole('region', { name: 'Contents' });
    const [first, second] = within(contents).getAllByRole('listitem');
    expect(await within(first!).findByText('Open access')).toBeInTheDocument();
    expect(within(second!).getByText('Open through your organization')).toBeInTheDocument();
    const checks = requestsTo('/resource/pdf/check-content-permission');
    expect(checks.map((request) => request.params)).toEqual([{ type: 'chapter', ids: '11,12' }]);
  });

  it('lists the volumes of a set, each with its price and page, and the set as a whole', async () => {
    serve([VOLUME_SET]);
    renderBook(`/BDetail/${VOLUME_SET.id}`);
    const set = await screen.findByRole('region', { name: 'Volume set' });
    expect(set).toHaveTextContent('This set has 2 volumes, each also sold on its own.');
    const volumes = within(set).getByRole('list', {
      name: 'Volumes of Lectures on Algebraic Geometry',
    });
    const [first, second] = within(volumes).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Volume 1Lectures on Algebraic Geometry, Volume 1CN¥98.00$13.75',
    );
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/BDetail/72');
    expect(set).toHaveTextContent(
      'The whole set costs CN¥168.00; its volumes bought one by one, CN¥206.00.',
    );
    // The set itself is what this page sells.
    expect(offer('Print (hardcover)')).toHaveTextContent('CN¥168.00');
  });

  it('names the set a volume belongs to and links it', async () => {
    serve([VOLUME]);
    renderBook(`/BDetail/${VOLUME.id}`);
    const set = await screen.findByRole('region', { name: 'Volume set' });
    expect(set).toHaveTextContent(
      'Volume 2 of Lectures on Algebraic Geometry · the set: CN¥168.00',
    );
    expect(
      within(set).getByRole('link', { name: 'Lectures on Algebraic Geometry' }),
    ).toHaveAttribute('href', '/BDetail/70');
    expect(
      within(set).getByRole('link', { name: 'Lectures on Algebraic Geometry, Volume 2' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(offer('Print (hardcover)')).toHaveTextContent('CN¥108.00');
  });

  it("opens a volume from its set at the top, without the set's cart message", async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    serve([VOLUME_SET, VOLUME]);
    const { user } = renderBook(`/BDetail/${VOLUME_SET.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Lectures on Algebraic Geometry' });
    await user.click(
      within(offer('Print (hardcover)')).getByRole('button', { name: 'Add to cart' }),
    );
    await waitFor(() => expect(cartMessage()).toHaveTextContent('added to your cart'));
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('link', { name: 'Lectures on Algebraic Geometry, Volume 2' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Lectures on Algebraic Geometry, Volume 2',
      }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(cartMessage()).toBeEmptyDOMElement();
    scrollTo.mockRestore();
  });

  it('adds an edition to the cart once, announcing it; adding it again changes nothing', async () => {
    const counts: number[] = [];
    const stop = bus.on('cart:changed', ({ count }) => counts.push(count));
    const { user } = renderBook();
    await screen.findByRole('heading', { level: 1 });

    await user.click(
      within(offer('Print (softcover)')).getByRole('button', { name: 'Add to cart' }),
    );
    await waitFor(() =>
      expect(cartMessage()).toHaveTextContent('Print (softcover) added to your cart.'),
    );
    expect(counts).toEqual([1]);
    const [line] = await listCart();
    expect(line).toMatchObject<Partial<CartItem>>({
      id: 5,
      mediumCode: 'print',
      pid: 5,
      quantity: 1,
      isbn: '978-7-5611-2037-8',
      listPrice: 168,
      title: BOOK.title,
    });

    await user.click(
      within(offer('Print (softcover)')).getByRole('button', { name: 'Add to cart' }),
    );
    await waitFor(() =>
      expect(cartMessage()).toHaveTextContent('This book is already in your cart'),
    );
    expect(counts).toEqual([1]);
    expect(await listCart()).toHaveLength(1);
    stop();
  });

  it('says so when the e-book takes the place of the print edition in the cart', async () => {
    const { user } = renderBook();
    await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(offer('Print (softcover)')).getByRole('button', { name: 'Add to cart' }),
    );
    await screen.findByText('Print (softcover) added to your cart.');
    await user.click(within(offer('E-book')).getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('E-book added to your cart, in place of the Print (softcover).'),
    ).toBeInTheDocument();
    expect((await listCart()).map((item) => item.mediumCode)).toEqual(['electronic']);
  });

  it('says adding failed when the browser storage refuses it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedAddToCart.mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { user } = renderBook();
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(offer('E-book')).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(cartMessage()).toHaveTextContent('Failed to add to cart, please try again'),
    );
    expect(await listCart()).toHaveLength(0);
  });

  it('does not sell the e-book of an open-access book, which everyone reads free', async () => {
    const openBook: BookDetail = { ...BOOK, openAccess: true };
    serve([openBook], { read: { allowed: true, reason: 'open_access', message: null } });
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    expect(
      await screen.findByText('Open access: free for everyone to read.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'E-book' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
    expect(offer('Print (softcover)')).toHaveTextContent('CN¥168.00');
    expect(
      screen.getByText('Open access: the e-book is free for everyone to read, so it is not sold.'),
    ).toBeInTheDocument();
  });

  it('offers nothing to buy for an open-access book sold only as an e-book', async () => {
    const [, ebook] = BOOK.editions;
    const openBook: BookDetail = { ...BOOK, openAccess: true, editions: ebook ? [ebook] : [] };
    serve([openBook], { read: { allowed: true, reason: 'open_access', message: null } });
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Buy this book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('says a book without a price is not for sale, and offers no way to buy it', async () => {
    const unpriced: BookDetail = {
      ...BOOK,
      listPrice: 0,
      listPriceUsd: 0,
      editions: BOOK.editions.map((edition) => ({ ...edition, listPrice: 0, listPriceUsd: 0 })),
    };
    serve([unpriced]);
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    expect(offer('Print (softcover)')).toHaveTextContent('Not for sale');
    expect(offer('Print (softcover)')).not.toHaveTextContent('CN¥0.00');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('shows the prices of a forthcoming book but cannot add it to the cart, and says so', async () => {
    serve([FORTHCOMING]);
    renderBook(`/BDetail/${FORTHCOMING.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(offer('Print (softcover)')).toHaveTextContent('CN¥168.00');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Forthcoming: it can be added to the cart once it is published (March 1, 2027).',
      ),
    ).toBeInTheDocument();
  });

  it('tells a signed-in buyer they bought the book, takes them to reading it, and records the visit', async () => {
    signInPersonal();
    serve([BOOK], {
      ordered: [BOOK.id],
      read: { allowed: true, reason: 'purchase', message: null },
    });
    // jsdom lays nothing out, so it has no scrolling into view.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    afterThis(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { user } = renderBook();
    expect(await screen.findByText('You bought this book.')).toBeInTheDocument();
    expect(await screen.findByText('Yours to read through your purchase.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read it now' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read PDF' })).toHaveFocus();
    expect(requestsTo('/bgcloud-order/payment/check-obj-is-ordered')[0]?.params).toEqual({
      ids: '5',
    });
    await waitFor(() => expect(requestsTo('/resource/pdf/access-history')).toHaveLength(1));
    expect(requestsTo('/resource/pdf/access-history')[0]?.body).toEqual({ type: 'book', id: 5 });
  });

  it('tells the buyer of a set that a volume is theirs too', async () => {
    signInPersonal();
    serve([VOLUME], { ordered: [70] });
    renderBook(`/BDetail/${VOLUME.id}`);
    expect(
      await screen.findByText('You bought the set this volume belongs to.'),
    ).toBeInTheDocument();
    expect(requestsTo('/bgcloud-order/payment/check-obj-is-ordered')[0]?.params).toEqual({
      ids: '72,70',
    });
  });

  it('refuses the full text to an anonymous reader in the words of the specification, and offers the preview', async () => {
    renderBook();
    const access = await screen.findByRole('region', { name: 'Full text' });
    expect(
      await within(access).findByText(
        'Unauthorized access to read full text. Please contact us to subscribe',
      ),
    ).toBeInTheDocument();
    expect(within(access).getByRole('link', { name: 'How to order' })).toHaveAttribute(
      'href',
      // Book orders, individual purchases.
      '/ordering?p=1-0',
    );
    expect(await within(access).findByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(within(access).queryByRole('button', { name: 'Read PDF' })).not.toBeInTheDocument();
  });

  it('says when even the preview is refused', async () => {
    serve([BOOK], { preview: PREVIEW_REFUSED });
    renderBook();
    const access = await screen.findByRole('region', { name: 'Full text' });
    expect(
      await within(access).findByText('Sorry, you do not have permission to preview this book'),
    ).toBeInTheDocument();
    expect(within(access).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('offers the book to cite as BibTeX @book, RIS and plain text', async () => {
    const { user } = renderBook();
    const cite = await screen.findByRole('region', { name: 'Cite this book' });
    const text = await within(cite).findByRole('generic', { name: 'Citation as BibTeX' });
    expect(text.textContent).toMatch(/^@book\{/);
    expect(text).toHaveTextContent('publisher = {International Press of Mathematical Sciences}');
    expect(text).toHaveTextContent('isbn = {978-7-5611-2037-8}');
    await user.click(within(cite).getByRole('radio', { name: 'RIS' }));
    expect(within(cite).getByLabelText('Citation as RIS').textContent).toMatch(/^TY {2}- BOOK/);
    await user.click(within(cite).getByRole('radio', { name: 'Plain text' }));
    expect(within(cite).getByLabelText('Citation as Plain text')).toHaveTextContent(
      'Commutative Algebra and Homological Methods',
    );
  });

  it('sets the title, description, canonical address, citation and Open Graph tags, and takes them away on leaving', async () => {
    const { unmount } = renderBook();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(
        'Commutative Algebra and Homological Methods | International Press of Mathematical Sciences',
      ),
    );
    const content = (selector: string) =>
      [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((tag) => tag.content);
    expect(content('meta[name="description"]')).toEqual([
      'A self-contained textbook on sheaves over Spec A.',
    ]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/BDetail/5',
    );
    expect(content('meta[name="citation_author"]')).toEqual(['Mei Liu', 'Anna Schmidt']);
    expect(content('meta[name="citation_isbn"]')).toHaveLength(2);
    expect(content('meta[name="citation_publisher"]')).toEqual([
      'International Press of Mathematical Sciences',
    ]);
    expect(content('meta[name="citation_pdf_url"]')).toEqual([
      'http://localhost/api/resource/pdf/download?type=book&id=5&mode=read',
    ]);
    expect(content('meta[property="og:title"]')).toEqual([
      'Commutative Algebra and Homological Methods',
    ]);
    expect(content('meta[property="og:type"]')).toEqual(['book']);
    expect(content('meta[property="og:url"]')).toEqual(['http://localhost/BDetail/5']);
    expect(content('meta[property="og:locale"]')).toEqual(['en_US']);
    expect(content('meta[property="og:image"]')).toEqual([
      'http://localhost/api/covers/book/5.svg',
    ]);
    unmount();
    expect(document.head.querySelectorAll('meta[name^="citation_"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });

  it("names the title in the reader's language, and cites it in English", async () => {
    await setLanguage('zh');
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('交换代数与同调方法 | 国际数学科学出版社'));
    const content = (selector: string) =>
      [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((tag) => tag.content);
    expect(content('meta[property="og:title"]')).toEqual(['交换代数与同调方法']);
    expect(content('meta[property="og:locale"]')).toEqual(['zh_CN']);
    expect(content('meta[name="citation_title"]')).toEqual([
      'Commutative Algebra and Homological Methods: A Graduate Course',
    ]);
  });

  it('asks nobody but a signed-in person whether they bought it', async () => {
    renderBook();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('You bought this book.')).not.toBeInTheDocument();
    expect(requestsTo('/bgcloud-order/payment/check-obj-is-ordered')).toHaveLength(0);
    expect(requestsTo('/resource/pdf/access-history')).toHaveLength(0);
  });

  it('says an unknown book does not exist, with a way back', async () => {
    renderBook('/BDetail/999');
    expect(
      await screen.findByText('This book does not exist or is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the book home' })).toHaveAttribute(
      'href',
      '/books/book',
    );
  });

  it('says a malformed id is no book, without asking the API', () => {
    renderBook('/BDetail/abc');
    expect(
      screen.getByText('This book does not exist or is no longer available.'),
    ).toBeInTheDocument();
    expect(requestsTo('/bookmain/bookdetail')).toHaveLength(0);
  });

  it('offers to try again when loading fails', async () => {
    serve([BOOK], { status: 500 });
    const { user } = renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent('The book could not be loaded.');
    serve([BOOK]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('speaks Chinese to a Chinese reader', async () => {
    await setLanguage('zh');
    renderBook();
    expect(
      await screen.findByRole('heading', { level: 1, name: '交换代数与同调方法' }),
    ).toBeInTheDocument();
    const print = offer('纸质书（平装）');
    expect(print).toHaveTextContent('¥168.00');
    expect(print).toHaveTextContent('US$24.00');
    expect(within(print).getByRole('button', { name: '加入购物车' })).toBeInTheDocument();
    const contributors = screen.getByRole('region', { name: '作者与编者' });
    expect(
      within(contributors)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['编者', '作者', '丛书主编']);
    expect(screen.getByRole('region', { name: '目录' })).toHaveTextContent('第 1–28 页');
    expect(screen.getByText('版次').nextElementSibling).toHaveTextContent('第 2 版');
  });
});
