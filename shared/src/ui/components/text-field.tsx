import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, fieldControlStyles } from './form-field';

const Input = styled.input`
  ${fieldControlStyles}
  width: 100%;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The visible label, which also names the field. */
  label: ReactNode;
  /** What the field expects, shown under the label. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: ReactNode;
};

/**
 * A labelled text input with an optional hint and error message, both tied to the field
 * (`aria-describedby`) so a screen reader reads them when the field has the focus.
 */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <FormField className={className}>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FormField>
  );
}

const AlertBox = styled.div`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.lockedSurface};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;

/**
 * A form's failure as a whole (a refused sign-in): an alert, so it is announced when it
 * appears, in the page rather than in a browser dialog.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <AlertBox role="alert">
      <p>{children}</p>
    </AlertBox>
  );
}
