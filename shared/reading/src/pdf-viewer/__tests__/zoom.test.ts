import { clampScale, fitScale, nextZoom } from '../zoom';

describe('PDF zoom', () => {
  it('fits the page to the stage, never beyond 150% and never below 50%', () => {
    expect(fitScale(612 + 16, 612)).toBe(1);
    expect(fitScale(2000, 612)).toBe(1.5);
    expect(fitScale(100, 612)).toBe(0.5);
    expect(fitScale(0, 612)).toBe(1);
  });

  it('steps from any scale to the next step up or down, within the bounds', () => {
    expect(nextZoom(0.93, 1)).toBe(1);
    expect(nextZoom(0.93, -1)).toBe(0.8);
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    expect(clampScale(10)).toBe(3);
  });
});
