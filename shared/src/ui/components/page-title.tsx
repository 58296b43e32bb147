import styled from 'styled-components';

/** The page's one h1. */
export const PageTitle = styled.h1`
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
