import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArticleReference } from '@portal/contract';
import { PAGES } from '@portal/pages';

const References = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  line-height: 1.6;

  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space(3)}`};
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The anchor of a reference in a page that lists it: a full text's citation links to it. */
export const referenceAnchor = (position: number) => `ref-${position}`;

export interface ReferenceListProps {
  references: readonly ArticleReference[];
  /** Each entry with its anchor (`ref-<position>`), for a text whose citations lead to it. */
  anchored?: boolean;
  className?: string;
}

/** Where a reference's review is: MathSciNet's page of an MR number, zbMATH Open's of a number. */
const mathSciNetHref = (mr: string) => `https://mathscinet.ams.org/mathscinet-getitem?mr=MR${mr}`;
const zbMathHref = (zbl: string) => `https://zbmath.org/?q=an:${zbl}`;

/**
 * An article's reference list, numbered as printed: each reference's text with MathML, its DOI
 * link, the links to its reviews in MathSciNet and zbMATH Open (where a mathematician looks a
 * work up), and a link to our own page of a cited article of our journals.
 */
export function ReferenceList({ references, anchored = false, className }: ReferenceListProps) {
  const { t } = useTranslation('journals');
  return (
    <References className={className}>
      {references.map((reference) => (
        <li
          key={reference.position}
          value={reference.position}
          id={anchored ? referenceAnchor(reference.position) : undefined}
        >
          {/* Built by the API from the reference's text (escaped, its TeX as MathML), as the
              full text is: the browser draws the formulas, and no TeX library is loaded. */}
          <span dangerouslySetInnerHTML={{ __html: reference.markup }} />
          {(reference.doi || reference.mr || reference.zbl || reference.articleId !== null) && (
            <Links>
              {reference.articleId !== null && reference.journalId !== null && (
                <Link
                  to={PAGES.article.href({ cid: reference.journalId, id: reference.articleId })}
                >
                  {t('article.references.ours')}
                </Link>
              )}
              {reference.doi && (
                <a href={`https://doi.org/${reference.doi}`} rel="noopener">
                  DOI {reference.doi}
                </a>
              )}
              {reference.mr && (
                <a
                  href={mathSciNetHref(reference.mr)}
                  title={t('article.references.mrTitle')}
                  rel="noopener"
                >
                  {t('article.references.mr', { number: reference.mr })}
                </a>
              )}
              {reference.zbl && (
                <a
                  href={zbMathHref(reference.zbl)}
                  title={t('article.references.zblTitle')}
                  rel="noopener"
                >
                  {t('article.references.zbl', { number: reference.zbl })}
                </a>
              )}
            </Links>
          )}
        </li>
      ))}
    </References>
  );
}
