import { describe, expect, it } from 'vitest';
import { toastPositionAwayFrom } from './toast-placement';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

describe('toastPositionAwayFrom (issue 22 item 5)', () => {
  it("keeps spec §9's bottom-right when nothing was pressed", () => {
    expect(toastPositionAwayFrom(null, DESKTOP)).toBe('bottom-right');
  });

  it('goes to the top when the press was where the toast will be drawn', () => {
    // The photo page's "Add to Cart", low in the right-hand column.
    expect(toastPositionAwayFrom({ x: 910, y: 780 }, DESKTOP)).toBe('top-right');
    expect(toastPositionAwayFrom({ x: 1270, y: 640 }, DESKTOP)).toBe('top-right');
  });

  it('stays bottom-right for a press elsewhere', () => {
    expect(toastPositionAwayFrom({ x: 400, y: 780 }, DESKTOP)).toBe('bottom-right');
    expect(toastPositionAwayFrom({ x: 1200, y: 300 }, DESKTOP)).toBe('bottom-right');
  });

  it('on a phone, where a toast spans the screen, any press low on the screen counts', () => {
    expect(toastPositionAwayFrom({ x: 20, y: 600 }, PHONE)).toBe('top-right');
    expect(toastPositionAwayFrom({ x: 340, y: 520 }, PHONE)).toBe('top-right');
    expect(toastPositionAwayFrom({ x: 340, y: 300 }, PHONE)).toBe('bottom-right');
  });
});
