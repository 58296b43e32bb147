import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { FilterBar, FormField, fieldControlStyles } from './form-field';

const KeywordField = styled(FormField)`
  flex: 1 1 16rem;
  max-width: 32rem;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Input = styled.input`
  ${fieldControlStyles}
  flex: 1;
  min-width: 0;
`;

export interface SearchFormProps {
  /** The keyword in force. When it changes from outside (e.g. "clear filters"), the field follows. */
  keyword: string;
  /** Called on submit (the button or Enter) with the trimmed keyword; typing alone sends nothing. */
  onSearch: (keyword: string) => void;
  /** The field's visible label, which also names the search box. */
  label: string;
  submitLabel: string;
  placeholder?: string;
  maxLength?: number;
  /** Further filters that belong to the same search landmark, placed after the keyword field. */
  children?: ReactNode;
  className?: string;
}

/** A search landmark: a labelled keyword field and its submit button. */
export function SearchForm({
  keyword,
  onSearch,
  label,
  submitLabel,
  placeholder,
  maxLength = 100,
  children,
  className,
}: SearchFormProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(keyword);
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
    <FilterBar as="form" role="search" className={className} onSubmit={submit}>
      <KeywordField>
        <label htmlFor={inputId}>{label}</label>
        <Row>
          <Input
            id={inputId}
            type="search"
            value={draft}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{submitLabel}</Button>
        </Row>
      </KeywordField>
      {children}
    </FilterBar>
  );
}
