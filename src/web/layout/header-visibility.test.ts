import { describe, expect, it } from 'vitest';
import { type HeaderScrollState, nextHeaderState } from './header-visibility';

const run = (positions: number[], start: HeaderScrollState = { visible: true, lastY: 0 }) =>
  positions.reduce(nextHeaderState, start);

describe('nextHeaderState (spec §2, §9: 100 px, 5 px)', () => {
  it('stays visible within the first 100 px, however it scrolls', () => {
    expect(run([50, 100]).visible).toBe(true);
  });

  it('hides when scrolling down past 100 px by more than 5 px', () => {
    expect(run([100, 106]).visible).toBe(false);
    expect(run([300]).visible).toBe(false);
  });

  it('ignores movements of 5 px or less, but lets them add up', () => {
    expect(run([100, 105]).visible).toBe(true);
    expect(run([100, 103, 106]).visible).toBe(false);
  });

  it('reappears on upward scroll', () => {
    const hidden = run([400]);
    expect(hidden.visible).toBe(false);
    expect(run([394], hidden).visible).toBe(true);
    expect(run([397], hidden).visible).toBe(false);
  });

  it('shows again near the top', () => {
    expect(run([400, 90]).visible).toBe(true);
  });
});
