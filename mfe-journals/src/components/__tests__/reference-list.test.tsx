import { screen, within } from '@testing-library/react';
import type { ArticleReference } from '@portal/contract';
import { setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../i18n';
import { CITATIONS } from '../../testing/article-fixtures';
import { ReferenceList } from '../reference-list';

beforeAll(registerMessages);

const SERRE: ArticleReference = {
  position: 1,
  text: 'J.-P. Serre, Linear representations of finite groups, Springer, 1977.',
  markup: 'J.-P. Serre, Linear representations of finite groups, Springer, 1977.',
  doi: '10.1007/978-1-4684-9458-7',
  mr: '0450380',
  zbl: '0355.20006',
  articleId: null,
  journalId: null,
};
/** One of our own articles, with neither number. */
const WITHOUT_REVIEWS = CITATIONS.references[1]!;

describe('ReferenceList', () => {
  it.each([
    ['en', 'Its review in MathSciNet', 'Its review in zbMATH Open'],
    ['zh', 'MathSciNet 中的评论', 'zbMATH Open 中的评论'],
  ] as const)(
    'in %s, links a reference to its reviews in MathSciNet and zbMATH Open beside its DOI',
    async (language, mrTitle, zblTitle) => {
      await setLanguage(language);
      renderWithProviders(<ReferenceList references={[SERRE, WITHOUT_REVIEWS]} />);
      const [serre, other] = screen.getAllByRole('listitem');
      const links = within(serre!).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'DOI 10.1007/978-1-4684-9458-7',
        'MR0450380',
        'zbMATH 0355.20006',
      ]);
      expect(within(serre!).getByRole('link', { name: 'MR0450380' })).toHaveAttribute(
        'href',
        'https://mathscinet.ams.org/mathscinet-getitem?mr=MR0450380',
      );
      expect(within(serre!).getByRole('link', { name: 'MR0450380' })).toHaveAttribute(
        'title',
        mrTitle,
      );
      expect(within(serre!).getByRole('link', { name: 'zbMATH 0355.20006' })).toHaveAttribute(
        'href',
        'https://zbmath.org/?q=an:0355.20006',
      );
      expect(within(serre!).getByRole('link', { name: 'zbMATH 0355.20006' })).toHaveAttribute(
        'title',
        zblTitle,
      );
      // A reference without reviews links only where it has somewhere to go.
      expect(within(other!).getAllByRole('link')).toHaveLength(1);
    },
  );
});
