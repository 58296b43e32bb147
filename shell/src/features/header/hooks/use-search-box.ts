import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalized } from '@portal/shared';
import type { SearchSuggestions } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { MIN_SUGGEST_LENGTH, useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 180;

export type SuggestionGroupKind = 'journals' | 'articles' | 'books';

/** One option of the list: where it leads and what it shows. */
export interface SuggestionOption {
  id: string;
  href: string;
  /** The title as text; articles and books also have it as HTML with MathML (`markup`). */
  title: string;
  markup?: string;
  /** Beside the title: a journal's abbreviation, an article's journal and year, a book's year. */
  detail?: string;
}

export interface SuggestionGroup {
  kind: SuggestionGroupKind;
  options: SuggestionOption[];
}

type Localize = ReturnType<typeof useLocalized>;

export const searchPath = (q: string) => PAGES.search.href({ q });

const joined = (...parts: (string | number | null)[]) =>
  parts.filter((part) => part !== null && part !== '').join(' · ');

/** The answer as groups in the contract's order (journals, articles, books), empty ones left out. */
export function suggestionGroups(data: SearchSuggestions, localize: Localize): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      kind: 'journals',
      options: data.journals.map((journal) => ({
        id: `journal-${journal.id}`,
        href: PAGES.journal.href({ cid: journal.id }),
        title: localize(journal.title),
        detail: journal.abbreviation,
      })),
    },
    {
      kind: 'articles',
      options: data.articles.map((article) => ({
        id: `article-${article.id}`,
        href: PAGES.article.href({ cid: article.journalId, id: article.id }),
        title: localize(article.title),
        markup: localize(article.titleMarkup),
        detail: joined(article.journalAbbreviation, article.year),
      })),
    },
    {
      kind: 'books',
      options: data.books.map((book) => ({
        id: `book-${book.id}`,
        href: PAGES.book.href({ id: book.id }),
        title: localize(book.title),
        markup: localize(book.titleMarkup),
        detail: joined(book.year),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The header's search box: a combobox with a listbox popup (WAI-ARIA 1.2). The first option
 * searches for the text (`/search?q=`), the suggestions follow, grouped. The focus stays in the
 * text field; the active option is `aria-activedescendant`. The text follows the page: the query
 * on `/search`, empty elsewhere.
 */
export function useSearchBox() {
  const navigate = useNavigate();
  const localize = useLocalized();
  const baseId = useId();
  const { key: locationKey, pathname, search } = useLocation();
  const textOfPage = () =>
    pathname === PAGES.search.href() ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(textOfPage);
  const [open, setOpen] = useState(false);
  // The active option by its id, so that it stays the same option when a newer answer comes.
  const [activeId, setActiveId] = useState<string | null>(null);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  // After any navigation, in the same render: the box closes and shows the page's query.
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setText(textOfPage());
    setOpen(false);
    setActiveId(null);
  }

  const query = text.trim();
  const term = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(term);
  const expanded = open && query.length >= MIN_SUGGEST_LENGTH;
  const groups = suggestions.data ? suggestionGroups(suggestions.data, localize) : [];
  const searchOption: SuggestionOption = { id: 'search', href: searchPath(query), title: query };
  const options = [searchOption, ...groups.flatMap((group) => group.options)];
  const activeIndex = expanded ? options.findIndex((option) => option.id === activeId) : -1;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const go = (option: SuggestionOption) => {
    close();
    setText(option === searchOption ? query : '');
    void navigate(option.href);
  };
  const move = (index: number) => {
    setOpen(true);
    setActiveId(options[(index + options.length) % options.length]!.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, (() => void) | undefined> = {
      ArrowDown: () =>
        event.altKey ? setOpen(true) : move(expanded && activeIndex >= 0 ? activeIndex + 1 : 0),
      ArrowUp: () =>
        event.altKey ? close() : move(expanded && activeIndex >= 0 ? activeIndex - 1 : -1),
      // Home and End move in the list while an option is active, else in the text.
      Home: activeIndex >= 0 ? () => move(0) : undefined,
      End: activeIndex >= 0 ? () => move(-1) : undefined,
      Enter: activeIndex >= 0 ? () => go(options[activeIndex]!) : undefined,
      // The list closes first, then the text clears; only then does Escape close the drawer.
      Escape: expanded ? close : text ? () => setText('') : undefined,
    };
    const action = keys[event.key];
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') setActiveId(null);
    if (!action || (event.key.startsWith('Arrow') && query.length < MIN_SUGGEST_LENGTH)) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return {
    text,
    query,
    expanded,
    groups,
    searchOption,
    status: suggestions.isError
      ? ('failed' as const)
      : term === query && suggestions.data && !suggestions.isPlaceholderData
        ? ('ready' as const)
        : ('loading' as const),
    suggestionCount: options.length - 1,
    listboxId: `${baseId}-listbox`,
    optionId: (option: SuggestionOption) => `${baseId}-${option.id}`,
    activeOption: options[activeIndex],
    go,
    inputProps: {
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        setOpen(true);
        setActiveId(null);
      },
      onKeyDown,
      onClick: () => setOpen(true),
      onBlur: close,
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (query) go(searchOption);
    },
  };
}
