import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { sessionTypeAtom, useSessionValue } from '@portal/shared';

/** True while the reader is an organization (institutional access by network address). */
export function useIsOrganization(): boolean {
  return useSessionValue(sessionTypeAtom) === 'organization';
}

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.open};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The panel's muted lead text, also for a line in its body (nothing granted, say). */
export const OrganizationIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface OrganizationPanelProps {
  title: string;
  /** Whose access this is and how much of it, in the reader's language. */
  intro: ReactNode;
  /** What the organization may read. */
  children?: ReactNode;
}

/**
 * A section of a section's home for an organization's readers, marked with the colour of open
 * access: what their organization may read there. The caller shows it to organizations only
 * (`useIsOrganization`).
 */
export function OrganizationPanel({ title, intro, children }: OrganizationPanelProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <OrganizationIntro>{intro}</OrganizationIntro>
      {children}
    </Panel>
  );
}
