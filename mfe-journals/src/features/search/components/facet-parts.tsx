import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { fieldControlStyles, useFormatters } from '@portal/shared';

/* The pieces the search's facets are made of: groups, choices with counts, fields. */

export const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 700;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.25rem;
  cursor: pointer;

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
`;

const Count = styled.span`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  label {
    font-weight: 600;
  }
`;

export const Select = styled.select`
  ${fieldControlStyles}
  width: 100%;
`;

export const Input = styled.input`
  ${fieldControlStyles}
  width: 100%;
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }

  & > button {
    flex: none;
  }
`;

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A radio of a facet, with its count once known. */
export function RadioChoice({
  name,
  checked,
  onSelect,
  label,
  count,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  count: number | undefined;
}) {
  const format = useFormatters();
  return (
    <Choice>
      <input type="radio" name={name} checked={checked} onChange={onSelect} />
      <span>{label}</span>
      {count !== undefined && <Count>{format.number(count)}</Count>}
    </Choice>
  );
}

export function DraftForm({
  onApply,
  problem,
  children,
  label,
}: {
  onApply: () => void;
  problem: string | undefined;
  children: ReactNode;
  label: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      {children}
      {problem && <Problem role="alert">{problem}</Problem>}
    </form>
  );
}
