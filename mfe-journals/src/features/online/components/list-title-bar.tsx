import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle, StickyBar } from '@portal/shared';

const Bar = styled(StickyBar)`
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

/** The page's title, following scrolling from 992 px up. */
export function ListTitleBar({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Bar>
      <PageTitle id={id}>{children}</PageTitle>
    </Bar>
  );
}

export const Intro = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
