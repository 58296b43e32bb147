import type { ReactNode } from 'react';
import styled from 'styled-components';

const Heading = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A view of the journal: a region named by its h2. */
export function ViewSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}
