import styled, { css } from 'styled-components';

/** The look of a text field or select: the height of a button, an edge of 3:1 contrast. */
export const fieldControlStyles = css`
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

/** A label above its control; style the control with `fieldControlStyles`. */
export const FormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  & > label {
    font-weight: 600;
  }
`;

/** A row of filters above a list, aligned on their controls and wrapping on narrow screens. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;
