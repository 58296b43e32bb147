import styled from 'styled-components';

/** A section of the article page, under its h2. */
export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
