import { describe, expect, it } from 'vitest';
import { DEFAULT_META, documentTitle, photoPageMeta, staticPageMeta } from './page-meta';

describe('page meta', () => {
  it('gives each public static page its own title and description', () => {
    expect(staticPageMeta('/pricing')?.title).toBe('Pricing');
    expect(staticPageMeta('/license')?.description).toMatch(/background-dressing/);
    expect(staticPageMeta('/profile')).toBeNull();
  });

  it('describes a photo by its description, else by its title, decade and country', () => {
    expect(
      photoPageMeta({
        title: 'Kitchen birthday',
        description: null,
        decade_taken: '1970s',
        location_country: 'Canada',
      }),
    ).toEqual({
      title: 'Kitchen birthday',
      description:
        'Kitchen birthday (1970s, Canada): a cleared family photo to license for film, television and advertising.',
    });
    expect(
      photoPageMeta({
        title: null,
        description: 'Snow on the porch',
        decade_taken: null,
        location_country: null,
      }),
    ).toEqual({ title: 'Photo', description: 'Snow on the porch' });
  });

  it('titles tabs "{title} · Backdrop", or the site title', () => {
    expect(documentTitle('Pricing')).toBe('Pricing · Backdrop');
    expect(documentTitle(null)).toBe(DEFAULT_META.title);
  });
});
