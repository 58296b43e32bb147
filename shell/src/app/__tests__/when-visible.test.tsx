import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { addMessages, initI18n, setLanguage } from '@portal/shared';
import { WhenVisible } from '../when-visible';

// The page as a server rendered it in English: the browser takes it over in that language.
initI18n('en');
addMessages('part', { zh: { title: '最新期刊' }, en: { title: 'Latest issues' } });

/** A stand-in for the browser's IntersectionObserver: the test says when the part is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static near() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0) {
        observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
      }
    }
  }
}

let ran: string[];

/** A widget whose code runs only once it renders: its effect says so. */
function Widget() {
  useEffect(() => {
    ran.push('widget');
  }, []);
  return <p>Latest issues</p>;
}

const part = (
  <WhenVisible fallback={<p>Loading the widget</p>}>
    <Widget />
  </WhenVisible>
);

let consoleErrors: jest.SpyInstance;

beforeEach(() => {
  ran = [];
  FakeObserver.all = [];
  consoleErrors = jest.spyOn(console, 'error');
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  // React's warnings too (a `use()` called conditionally is one).
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
});

// Issue 17, item 5: a part below the fold runs no code until the reader comes near it.
describe('a part below the fold', () => {
  it('a page the browser renders shows its place, and the part once it is near', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    await act(async () => {
      render(part);
    });
    expect(screen.getByText('Loading the widget')).toBeInTheDocument();
    expect(ran).toEqual([]);

    await act(async () => FakeObserver.near());
    expect(await screen.findByText('Latest issues')).toBeInTheDocument();
    expect(ran).toEqual(['widget']);
  });

  it('a page the server rendered keeps the part as served, and takes it over once it is near', async () => {
    // The server's HTML (no observer there: every part renders).
    const container = document.createElement('div');
    container.innerHTML = renderToString(part);
    document.body.append(container);
    expect(container).toHaveTextContent('Latest issues');

    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, part, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Still the served HTML, not the place-holder, and none of its code has run.
    expect(container).toHaveTextContent('Latest issues');
    expect(container).not.toHaveTextContent('Loading');
    expect(ran).toEqual([]);

    await act(async () => FakeObserver.near());
    expect(ran).toEqual(['widget']);
    expect(container).toHaveTextContent('Latest issues');
    expect(errors).toEqual([]);
    container.remove();
  });
});

/** A widget with its own text, in the page's language. */
function TranslatedWidget() {
  const { t } = useTranslation('part');
  return <p>{t('title')}</p>;
}

describe('a part below the fold when the reader switches language first', () => {
  afterEach(async () => {
    await act(async () => setLanguage('en'));
  });

  it('is taken over in the language it was served in, then shown in the new one', async () => {
    const translatedPart = (
      <WhenVisible fallback={<p>Loading the widget</p>}>
        <TranslatedWidget />
      </WhenVisible>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(translatedPart);
    document.body.append(container);
    expect(container).toHaveTextContent('Latest issues');

    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, translatedPart, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // The reader chooses Chinese before coming near the part.
    await act(async () => setLanguage('zh'));
    await act(async () => FakeObserver.near());

    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('最新期刊');
    container.remove();
  });
});
