import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { BACK_TO_TOP_THRESHOLD, useToasts } from '@portal/shared';
import { useScrolledPast, useScrollMemory } from '../hooks/use-scroll-memory';
import { floatingOverPage, type FloatingOverPage } from '../utils/floating-over-page';

/** The class that fades the page in after a page change. */
export const FADE_IN_CLASS = 'tc-page-fade-in';

const fadeIn = keyframes`
  from { opacity: 0.4; }
  to { opacity: 1; }
`;

const FadeInStyle = createGlobalStyle`
  body.${FADE_IN_CLASS} {
    animation: ${fadeIn} 300ms ease-out;
  }
`;

function fadeInBody(): void {
  const { body } = document;
  body.classList.remove(FADE_IN_CLASS);
  // Reading layout restarts the animation when two page changes come close together.
  void body.offsetWidth;
  body.classList.add(FADE_IN_CLASS);
  body.addEventListener('animationend', () => body.classList.remove(FADE_IN_CLASS), {
    once: true,
  });
}

const TopButton = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** Back to top, shown once the page is scrolled past 100 px (DESIGN.md section 7). */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const shown = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  if (!shown) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
    // The button goes away at the top: keep the keyboard in the page, at its start.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <TopButton type="button" onClick={toTop}>
      <span aria-hidden="true">↑</span>
      {t('page.backToTop')}
    </TopButton>
  );
}

/**
 * What happens on every page change (spec section 2), besides the title and the cancelled
 * requests that the routes do themselves: what floated over the page left (dialogs, notices)
 * closed, the scroll position of each route name remembered and restored, the body fading in
 * (from the second page of a visit on).
 * Render it before the routes.
 */
export function PageBehaviour() {
  const toasts = useToasts();
  const shownToasts = useRef(toasts);
  useLayoutEffect(() => {
    shownToasts.current = toasts;
  });
  const { key: locationKey } = useLocation();
  const started = useRef(false);
  const leftBehind = useRef<FloatingOverPage | undefined>(undefined);
  // Noted as the reader leaves a page (the first location leaves none), and closed only when the
  // next page is shown, maybe much later, once its section has loaded: so what the reader opens
  // meanwhile stays open. Before the routes' effects, which may show the page at once.
  useLayoutEffect(() => {
    if (!started.current) {
      started.current = true;
      return undefined;
    }
    const floating = floatingOverPage(shownToasts.current.map((toast) => toast.key));
    leftBehind.current = floating;
    return () => floating.forget();
  }, [locationKey]);
  useScrollMemory((_name, first) => {
    leftBehind.current?.close();
    leftBehind.current = undefined;
    // The page a visit starts on is on screen already (the server's, as it was drawn): dimmed
    // once the browser has taken it over, it would flash, and the reader would see it drawn twice.
    if (!first) fadeInBody();
  });
  return <FadeInStyle />;
}
