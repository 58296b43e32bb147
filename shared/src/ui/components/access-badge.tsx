import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type AccessStatus = 'open' | 'locked';

const Badge = styled.span<{ $status: AccessStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  color: ${({ theme, $status }) => ($status === 'open' ? theme.colors.open : theme.colors.locked)};
  background: ${({ theme, $status }) => ($status === 'open' ? theme.colors.openSurface : theme.colors.lockedSurface)};
  white-space: nowrap;
`;

function LockIcon({ open }: { open: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        d={open ? 'M7 11V7a5 5 0 0 1 9.6-1.9' : 'M7 11V7a5 5 0 0 1 10 0v4'}
      />
      <rect x="4" y="11" width="16" height="10" rx="2" fill="currentColor" />
    </svg>
  );
}

/**
 * Whether the reader can open the content: open (green, open lock) or locked (red, lock).
 * The color is never the only signal: the label is visible, or read to screen readers only
 * with `iconOnly` (then also shown as a tooltip).
 */
export function AccessBadge({
  status,
  iconOnly = false,
  label: customLabel,
}: {
  status: AccessStatus;
  iconOnly?: boolean;
  /** Says why, in place of the plain "Open access" / "Subscription required". */
  label?: string;
}) {
  const { t } = useTranslation('common');
  const label = customLabel ?? t(status === 'open' ? 'access.open' : 'access.locked');
  return (
    <Badge $status={status} title={iconOnly ? label : undefined}>
      <LockIcon open={status === 'open'} />
      {iconOnly ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Badge>
  );
}
