import 'styled-components';
import { DEFAULT_THEME, MOBILE_WIDTH, STICKY_MENU_WIDTH } from '../config/constants';

const FOCUS_COLOR = '#c27c0e';

/**
 * DARK-BLUE, the portal's theme. Text and control colors meet WCAG AA on the surfaces they are
 * used on (navy on white 12.8:1, muted text 7.6:1, links 6.4:1, open 5.3:1, locked 6.6:1);
 * the focus color keeps 3:1 on white and on navy, so the same ring works in header and page.
 */
export const darkBlueTheme = {
  name: DEFAULT_THEME,
  colors: {
    primary: '#16325c',
    primaryHover: '#0f2444',
    onPrimary: '#ffffff',
    accent: '#f2b134',
    onAccent: '#16325c',
    text: '#1c2430',
    textMuted: '#4a5565',
    link: '#1f5fa8',
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    /** Dividers and card edges (decorative). */
    border: '#d0d7e2',
    /** Edges of controls, 3:1 on white. */
    borderStrong: '#8a96a8',
    open: '#1e7b34',
    openSurface: '#e8f5ec',
    locked: '#b42318',
    lockedSurface: '#fdecea',
    success: '#1e7b34',
    danger: '#b42318',
    focus: FOCUS_COLOR,
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
    heading:
      'Georgia, "Times New Roman", "Songti SC", "STSong", "SimSun", "Noto Serif CJK SC", "Source Han Serif SC", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  /** Spacing on a 4 px grid: `space(2)` is 0.5rem. */
  space: (steps: number): string => `${steps * 0.25}rem`,
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(22, 50, 92, 0.08)',
    md: '0 4px 12px rgba(22, 50, 92, 0.12)',
    lg: '0 12px 32px rgba(22, 50, 92, 0.18)',
  },
  breakpoints: { mobile: MOBILE_WIDTH, sticky: STICKY_MENU_WIDTH },
  media: {
    /** Below 950 px: the mobile layout. */
    mobile: `@media (max-width: ${MOBILE_WIDTH - 0.02}px)`,
    desktop: `@media (min-width: ${MOBILE_WIDTH}px)`,
    /** From 992 px: sticky menu, title and sort bars. */
    sticky: `@media (min-width: ${STICKY_MENU_WIDTH}px)`,
  },
  layout: { maxWidth: '1200px', headerHeight: '4rem' },
  zIndex: { sticky: 100, drawer: 200, modal: 300, toast: 400 },
  /** The visible keyboard focus indicator, for elements that draw their own. */
  focusRing: `outline: 3px solid ${FOCUS_COLOR}; outline-offset: 2px;`,
};

export type PortalTheme = typeof darkBlueTheme;

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds the theme's members to every `theme` prop.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
