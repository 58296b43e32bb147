import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const SearchForm = styled.form`
  display: flex;
  flex: 1 1 20rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 32rem;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
`;

const Label = styled.label`
  font-weight: 600;
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
  const inputId = useId();
  const [draft, setDraft] = useState(keyword);
  // When the page resets the keyword (e.g. "Clear filters"), the field follows.
  const [applied, setApplied] = useState(keyword);
  if (keyword !== applied) {
    setApplied(keyword);
    setDraft(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <Bar>
      <SearchForm role="search" onSubmit={submit}>
        <Label htmlFor={inputId}>{t('home.searchLabel')}</Label>
        <Row>
          <Input
            id={inputId}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('home.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('home.search')}</Button>
        </Row>
      </SearchForm>
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
