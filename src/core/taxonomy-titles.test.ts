import { describe, expect, it } from 'vitest';
import { taxonomySubtitle, taxonomyTitle } from './taxonomy-titles';

describe('taxonomyTitle (spec §2)', () => {
  it.each([
    ['creator', 'The Okafor Family Archive', 'photos by The Okafor Family Archive'],
    ['event', 'Christmas', 'Christmas photos'],
    ['tag', 'kitchen', 'kitchen photos'],
    ['ethnicity', 'Black', 'Black photos'],
    ['decade', '1970s', '1970s photos'],
    ['age_group', 'Senior', 'Senior photos'],
    ['emotion', 'joyful', 'joyful photos'],
    ['country', 'Canada', 'photos from Canada'],
    ['state', 'Ohio', 'photos from Ohio'],
    ['city', 'Dayton', 'photos from Dayton'],
    ['location_city', 'Dayton', 'photos from Dayton'],
    ['location_state_province', 'Ohio', 'photos from Ohio'],
    ['image_style', 'Polaroid', 'Polaroid Style photos'],
  ])('%s %s → %s', (type, name, title) => {
    expect(taxonomyTitle(type, name)).toBe(title);
  });

  it('formats "X of Y photos"', () => {
    expect(taxonomySubtitle(1234, 940323)).toBe('1,234 of 940,323 photos');
    expect(taxonomySubtitle(534_209, 940323, true)).toBe('about 530,000 of 940,323 photos');
  });
});
