import styled from 'styled-components';

/**
 * A title or sort bar that follows scrolling from 992 px up (spec section 2), just below the
 * sticky menu bar; on narrower screens it scrolls with the page. `--portal-sticky-top` is the
 * height of what is stuck above it (by default the header's menu bar, 3.35rem).
 */
export const StickyBar = styled.div`
  /* Its children's margins stay inside, so its background covers what scrolls beneath. */
  display: flow-root;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.sticky} {
    position: sticky;
    top: var(--portal-sticky-top, 3.35rem);
    z-index: ${({ theme }) => theme.zIndex.sticky - 1};
  }
`;
