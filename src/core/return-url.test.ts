import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeReturnUrl('/profile')).toBe('/profile');
    expect(safeReturnUrl('/photo/42?from=grid#top')).toBe('/photo/42?from=grid#top');
    expect(safeReturnUrl('/authors')).toBe('/authors');
  });

  it('drops other hosts, schemes, the auth screen itself and non-strings', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      '',
      '/auth',
      '/auth?mode=login',
      '/auth/reset-password?token=x',
    ]) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
    expect(safeReturnUrl(undefined)).toBeNull();
    expect(safeReturnUrl({ pathname: '/profile' })).toBeNull();
  });
});
