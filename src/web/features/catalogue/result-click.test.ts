import { describe, expect, it } from 'vitest';
import { photoidOfResultLink } from './result-click';

describe('photoidOfResultLink', () => {
  it.each([
    ['/photo/4321', 4321],
    ['/auth?returnUrl=%2Fphoto%2F77', 77],
    ['/auth?returnUrl=%2Fphoto%2F77&mode=login', 77],
    ['/taxonomy/tag/photo', null],
    ['/photo/12abc', null],
    ['/photos', null],
    ['%E0%A4%A', null],
  ])('%s → %s', (href, photoid) => {
    expect(photoidOfResultLink(href)).toBe(photoid);
  });
});
