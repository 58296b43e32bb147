/**
 * Type-level tests (tsc checks them in `pnpm typecheck`): a page's address does not compile
 * without its parameters, nor with a wrong one.
 */
import { PAGES } from '../pages';

PAGES.article.href({ cid: 3, id: 10 });
// @ts-expect-error the article's id is required
PAGES.article.href({ cid: 3 });
// @ts-expect-error the full text is the text of one article
PAGES.fullText.href({ cid: 3 });
// @ts-expect-error the journal is required
PAGES.book.href();
// @ts-expect-error `p` is an entry, two numbers
PAGES.ordering.href({ p: 'x' });
// @ts-expect-error a journal has no such view
PAGES.journalView.href({ cid: 1, view: 'nonsense' });
// @ts-expect-error the cart takes no parameters
PAGES.cart.href({ id: 1 });
PAGES.ordering.href();
PAGES.journalByAbbreviation.href();
