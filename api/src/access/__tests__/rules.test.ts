import { decideAccess, type ArticleFacts, type BookFacts } from '../rules';

const article = (facts: Partial<ArticleFacts>): ArticleFacts => ({
  kind: 'article',
  openAccess: false,
  subscribed: false,
  organizationGranted: false,
  ...facts,
});
const book = (facts: Partial<BookFacts>): BookFacts => ({
  kind: 'book',
  openAccess: false,
  previewDenied: false,
  purchased: false,
  organizationGranted: false,
  ...facts,
});

describe('decideAccess', () => {
  it.each([
    [article({ openAccess: true, subscribed: true }), 'open_access'],
    [article({ subscribed: true, organizationGranted: true }), 'subscription'],
    [article({ organizationGranted: true }), 'organization'],
    [book({ openAccess: true, purchased: true, previewDenied: true }), 'open_access'],
    [book({ purchased: true, organizationGranted: true }), 'purchase'],
    [book({ organizationGranted: true, previewDenied: true }), 'organization'],
  ])('reads %j for the reason %s', (facts, reason) => {
    expect(decideAccess(facts, 'read')).toEqual({ allowed: true, reason, denial: null });
    expect(decideAccess(facts, 'preview')).toEqual({ allowed: true, reason, denial: null });
  });

  it('refuses the full text without a right, with the full-text message', () => {
    for (const facts of [article({}), book({}), book({ previewDenied: true })]) {
      expect(decideAccess(facts, 'read')).toEqual({
        allowed: false,
        reason: null,
        denial: 'fullTextDenied',
      });
    }
  });

  it('lets anyone preview, unless a book denies it', () => {
    expect(decideAccess(article({}), 'preview').reason).toBe('preview');
    expect(decideAccess(book({}), 'preview').reason).toBe('preview');
    expect(decideAccess(book({ previewDenied: true }), 'preview')).toEqual({
      allowed: false,
      reason: null,
      denial: 'previewDenied',
    });
  });
});
