import styled from 'styled-components';

/**
 * A plain list whose items stand one under another, each parted from the one before by a rule:
 * the editions of a book, the subscriptions of a journal, the items of an order.
 */
export const DividedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
