import { describe, expect, it } from 'vitest';
import { aspectRatioOf, createLayoutCache, gridMetrics, justifiedLayout } from './justified-layout';

const options = { containerWidth: 1000, targetRowHeight: 200, spacing: 8 };

describe('justified layout', () => {
  it('follows the spec §9 breakpoints', () => {
    expect(gridMetrics(375)).toEqual({ targetRowHeight: 120, spacing: 4 });
    expect(gridMetrics(768)).toEqual({ targetRowHeight: 160, spacing: 6 });
    expect(gridMetrics(1024)).toEqual({ targetRowHeight: 200, spacing: 8 });
  });

  it('clamps aspect ratios to 0.5–3 and counts a missing size as 1.5', () => {
    expect(aspectRatioOf(100, 1000)).toBe(0.5);
    expect(aspectRatioOf(5000, 100)).toBe(3);
    expect(aspectRatioOf(null, 300)).toBe(1.5);
    expect(aspectRatioOf(1200, 800)).toBe(1.5);
  });

  it('fills every row but the last to the container edge, within 0.75–1.25× of the target', () => {
    const ratios = [1.5, 0.67, 1, 1.5, 2, 0.75, 1.33, 1.5, 1, 3, 0.5, 1.5, 1.5, 1];
    const layout = justifiedLayout(ratios, options);
    expect(layout.boxes).toHaveLength(ratios.length);
    for (const row of layout.rows.slice(0, -1)) {
      expect(row.height).toBeGreaterThanOrEqual(150);
      expect(row.height).toBeLessThanOrEqual(250);
      const last = layout.boxes[row.end - 1];
      expect((last?.left ?? 0) + (last?.width ?? 0)).toBe(1000);
    }
    // Photos keep their proportions (to the pixel rounding).
    for (const box of layout.boxes) {
      const ratio = ratios[box.index] ?? 1;
      expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.05);
    }
    // Rows follow each other with the spacing between them.
    for (let index = 1; index < layout.rows.length; index++) {
      const [above, row] = [layout.rows[index - 1], layout.rows[index]];
      expect(row?.top).toBe((above?.top ?? 0) + (above?.height ?? 0) + 8);
    }
  });

  it('leaves a short last row at the target height instead of stretching it', () => {
    const layout = justifiedLayout([1.5, 1.5, 1.5, 1.5], options);
    const last = layout.rows.at(-1);
    expect(last?.height).toBe(200);
    const box = layout.boxes.at(-1);
    expect((box?.left ?? 0) + (box?.width ?? 0)).toBeLessThan(1000);
  });

  it('never lets one very wide photo overflow a narrow container', () => {
    const layout = justifiedLayout([3], { containerWidth: 300, targetRowHeight: 200, spacing: 4 });
    expect(layout.boxes[0]?.width).toBeLessThanOrEqual(300);
  });

  it('keeps 100 layouts and drops the 20 oldest when full', () => {
    const cache = createLayoutCache(100, 20);
    let computed = 0;
    const compute = () => {
      computed++;
      return justifiedLayout([1], options);
    };
    for (let key = 0; key < 100; key++) cache.get(String(key), 'v1', compute);
    expect(cache.size).toBe(100);
    cache.get('0', 'v1', compute);
    expect(computed).toBe(100);
    cache.get('new', 'v1', compute);
    expect(cache.size).toBe(81);
    cache.get('0', 'v1', compute);
    expect(computed).toBe(102);
  });

  it('keeps one layout per list: a longer version of it replaces the shorter', () => {
    const cache = createLayoutCache(100, 20);
    const short = cache.get('list', '2', () => justifiedLayout([1, 1], options));
    const long = cache.get('list', '3', () => justifiedLayout([1, 1, 1], options));
    expect(cache.size).toBe(1);
    expect(long.boxes).toHaveLength(3);
    expect(cache.get('list', '3', () => short)).toBe(long);
  });
});
