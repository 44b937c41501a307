import { describe, expect, it } from 'vitest';
import { orientationOf } from '../../core/orientation';
import { createCreators } from './family';
import { parseImageKey } from './illustrator';
import { type GeneratedPhoto, generatePhoto, pickCreator } from './photo-factory';
import { createRandom } from './random';

function catalogue(seed: number, count: number): GeneratedPhoto[] {
  const rng = createRandom(seed);
  const creators = createCreators(rng, 40);
  return Array.from({ length: count }, (_, index) =>
    generatePhoto(rng, index + 1, pickCreator(rng, creators), new Date(Date.UTC(2025, 0, 1))),
  );
}

describe('demo photo generator', () => {
  const photos = catalogue(1976, 2000);

  it('is deterministic for a seed and differs between seeds', () => {
    expect(catalogue(1976, 50)).toEqual(photos.slice(0, 50));
    expect(catalogue(7, 50)[0]?.photo.title).toBeDefined();
    expect(catalogue(7, 50).map((p) => p.photo.id)).not.toEqual(photos.slice(0, 50).map((p) => p.photo.id));
  });

  it('spans the decades 1900s–2010s, prices $25–$400 and mostly live photos', () => {
    const decades = new Set(photos.map((p) => p.photo.decade_taken));
    expect([...decades].sort()).toEqual([
      '1900s',
      '1910s',
      '1920s',
      '1930s',
      '1940s',
      '1950s',
      '1960s',
      '1970s',
      '1980s',
      '1990s',
      '2000s',
      '2010s',
    ]);
    const prices = photos.map((p) => p.photo.price_cents);
    expect(Math.min(...prices)).toBe(2500);
    expect(Math.max(...prices)).toBe(40000);
    const live = photos.filter((p) => p.photo.photo_status === 'live').length;
    expect(live / photos.length).toBeGreaterThan(0.9);
    expect(live).toBeLessThan(photos.length);
  });

  it('draws each image to match its metadata', () => {
    for (const { photo } of photos) {
      const recipe = parseImageKey(photo.image_key);
      expect(recipe, photo.image_key).not.toBeNull();
      const aspect = { horizontal: 'h', vertical: 'v', square: 's' }[
        orientationOf(photo.width, photo.height)
      ];
      expect(recipe?.aspect).toBe(aspect);
      expect(recipe?.people).toBe(Math.min(photo.people_count, 6));
      if (Number.parseInt(photo.decade_taken ?? '', 10) < 1950)
        expect(['mono', 'sepia']).toContain(recipe?.tone);
      expect(photo.thumbnail_url).toBe(`/media/p/${photo.image_key}/thumb.webp`);
      expect(recipe?.seed).toBe(photo.photoid);
    }
  });

  it('draws each photo as the scene its title names, and no two photos share an image', () => {
    expect(new Set(photos.map((p) => p.photo.image_key)).size).toBe(photos.length);
    const drawnAs = (title: string) =>
      photos
        .filter((p) => p.photo.title.startsWith(title))
        .map((p) => parseImageKey(p.photo.image_key)?.scene);
    for (const [title, scene] of [
      ['Breakfast in the kitchen', 'kitchen'],
      ['Day at the beach', 'beach'],
      ['Bride and groom on the church steps', 'wedding'],
      ['Blowing out the candles', 'birthday'],
      ['Christmas morning presents', 'christmas'],
      ['Cap and gown in the front yard', 'graduation'],
      ['Trick-or-treat on the porch', 'halloween'],
      ['Road trip stop at the overlook', 'road-trip'],
    ] as const) {
      const scenes = drawnAs(title);
      expect(scenes.length, title).toBeGreaterThan(0);
      expect(new Set(scenes), title).toEqual(new Set([scene]));
    }
  });

  it('gives faces of family members alive at the time, agreeing with the people fields', () => {
    for (const { photo, faces } of photos) {
      expect(faces.length).toBeLessThanOrEqual(photo.people_count);
      for (const face of faces) expect(face.age).toBeGreaterThanOrEqual(0);
      if (faces.length > 0) {
        expect(photo.face_age_min).toBe(Math.min(...faces.map((f) => f.age)));
        expect(photo.genders.length).toBeGreaterThan(0);
        expect(photo.age_groups.length).toBeGreaterThan(0);
      }
    }
    const identified = photos.flatMap((p) => p.faces).filter((f) => f.person_id !== null);
    expect(identified.length).toBeGreaterThan(1000);
  });

  it('uses long and multi-word tags, events and varied places', () => {
    const tags = new Set(photos.flatMap((p) => p.photo.tags));
    expect([...tags].some((tag) => tag.includes(' ') && tag.length > 15)).toBe(true);
    expect([...tags].some((tag) => tag.includes('-'))).toBe(true);
    expect(photos.filter((p) => p.eventNames.length > 0).length).toBeGreaterThan(200);
    expect(new Set(photos.map((p) => p.photo.location_country)).size).toBeGreaterThan(10);
    expect(new Set(photos.map((p) => p.photo.user_id)).size).toBe(40);
  });
});
