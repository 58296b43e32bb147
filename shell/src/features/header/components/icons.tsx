import type { ReactNode } from 'react';

/** Decorative: every icon sits beside text (visible or visually hidden) that says the same. */
function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      style={{ flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <Icon size={16}>
      <path d="M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4-6.7 6.7-6.7-6.7Z" />
    </Icon>
  );
}

/** A personal user. */
export function PersonIcon() {
  return (
    <Icon>
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.4-8 5.3V21h16v-1.7c0-2.9-3.6-5.3-8-5.3Z" />
    </Icon>
  );
}

/** An organization: a building with columns. */
export function OrganizationIcon() {
  return (
    <Icon>
      <path d="M12 2 2 7v2h20V7Zm-7 9v7h2v-7Zm4 0v7h2v-7Zm4 0v7h2v-7Zm4 0v7h2v-7ZM2 20v2h20v-2Z" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon size={24}>
      <path d="M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon size={24}>
      <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z" />
    </Icon>
  );
}
