import { highlightParts, keywordTerms } from '../highlight';

const marked = (text: string, keyword: string) =>
  highlightParts(text, keyword)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('keywordTerms', () => {
  it('reads the words as the web-search syntax does: quotes group, "or" joins, "-" excludes', () => {
    expect(keywordTerms('  "Modular forms" or -errata  Forms ')).toEqual(['modular', 'forms']);
  });
});

describe('highlightParts', () => {
  it('keeps the whole text, in order, split at the matches', () => {
    expect(highlightParts('Open access is open', 'open')).toEqual([
      { text: 'Open', match: true },
      { text: ' access is ', match: false },
      { text: 'open', match: true },
    ]);
  });

  it('marks whole words from their stem, as the English search finds them', () => {
    expect(marked('Subscription renewals and subscribers', 'subscriptions renewing')).toEqual([
      'Subscription',
      'renewals',
    ]);
  });

  it('finds Chinese words inside a sentence', () => {
    expect(marked('2026年订阅现已开放，欢迎订阅', '订阅 开放')).toEqual(['订阅', '开放', '订阅']);
  });

  it('takes regular-expression characters literally', () => {
    expect(marked('f(x) = a.b* and ab', 'f(x) a.b*')).toEqual(['f(x)', 'a.b*']);
  });

  it('marks nothing without a keyword', () => {
    expect(highlightParts('Anything', '  ')).toEqual([{ text: 'Anything', match: false }]);
  });
});
