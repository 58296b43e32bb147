import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, fieldControlStyles } from '@portal/shared';

const Select = styled.select`
  ${fieldControlStyles}
  width: 100%;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  /** What is wrong with the choice; marks the field invalid and is read with it. */
  error?: ReactNode;
};

/** A labelled select with its error tied to it, as `TextField` ties its own. */
export function SelectField({ label, error, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormField>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FormField>
  );
}
