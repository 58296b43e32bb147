import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldControlStyles, FormField, SearchForm } from '@portal/shared';
import { MAX_KEYWORD_LENGTH } from '@portal/contract/constants';
import { useInstantValue } from '@portal/parts/lists';
import type { NewsFilters } from '../api/search-news';

export const NEWS_TYPE_OPTIONS = [
  'all',
  'news',
  'announcement',
] as const satisfies readonly NewsFilters['type'][];

const Form = styled(SearchForm)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const TypeField = styled(FormField)`
  select {
    ${fieldControlStyles}
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
  const typeId = useId();
  const [shownType, setShownType] = useInstantValue(type);
  return (
    <Form
      keyword={keyword}
      onSearch={onSearch}
      label={t('list.searchLabel')}
      submitLabel={t('list.search')}
      maxLength={MAX_KEYWORD_LENGTH}
    >
      <TypeField>
        <label htmlFor={typeId}>{t('list.type')}</label>
        <select
          id={typeId}
          value={shownType}
          onChange={(event) => {
            const next = NEWS_TYPE_OPTIONS.find((option) => option === event.target.value) ?? 'all';
            setShownType(next);
            onTypeChange(next);
          }}
        >
          {NEWS_TYPE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`list.types.${option}`)}
            </option>
          ))}
        </select>
      </TypeField>
    </Form>
  );
}
