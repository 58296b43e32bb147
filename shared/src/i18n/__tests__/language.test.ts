import { bus } from '../../events/bus';
import { detectLanguage } from '../language';

function preferBrowserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = 'TC_language=; path=/; max-age=0';
});

describe('detectLanguage', () => {
  test('a stored choice wins over the browser', () => {
    window.localStorage.setItem('TC_language', JSON.stringify('zh'));
    preferBrowserLanguages(['en-US']);
    expect(detectLanguage()).toBe('zh');
  });

  test('without a choice, the first Chinese or English browser language decides', () => {
    preferBrowserLanguages(['fr-FR', 'zh-TW', 'en']);
    expect(detectLanguage()).toBe('zh');
    preferBrowserLanguages(['de', 'en-GB', 'zh-CN']);
    expect(detectLanguage()).toBe('en');
  });

  test('with neither, the language at index 1 (English) is used', () => {
    preferBrowserLanguages(['fr', 'de']);
    expect(detectLanguage()).toBe('en');
  });

  test("the cookie mirroring a choice (what the site's server rendered in) wins over the browser", () => {
    document.cookie = 'TC_language=zh; path=/';
    preferBrowserLanguages(['en-US']);
    expect(detectLanguage()).toBe('zh');
  });

  test('a stored value that is no portal language is ignored', () => {
    window.localStorage.setItem('TC_language', JSON.stringify('ja'));
    preferBrowserLanguages(['zh-HK']);
    expect(detectLanguage()).toBe('zh');
  });
});

describe('initI18n', () => {
  test('starts in the detected language and sets <html lang>', async () => {
    window.localStorage.setItem('TC_language', JSON.stringify('zh'));
    await jest.isolateModulesAsync(async () => {
      const { initI18n } = await import('../i18n');
      const instance = initI18n();
      expect(instance.language).toBe('zh');
      expect(instance.t('common:siteName')).toBe('国际数学科学出版社');
      expect(document.documentElement.lang).toBe('zh-CN');
      // Mirrored for the site's server, which renders the next page in it.
      expect(document.cookie).toContain('TC_language=zh');
    });
  });

  test('is idempotent: a second call returns the same instance unchanged', async () => {
    await jest.isolateModulesAsync(async () => {
      preferBrowserLanguages(['en-US']);
      const { initI18n } = await import('../i18n');
      const first = initI18n();
      window.localStorage.setItem('TC_language', JSON.stringify('zh'));
      const second = initI18n();
      expect(second).toBe(first);
      expect(second.language).toBe('en');
    });
  });
});

describe('setLanguage', () => {
  test('switches without a reload, remembers the choice, sets <html lang> and tells the apps', async () => {
    const { i18n, initI18n, setLanguage } = await import('../i18n');
    initI18n();
    await setLanguage('en');
    const heard = jest.fn();
    const unsubscribe = bus.on('language:changed', heard);

    await setLanguage('zh');

    expect(i18n.language).toBe('zh');
    expect(i18n.t('common:menu.journals')).toBe('期刊');
    expect(window.localStorage.getItem('TC_language')).toBe('"zh"');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(heard).toHaveBeenCalledWith({ language: 'zh' });

    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:menu.journals')).toBe('Journals');
    unsubscribe();
  });
});
