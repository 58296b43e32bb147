import styled from 'styled-components';

/**
 * A news item's kind, date and badges, shown above its title but read after it (the container is
 * a flex column and the title has `order: 2`): the heading stays the first thing announced.
 */
export const NewsMeta = styled.p`
  order: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** News or announcement. */
export const NewsKind = styled.span`
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
