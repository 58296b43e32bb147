import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocalized } from '@portal/shared';
import type { ContentPermission, SearchHit as SearchHitData } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { articleAccess, ContentAccessBadge } from '../../../components/content-access-badge';
import { hitPath } from '../utils/hit-path';
import { HighlightHtml } from './highlight-html';

const Item = styled.article`
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.35;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  mark {
    padding: 0 0.1em;
    border-radius: 2px;
    background: #fff3c4;
    color: inherit;
  }
`;

const Kind = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const Authors = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

const Source = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  cite {
    font-style: italic;
  }
`;

const Snippet = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

/** Kept for an article or a book from the start, so the access mark appears in place. */
const Meta = styled.div`
  min-height: 1.6em;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One hit: its kind, the title (formulas as MathML, matches marked) linking to its page, authors,
 * journal and year, the matching passage and, for an article or a book this reader may read, why
 * (open access, subscribed, bought, through the organization: `permission`, from the page's
 * check).
 */
export function SearchHit({
  hit,
  permission,
}: {
  hit: SearchHitData;
  permission?: Pick<ContentPermission, 'allowed' | 'reason'>;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const path = hitPath(hit);
  const titleId = `search-hit-${hit.type}-${hit.id}`;
  // The API's markup: matches marked and formulas as MathML, which browsers draw natively.
  const title = (
    <HighlightHtml html={localize(hit.highlight.title)} fallbackText={localize(hit.title)} />
  );
  const snippet = localize(hit.highlight.snippet);
  const open = articleAccess(hit, permission) === 'open';
  return (
    <Item aria-labelledby={titleId}>
      <Kind>{t(`search.kind.${hit.type}`)}</Kind>
      <h2 id={titleId}>{path ? <Link to={path}>{title}</Link> : title}</h2>
      {hit.authors.length > 0 && <Authors>{hit.authors.join(', ')}</Authors>}
      <Source>
        {hit.journal && (
          <>
            <Link to={PAGES.journal.href({ cid: hit.journal.id })}>
              <cite>{localize(hit.journal.title)}</cite>
            </Link>
            {', '}
          </>
        )}
        <time dateTime={hit.date}>{hit.year}</time>
      </Source>
      {snippet && (
        <Snippet>
          <HighlightHtml html={snippet} />
        </Snippet>
      )}
      {(hit.type !== 'news' || hit.mscCodes.length > 0) && (
        <Meta>
          {open && <ContentAccessBadge item={hit} permission={permission} />}
          {hit.mscCodes.length > 0 && (
            <span>
              {t('search.hit.msc')} {hit.mscCodes.join(', ')}
            </span>
          )}
        </Meta>
      )}
    </Item>
  );
}
