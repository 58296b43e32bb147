import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FilterBar, SearchForm } from '@portal/shared';

const Bar = styled(FilterBar)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const KeywordSearch = styled(SearchForm)`
  flex: 1 1 20rem;
  max-width: 32rem;
`;

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.5rem;
  cursor: pointer;

  input {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

export interface JournalSearchProps {
  keyword: string;
  openAccessOnly: boolean;
  onSearch: (keyword: string) => void;
  onOpenAccessOnlyChange: (openAccessOnly: boolean) => void;
}

/** The journal home's filters: a keyword applied on submit, and open access applied at once. */
export function JournalSearch({
  keyword,
  openAccessOnly,
  onSearch,
  onOpenAccessOnlyChange,
}: JournalSearchProps) {
  const { t } = useTranslation('journals');
  return (
    <Bar>
      <KeywordSearch
        keyword={keyword}
        onSearch={onSearch}
        label={t('home.searchLabel')}
        submitLabel={t('home.search')}
        placeholder={t('home.searchPlaceholder')}
      />
      <CheckboxLabel>
        <input
          type="checkbox"
          checked={openAccessOnly}
          onChange={(event) => onOpenAccessOnlyChange(event.target.checked)}
        />
        {t('home.openAccessOnly')}
      </CheckboxLabel>
    </Bar>
  );
}
