import { LOGO_SIZE } from '@portal/shared';

/** The publisher's mark at the specification's 44 x 53.3 size. */
export function Logo() {
  return (
    <svg
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      viewBox="0 0 44 53.3"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d="M22 1 43 11v31L22 52.3 1 42V11Z" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="22" y="33" textAnchor="middle" fontSize="18" fontFamily="serif" fill="currentColor">
        ∑
      </text>
    </svg>
  );
}
