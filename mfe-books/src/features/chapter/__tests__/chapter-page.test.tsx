import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { AccessCheck, ChapterDetail } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { ChapterPage } from '../components/chapter-page';
import { APPENDIX, CHAPTER, CHAPTER_BOOK } from '../testing/fixtures';

let api: MockApi;

const FULL_TEXT_REFUSED: AccessCheck = {
  allowed: false,
  reason: null,
  message: 'Unauthorized access to read full text. Please contact us to subscribe',
};

function serve(
  chapters: ChapterDetail[] = [CHAPTER],
  {
    read = FULL_TEXT_REFUSED,
    preview = { allowed: true, reason: 'preview', message: null } as AccessCheck,
  } = {},
) {
  api = mockApi({
    'GET /bookmain/bookdetail': ok(CHAPTER_BOOK),
    'GET /resource/pdf/checkauth': (request) =>
      ok(request.params.mode === 'preview' ? preview : read),
    'GET /bookmain/chapter-detail': (request) => {
      const chapter = chapters.find((candidate) => candidate.id === request.params.id);
      return chapter
        ? ok(chapter)
        : { status: 404, body: { code: 404, success: false, data: null, msg: 'Not found' } };
    },
    'POST /resource/pdf/access-history': ok({ recorded: true, viewedAt: '2026-11-23T10:00:00Z' }),
  });
}

function renderChapter(route = `/ChapterDetail/${CHAPTER.id}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/ChapterDetail/:id" element={<ChapterPage />} />
    </Routes>,
    { route },
  );
}

const historyRequests = () =>
  api.requests.filter((request) => request.path === '/resource/pdf/access-history');

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  serve();
});

afterEach(() => api.restore());

describe('ChapterPage', () => {
  it('shows the chapter: its book, label, title, authors with affiliations, pages, abstract', async () => {
    renderChapter();
    const title = await screen.findByRole('heading', { level: 1 });
    // The formula as MathML, named by what it shows (its TeX is an annotation, not read).
    await waitFor(() => expect(title.querySelector('math')).not.toBeNull());
    expect(title).toHaveAccessibleName('Calderón–Zygmund singular integrals on L p');
    const book = screen.getByRole('complementary', { name: 'From the book' });
    expect(within(book).getByRole('link', { name: 'Harmonic Analysis' })).toHaveAttribute(
      'href',
      '/BDetail/186',
    );
    expect(screen.getByText('Chapter 2')).toBeInTheDocument();
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(
      within(authors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Elena TanakaKyoto University', 'Xiaoming Liu']);
    expect(screen.getByText('Pages 34–71 (38 pages)')).toBeInTheDocument();
    const abstract = screen.getByRole('region', { name: 'Abstract' });
    expect(abstract).toHaveTextContent(/^AbstractWe prove boundedness for 1<p<∞/);
    expect(abstract.querySelector('math annotation')).toHaveTextContent('1<p<\\infty');
  });

  it('shows no pages for a chapter of a book published online before it is paged', async () => {
    serve([{ ...CHAPTER, firstPage: null, lastPage: null, pageCount: null }]);
    renderChapter();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Calderón–Zygmund singular integrals/,
    );
    expect(screen.getByRole('region', { name: 'Abstract' })).toBeInTheDocument();
    expect(screen.queryByText(/^Pages?\b/)).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/null|NaN|\{\{/);
  });

  it('links the previous and next chapter by their titles', async () => {
    renderChapter();
    const nav = await screen.findByRole('navigation', { name: 'Chapters of this book' });
    expect(
      await within(nav).findByRole('link', { name: '← Previous chapter 1 The Lebesgue integral' }),
    ).toHaveAttribute('href', '/ChapterDetail/2051');
    expect(
      within(nav).getByRole('link', { name: 'Next chapter → 3 Harmonic functions' }),
    ).toHaveAttribute('href', '/ChapterDetail/2053');
  });

  it("refuses an anonymous reader the preview in the specification's words", async () => {
    serve([CHAPTER], {
      preview: {
        allowed: false,
        reason: null,
        message: 'Sorry, you do not have permission to preview this book',
      },
    });
    renderChapter();
    const access = await screen.findByRole('region', { name: 'Full text' });
    expect(
      await within(access).findByText('Sorry, you do not have permission to preview this book'),
    ).toBeInTheDocument();
    expect(
      within(access).getByText(
        'Unauthorized access to read full text. Please contact us to subscribe',
      ),
    ).toBeInTheDocument();
    expect(within(access).getByRole('link', { name: 'How to order' })).toHaveAttribute(
      'href',
      // Book orders, individual purchases.
      '/ordering?p=1-0',
    );
    expect(within(access).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(within(access).queryByRole('button', { name: 'Read PDF' })).not.toBeInTheDocument();
  });

  it('offers the preview when the full text is refused, and the full text to one who may read it', async () => {
    const { unmount } = renderChapter();
    const access = await screen.findByRole('region', { name: 'Full text' });
    expect(await within(access).findByRole('button', { name: 'Preview' })).toBeInTheDocument();
    unmount();
    serve([CHAPTER], { read: { allowed: true, reason: 'purchase', message: null } });
    renderChapter();
    const readable = await screen.findByRole('region', { name: 'Full text' });
    expect(
      await within(readable).findByText('Yours to read through your purchase.'),
    ).toBeInTheDocument();
    expect(within(readable).getByRole('button', { name: 'Read PDF' })).toBeInTheDocument();
  });

  it('offers the chapter to cite as @incollection in its book, with its editors', async () => {
    renderChapter();
    const cite = await screen.findByRole('region', { name: 'Cite this chapter' });
    const text = await within(cite).findByLabelText('Citation as BibTeX');
    expect(text.textContent).toMatch(/^@incollection\{/);
    expect(text).toHaveTextContent('booktitle = {Harmonic Analysis');
    expect(text).toHaveTextContent('editor = {Gao, Tao and Luo, Xiaoming}');
    expect(text).toHaveTextContent('pages = {34--71}');
  });

  it('sets a plain-text title, canonical address, citation and Open Graph tags, and takes them away on leaving', async () => {
    const { unmount } = renderChapter();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(
        'Calderón–Zygmund singular integrals on Lᵖ · Harmonic Analysis' +
          ' | International Press of Mathematical Sciences',
      ),
    );
    const content = (name: string) =>
      [
        ...document.head.querySelectorAll<HTMLMetaElement>(
          `meta[name="${name}"], meta[property="${name}"]`,
        ),
      ].map((tag) => tag.content);
    expect(content('description')).toEqual(['We prove boundedness for 1<p<∞.']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/ChapterDetail/2052',
    );
    expect(content('citation_title')).toEqual(['Calderón–Zygmund singular integrals on Lᵖ']);
    expect(content('citation_inbook_title')).toEqual(['Harmonic Analysis: Summer School Lectures']);
    expect(content('citation_firstpage')).toEqual(['34']);
    expect(content('citation_pdf_url')).toEqual([
      'http://localhost/api/resource/pdf/download?type=chapter&id=2052&mode=read',
    ]);
    expect(content('og:title')).toEqual(['Calderón–Zygmund singular integrals on Lᵖ']);
    expect(content('og:url')).toEqual(['http://localhost/ChapterDetail/2052']);
    unmount();
    expect(document.head.querySelectorAll('meta[name^="citation_"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[property^="og:"], link')).toHaveLength(0);
  });

  it("credits a monograph's chapter to the book's authors; an appendix is one", async () => {
    serve([APPENDIX]);
    renderChapter(`/ChapterDetail/${APPENDIX.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Appendix A')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Authors' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tao Gao', 'Xiaoming Luo']);
    expect(screen.getByText('Page 400')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Previous chapter/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next chapter/ })).not.toBeInTheDocument();
  });

  it('records the visit of a signed-in reader, not of an anonymous one', async () => {
    const { unmount } = renderChapter();
    await screen.findByRole('heading', { level: 1 });
    expect(historyRequests()).toHaveLength(0);
    unmount();
    portalStore.set(userInfoAtom, {
      nick_name: 'Reader',
      type: 'personal',
      adName: '',
      username: 'reader@example.com',
    });
    renderChapter();
    await waitFor(() => expect(historyRequests()).toHaveLength(1));
    expect(historyRequests()[0]?.body).toEqual({ type: 'chapter', id: CHAPTER.id });
  });

  it('says an unknown chapter does not exist, with a way back', async () => {
    renderChapter('/ChapterDetail/1');
    expect(
      await screen.findByText('This chapter does not exist or is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the book home' })).toHaveAttribute(
      'href',
      '/books/book',
    );
  });

  it('speaks Chinese to a Chinese reader', async () => {
    await setLanguage('zh');
    // Without the API's own words, the page says the specification's.
    serve([CHAPTER], { read: { allowed: false, reason: null, message: null } });
    renderChapter();
    const title = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(title.querySelector('math')).not.toBeNull());
    expect(title).toHaveAccessibleName('L p 上的卡尔德龙-齐格蒙德奇异积分');
    expect(screen.getByText('第 2 章')).toBeInTheDocument();
    expect(screen.getByText('第 34–71 页（共 38 页）')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '摘要' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '调和分析' })).toHaveAttribute('href', '/BDetail/186');
    expect(await screen.findByText('无权阅读全文，请联系我们订阅')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '预览' })).toBeInTheDocument();
  });
});
