import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@portal/shared';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Fixed over the top edge of the window: showing and hiding it moves nothing on the page. */
const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndex.toast};
  height: 3px;
  overflow: hidden;
  background: rgba(22, 50, 92, 0.2);
  pointer-events: none;
  /* A section that arrives at once shows no flash. */
  animation: ${appear} 150ms ease-in 150ms both;
`;

const Indicator = styled.span`
  display: block;
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  animation: ${travel} 1.1s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }
`;

/**
 * The thin bar at the top of the window while a section's code arrives from its remote: an
 * indeterminate progress bar named after the section, with a polite status for screen readers.
 */
export function RemoteProgressBar({ section }: { section: string }) {
  const { t } = useTranslation();
  const label = t('shell:header.remoteProgress.loading', { section });
  return (
    <>
      <Track role="progressbar" aria-label={label} aria-busy="true">
        <Indicator />
      </Track>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </>
  );
}
