import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState } from '@portal/shared';
import { searchPath, type SearchFilters } from '../utils/search-params';
import { SearchTips } from './search-tips';

const DidYouMean = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
  }
`;

export interface NoResultsProps {
  filters: SearchFilters;
  /** The API's spelling of the words that finds something, if any. */
  suggestion: string | null;
  isNarrowed: boolean;
  onClearFilters: () => void;
}

/**
 * Nothing matches: the words as searched, the API's spelling help ("Did you mean", the same
 * filters with the words respelt), a way to drop the filters, and how to search.
 */
export function NoResults({ filters, suggestion, isNarrowed, onClearFilters }: NoResultsProps) {
  const { t } = useTranslation('journals');
  return (
    <EmptyState
      message={t(isNarrowed ? 'search.empty.narrowed' : 'search.empty.message', { q: filters.q })}
    >
      {suggestion && (
        <DidYouMean>
          {t('search.empty.didYouMean')}{' '}
          <Link to={searchPath({ ...filters, q: suggestion, page: 1 })}>{suggestion}</Link>
          {t('search.empty.didYouMeanEnd')}
        </DidYouMean>
      )}
      {isNarrowed && (
        <Button variant="secondary" onClick={onClearFilters}>
          {t('search.clearFilters')}
        </Button>
      )}
      <SearchTips />
    </EmptyState>
  );
}
