import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalStore, setLanguage, userInfoAtom } from '@portal/shared';
import type { ChapterDetail } from '@portal/shared/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
} from '@portal/shared/testing';
import { registerMessages } from '../../../i18n';
import { ChapterPage } from '../components/chapter-page';
import { APPENDIX, CHAPTER } from '../testing/fixtures';

let api: MockApi;

function serve(chapters: ChapterDetail[] = [CHAPTER]) {
  api = mockApi({
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
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Calderón–Zygmund singular integrals on $L^p$',
    );
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
    expect(screen.getByRole('region', { name: 'Abstract' })).toHaveTextContent(
      'We prove boundedness for $1<p<\\infty$.',
    );
  });

  it('links the previous and next chapter', async () => {
    renderChapter();
    const nav = await screen.findByRole('navigation', { name: 'Chapters of this book' });
    expect(within(nav).getByRole('link', { name: '← Previous chapter' })).toHaveAttribute(
      'href',
      '/ChapterDetail/2051',
    );
    expect(within(nav).getByRole('link', { name: 'Next chapter →' })).toHaveAttribute(
      'href',
      '/ChapterDetail/2053',
    );
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
    renderChapter();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '$L^p$ 上的卡尔德龙-齐格蒙德奇异积分',
    );
    expect(screen.getByText('第 2 章')).toBeInTheDocument();
    expect(screen.getByText('第 34–71 页（共 38 页）')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '摘要' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '调和分析' })).toHaveAttribute('href', '/BDetail/186');
  });
});
