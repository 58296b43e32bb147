import styled from 'styled-components';

/**
 * A title or sort bar that follows scrolling from 992 px up (spec section 2), below the sticky
 * menu; on narrower screens it scrolls with the page. `--portal-sticky-top` is the height of
 * whatever is stuck above it (the header may set it; 3rem, the menu bar, by default).
 */
export const StickyBar = styled.div`
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.sticky} {
    position: sticky;
    top: var(--portal-sticky-top, 3rem);
    z-index: ${({ theme }) => theme.zIndex.sticky - 1};
  }
`;
