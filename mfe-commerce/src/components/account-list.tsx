import styled from 'styled-components';

/** A tab's heading: the page title is the account's, each tab names what it lists. */
export const TabHeading = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The rows of an account list (orders, history, subscriptions), one under the other. */
export const AccountList = styled.ul<{ $stale?: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;

  > li {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** A row's details under its title (journal, time, status), wrapping on a narrow screen. */
export const RowMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
