import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import type { NewsFilters } from '../api/search-news';

export const NEWS_TYPE_OPTIONS = [
  'all',
  'news',
  'announcement',
] as const satisfies readonly NewsFilters['type'][];

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  label {
    font-weight: 600;
  }

  input,
  select {
    min-height: 2.5rem;
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

const KeywordField = styled(Field)`
  flex: 1 1 16rem;
  max-width: 32rem;
`;

const KeywordRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  input {
    flex: 1;
    min-width: 0;
  }
`;

export interface NewsSearchProps {
  keyword: string;
  type: NewsFilters['type'];
  onSearch: (keyword: string) => void;
  onTypeChange: (type: NewsFilters['type']) => void;
}

/** The news list's filters: a keyword applied on submit, and the kind of item applied at once. */
export function NewsSearch({ keyword, type, onSearch, onTypeChange }: NewsSearchProps) {
  const { t } = useTranslation('news');
  const keywordId = useId();
  const typeId = useId();
  const [draft, setDraft] = useState(keyword);
  // When the page resets the keyword (e.g. "Show all news"), the field follows.
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
    <Form role="search" onSubmit={submit}>
      <KeywordField>
        <label htmlFor={keywordId}>{t('list.searchLabel')}</label>
        <KeywordRow>
          <input
            id={keywordId}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('list.search')}</Button>
        </KeywordRow>
      </KeywordField>
      <Field>
        <label htmlFor={typeId}>{t('list.type')}</label>
        <select
          id={typeId}
          value={type}
          onChange={(event) =>
            onTypeChange(NEWS_TYPE_OPTIONS.find((option) => option === event.target.value) ?? 'all')
          }
        >
          {NEWS_TYPE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`list.types.${option}`)}
            </option>
          ))}
        </select>
      </Field>
    </Form>
  );
}
