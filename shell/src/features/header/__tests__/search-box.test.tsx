import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyboardEvent } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { addMessages, setLanguage } from '@portal/shared';
import type { SearchSuggestions } from '@portal/contract';
import {
  mockApi,
  ok,
  renderWithProviders,
  resetPortalState,
  type MockApi,
  type MockReply,
  type MockRequest,
} from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { SearchBox } from '../components/search-box';
import { SUGGEST_DELAY_MS } from '../hooks/use-search-box';

const ANSWER: SearchSuggestions = {
  journals: [
    {
      id: 2,
      abbreviation: 'J. Algebr. Struct.',
      title: { en: 'Journal of Algebraic Structures', zh: '代数结构学报' },
    },
    {
      id: 3,
      abbreviation: 'Algebra Represent. Lett.',
      title: { en: 'Algebra and Representation Letters', zh: '代数与表示快报' },
    },
  ],
  articles: [
    {
      id: 10,
      title: { en: 'Ideals of $R^n$-algebras', zh: '$R^n$-代数的理想' },
      titleMarkup: {
        en: 'Ideals of <math><msup><mi>R</mi><mi>n</mi></msup></math>-algebras',
        zh: '<math><msup><mi>R</mi><mi>n</mi></msup></math>-代数的理想',
      },
      journalId: 2,
      journalAbbreviation: 'J. Algebr. Struct.',
      year: 2024,
    },
  ],
  books: [
    {
      id: 5,
      title: { en: 'Lectures on Algebra', zh: '代数讲义' },
      titleMarkup: { en: 'Lectures on Algebra', zh: '代数讲义' },
      year: 2025,
    },
  ],
};
const NOTHING: SearchSuggestions = { journals: [], articles: [], books: [] };
const LABEL = 'Search journals, articles and books';

let api: MockApi;
const serve = (route: MockReply | ((request: MockRequest) => MockReply)) => {
  api = mockApi({ 'GET /search/suggest': route });
};

beforeAll(() => addMessages('shell', { zh, en }));

// React 19 reads a form submitted during a transition (the router navigates in one) into a
// FormData; jest-fixed-jsdom's FormData is Node's, which cannot read a jsdom form.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

beforeEach(async () => {
  await resetPortalState();
  await act(() => setLanguage('en'));
  serve(ok(ANSWER));
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderBox(route = '/home', onKeyDown?: (event: KeyboardEvent) => void) {
  const rendered = renderWithProviders(
    <>
      <div onKeyDown={onKeyDown}>
        <SearchBox layout="bar" />
      </div>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
  return { ...rendered, input: screen.getByRole('combobox', { name: LABEL }) };
}

const where = () => screen.getByTestId('where').textContent;
/** The box's own live region (the site's notices have another). */
const boxStatus = () => within(screen.getByRole('search')).getByRole('status');
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const activeOption = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

test('a labelled combobox in a search landmark, collapsed at first, in both languages', async () => {
  const { input } = renderBox();
  expect(screen.getByRole('search', { name: 'Site search' })).toContainElement(input);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveAttribute('aria-autocomplete', 'list');
  expect(input).toHaveAttribute('placeholder', 'Search journals, articles, books');
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  expect(listbox).toHaveAttribute('role', 'listbox');
  expect(listbox).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

  await act(() => setLanguage('zh'));
  expect(screen.getByRole('combobox', { name: '搜索期刊、文章和图书' })).toBe(input);
  expect(screen.getByRole('search', { name: '全站搜索' })).toBeVisible();
  expect(screen.getByRole('button', { name: '搜索' })).toBeVisible();
});

test('suggestions come grouped after the search option: journals, then articles, then books', async () => {
  const { user, input } = renderBox();
  await user.type(input, 'alg');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
  expect(input).toHaveAttribute('aria-controls', listbox.id);
  await within(listbox).findByRole('group', { name: 'Journals' });
  expect(
    within(listbox)
      .getAllByRole('group')
      .map((group) => [
        group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
        within(group).getAllByRole('option').length,
      ]),
  ).toEqual([
    ['Journals', 2],
    ['Articles', 1],
    ['Books', 1],
  ]);
  // The article's title is the API's markup, its math drawn as MathML.
  await waitFor(() => expect(listbox.querySelector('math msup')).not.toBeNull());
  expect(optionNames()).toEqual([
    'Search for “alg”',
    'Journal of Algebraic StructuresJ. Algebr. Struct.',
    'Algebra and Representation LettersAlgebra Represent. Lett.',
    'Ideals of Rn-algebrasJ. Algebr. Struct. · 2024',
    'Lectures on Algebra2025',
  ]);
  expect(boxStatus()).toHaveTextContent('4 suggestions');
  expect(api.requests.map((request) => request.params)).toEqual([{ q: 'alg' }]);
});

test('Up, Down, Home and End move through the options, wrapping; Enter opens the active one', async () => {
  const { user, input } = renderBox();
  await user.type(input, 'alg');
  await screen.findByRole('group', { name: 'Books' });
  expect(input).not.toHaveAttribute('aria-activedescendant');

  const expectActive = (name: string) => {
    const option = activeOption(input);
    expect(option).toHaveAttribute('role', 'option');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(option).toHaveTextContent(name);
    expect(screen.getAllByRole('option', { selected: true })).toEqual([option]);
  };
  await user.keyboard('{ArrowDown}');
  expectActive('Search for “alg”');
  await user.keyboard('{ArrowDown}');
  expectActive('Journal of Algebraic Structures');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expectActive('Lectures on Algebra');
  await user.keyboard('{ArrowDown}');
  expectActive('Search for “alg”');
  await user.keyboard('{End}');
  expectActive('Lectures on Algebra');
  await user.keyboard('{Home}');
  expectActive('Search for “alg”');
  // Left and Right go back to editing the text.
  await user.keyboard('{ArrowRight}');
  expect(input).not.toHaveAttribute('aria-activedescendant');
  expect(input).toHaveFocus();

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  expectActive('Ideals of');
  await user.keyboard('{Enter}');
  expect(where()).toBe('/JDetail/2/article?id=10');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveValue('');
  expect(input).toHaveFocus();
});

test('each kind of option leads to its page; a click picks one too', async () => {
  const { user, input } = renderBox();
  await user.type(input, 'alg');
  await user.click(await screen.findByRole('option', { name: /^Lectures on Algebra/ }));
  expect(where()).toBe('/BDetail/5');
  expect(input).toHaveValue('');

  await user.type(input, 'alg');
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(where()).toBe('/JDetail/2');
});

test('Enter with no option active searches for the text on /search, which the box then shows', async () => {
  const { user, input } = renderBox();
  await user.type(input, '  elliptic curves & more {Enter}');
  expect(where()).toBe('/search?q=elliptic+curves+%26+more');
  expect(input).toHaveValue('elliptic curves & more');
  expect(input).toHaveAttribute('aria-expanded', 'false');

  // So does the search button, and the first option.
  await user.clear(input);
  await user.type(input, 'operator');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(where()).toBe('/search?q=operator');
  await user.click(input);
  await user.keyboard(' algebras{ArrowDown}{Enter}');
  expect(where()).toBe('/search?q=operator+algebras');

  // An empty box goes nowhere.
  await user.clear(input);
  await user.keyboard('{Enter}');
  expect(where()).toBe('/search?q=operator+algebras');
});

test('on /search the box shows the query; elsewhere it starts empty', () => {
  renderBox('/search?q=Hilbert%20spaces');
  expect(screen.getByRole('combobox', { name: LABEL })).toHaveValue('Hilbert spaces');
});

test('Escape closes the list, then clears the text, and only then reaches the drawer', async () => {
  const outside = jest.fn();
  const { user, input } = renderBox('/home', (event) => outside(event.key));
  await user.type(input, 'alg');
  await screen.findByRole('group', { name: 'Journals' });
  await user.keyboard('{ArrowDown}{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).not.toHaveAttribute('aria-activedescendant');
  expect(input).toHaveValue('alg');
  await user.keyboard('{Escape}');
  expect(input).toHaveValue('');
  expect(outside).not.toHaveBeenCalledWith('Escape');
  await user.keyboard('{Escape}');
  expect(outside).toHaveBeenCalledWith('Escape');

  // Down opens the list again; so does a click in the field.
  await user.type(input, 'alg');
  await user.keyboard('{Escape}');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  await user.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('asks once typing pauses, and not for fewer than two characters', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { input } = renderBox();
  const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  await user.type(input, 'a');
  await elapse(1000);
  expect(api.requests).toHaveLength(0);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-expanded', 'false');

  await user.type(input, 'lgebra');
  await elapse(SUGGEST_DELAY_MS - 1);
  expect(api.requests).toHaveLength(0);
  await elapse(1);
  expect(api.requests.map((request) => request.params)).toEqual([{ q: 'algebra' }]);
  await elapse(1000);
  expect(screen.getByRole('group', { name: 'Journals' })).toBeVisible();
  expect(api.requests).toHaveLength(1);
});

test('an earlier answer arriving after a later one is ignored, and its request cancelled', async () => {
  serve(({ params }) =>
    params.q === 'alg'
      ? { ...ok({ ...NOTHING, books: ANSWER.books }), delayMs: 400 }
      : { ...ok({ ...NOTHING, journals: ANSWER.journals }), delayMs: 10 },
  );
  const { user, input, queryClient } = renderBox();
  await user.type(input, 'alg');
  await waitFor(() => expect(api.requests).toHaveLength(1));
  await user.type(input, 'e');
  await screen.findByRole('group', { name: 'Journals' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.queryByRole('group', { name: 'Books' })).toBeNull();
  expect(optionNames()).toHaveLength(3);
  expect(api.requests.map((request) => request.params.q)).toEqual(['alg', 'alge']);
  expect(queryClient.getQueryData(['search-suggestions', 'alg'])).toBeUndefined();
});

test('a failure leaves a quiet line in the list, no notice, and the search still works', async () => {
  serve({ status: 500, body: { code: 500, msg: 'boom' } });
  const { user, input } = renderBox();
  await user.type(input, 'alg');
  const failed = 'Suggestions are unavailable at the moment. Press Enter to search.';
  const popup = screen.getByRole('listbox').parentElement!;
  expect(await within(popup).findByText(failed)).toBeVisible();
  expect(boxStatus()).toHaveTextContent(failed);
  expect(optionNames()).toEqual(['Search for “alg”']);
  // The site's notices (PortalProviders' Toaster) say nothing of it.
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  await user.keyboard('{Enter}');
  expect(where()).toBe('/search?q=alg');
});

test('no match says so, and Enter still searches', async () => {
  serve(ok(NOTHING));
  const { user, input } = renderBox();
  await user.type(input, 'zzz');
  const popup = screen.getByRole('listbox').parentElement!;
  expect(await within(popup).findByText('No suggestions. Press Enter to search.')).toBeVisible();
  expect(optionNames()).toEqual(['Search for “zzz”']);
  await user.keyboard('{Enter}');
  expect(where()).toBe('/search?q=zzz');
});

test('the list follows a switch of language without asking again', async () => {
  const { user, input } = renderBox();
  await user.type(input, 'alg');
  await screen.findByRole('group', { name: 'Books' });
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('listbox', { name: '搜索建议' })).toBeVisible();
  for (const name of ['期刊', '文章', '图书'])
    expect(screen.getByRole('group', { name })).toBeVisible();
  await waitFor(() => expect(optionNames()[3]).toBe('Rn-代数的理想J. Algebr. Struct. · 2024'));
  expect(optionNames()).toEqual([
    '搜索“alg”',
    '代数结构学报J. Algebr. Struct.',
    '代数与表示快报Algebra Represent. Lett.',
    'Rn-代数的理想J. Algebr. Struct. · 2024',
    '代数讲义2025',
  ]);
  expect(api.requests).toHaveLength(1);
});
