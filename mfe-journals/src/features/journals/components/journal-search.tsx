import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormField, SearchForm, fieldControlStyles } from '@portal/shared';
import type { JournalSubject } from '@portal/contract';
import { JOURNAL_SUBJECTS } from '@portal/contract/constants';
import { useInstantValue } from '@portal/parts/lists';

const Search = styled(SearchForm)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Select = styled.select`
  ${fieldControlStyles}
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
  subject: JournalSubject | '';
  openAccessOnly: boolean;
  onSearch: (keyword: string) => void;
  onSubjectChange: (subject: JournalSubject | '') => void;
  onOpenAccessOnlyChange: (openAccessOnly: boolean) => void;
}

/**
 * The journal filters: a keyword applied on submit, and subject and open access applied at once.
 * One search landmark, so a screen reader finds all of them together.
 */
export function JournalSearch({
  keyword,
  subject,
  openAccessOnly,
  onSearch,
  onSubjectChange,
  onOpenAccessOnlyChange,
}: JournalSearchProps) {
  const { t } = useTranslation('journals');
  const subjectId = useId();
  const [shownSubject, setShownSubject] = useInstantValue(subject);
  const [shownOpenAccessOnly, setShownOpenAccessOnly] = useInstantValue(openAccessOnly);
  return (
    <Search
      keyword={keyword}
      onSearch={onSearch}
      label={t('home.searchLabel')}
      submitLabel={t('home.search')}
      placeholder={t('home.searchPlaceholder')}
    >
      <FormField>
        <label htmlFor={subjectId}>{t('lists.filters.subject')}</label>
        <Select
          id={subjectId}
          value={shownSubject}
          onChange={(event) => {
            const next = event.target.value as JournalSubject | '';
            setShownSubject(next);
            onSubjectChange(next);
          }}
        >
          <option value="">{t('lists.filters.allSubjects')}</option>
          {JOURNAL_SUBJECTS.map((code) => (
            <option key={code} value={code}>
              {t(`lists.subjects.${code}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <CheckboxLabel>
        <input
          type="checkbox"
          checked={shownOpenAccessOnly}
          onChange={(event) => {
            setShownOpenAccessOnly(event.target.checked);
            onOpenAccessOnlyChange(event.target.checked);
          }}
        />
        {t('home.openAccessOnly')}
      </CheckboxLabel>
    </Search>
  );
}
