import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FormField, fieldControlStyles } from '@portal/shared';

const invalid = css`
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

const Select = styled.select`
  ${fieldControlStyles}
  width: 100%;
  ${invalid}
`;

const TextArea = styled.textarea`
  ${fieldControlStyles}
  width: 100%;
  min-height: 10rem;
  padding: ${({ theme }) => theme.space(3)};
  resize: vertical;
  ${invalid}
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What is wrong with a field, under it, in the colour and weight `TextField` gives its own. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

interface Described {
  /** The visible label, which also names the field. */
  label: ReactNode;
  /** What the field expects, shown under the label. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: ReactNode;
}

/** Ids of a field's hint, error and note, and its `aria-describedby` (error first, as TextField). */
function useDescription({ hint, error }: Described, note?: ReactNode) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error`, note: `${id}-note` };
  const describedBy = [error && ids.error, hint && ids.hint, note && ids.note]
    .filter(Boolean)
    .join(' ');
  return { id, ids, describedBy: describedBy || undefined };
}

export type SelectFieldProps = Described & Omit<ComponentProps<'select'>, 'id'>;

/** A labelled select with hint and error, tied to it as `TextField` ties its own. */
export function SelectField({ label, hint, error, children, ...selectProps }: SelectFieldProps) {
  const { id, ids, describedBy } = useDescription({ label, hint, error });
  return (
    <FormField>
      <label htmlFor={id}>{label}</label>
      {hint && <Note id={ids.hint}>{hint}</Note>}
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {children}
      </Select>
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </FormField>
  );
}

export type TextAreaFieldProps = Described & {
  /** Shown under the field and read with it (a character count). */
  note?: ReactNode;
} & Omit<ComponentProps<'textarea'>, 'id'>;

/** A labelled multi-line field; `note` (a character count) is shown under it and read with it. */
export function TextAreaField({ label, hint, error, note, ...areaProps }: TextAreaFieldProps) {
  const { id, ids, describedBy } = useDescription({ label, hint, error }, note);
  return (
    <FormField>
      <label htmlFor={id}>{label}</label>
      {hint && <Note id={ids.hint}>{hint}</Note>}
      <TextArea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
      {note && <Note id={ids.note}>{note}</Note>}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </FormField>
  );
}
