import { preferredLanguage } from '../language';

describe('preferredLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['en-US,en;q=0.9,zh;q=0.8', 'en'],
    ['fr-FR,zh;q=0.5,en;q=0.3', 'zh'],
    ['en;q=0.2,zh;q=0.4', 'zh'],
    ['fr-FR,de;q=0.8', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('answers %j with %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
