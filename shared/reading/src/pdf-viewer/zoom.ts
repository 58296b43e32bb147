/** The zoom steps of the viewer, as scales of the page's natural size (1 = 100%). */
export const ZOOM_STEPS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 3] as const;
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 3;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/**
 * The scale at which the page fills the stage's width (less its padding), at most 150%; 100%
 * when the width is not known yet.
 */
export function fitScale(stageWidth: number, pageWidth: number, padding = 16): number {
  if (stageWidth <= padding || pageWidth <= 0) return 1;
  return clampScale(Math.min(1.5, (stageWidth - padding) / pageWidth));
}

/** The next zoom step up (`direction` 1) or down (-1) from any scale, e.g. a fitted 0.93. */
export function nextZoom(scale: number, direction: 1 | -1): number {
  const epsilon = 0.001;
  if (direction === 1) return ZOOM_STEPS.find((step) => step > scale + epsilon) ?? MAX_SCALE;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - epsilon) ?? MIN_SCALE;
}
