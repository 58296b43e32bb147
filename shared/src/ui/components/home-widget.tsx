import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The pieces every home-page widget is made of, whichever section exposes it: a list of items
 * divided by rules whose links are their titles, a muted line under a title, and the link to
 * the whole section under the list.
 */
export const WidgetList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const WidgetMeta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const WidgetMoreLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;
