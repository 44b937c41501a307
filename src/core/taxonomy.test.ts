import { describe, expect, it } from 'vitest';
import {
  buildTaxonomyLink,
  isRouteTaxonomyType,
  isTaxonomyType,
  normalizeTaxonomyType,
  TAXONOMY_TYPES,
  taxonomyHref,
} from './taxonomy';

const SUPPORTED = TAXONOMY_TYPES.join(', ');

describe('normalizeTaxonomyType (spec §3 legacy names)', () => {
  it.each([
    ['location_country', 'country'],
    ['location_state', 'state'],
    ['location_state_province', 'state'],
    ['location_city', 'city'],
    ['tag', 'tag'],
    ['constructor', 'constructor'],
  ])('%s → %s', (legacy, current) => {
    expect(normalizeTaxonomyType(legacy)).toBe(current);
  });
});

describe('taxonomy type lists', () => {
  it('accepts the 17 link types', () => {
    expect(TAXONOMY_TYPES).toHaveLength(17);
    for (const type of ['event', 'emotion', 'popular', 'featured', 'dominant_color']) {
      expect(isTaxonomyType(type)).toBe(true);
    }
    expect(isTaxonomyType('location')).toBe(false);
  });

  it('validates route types against the narrower list, legacy names included', () => {
    for (const type of ['creator', 'tag', 'decade', 'ethnicity', 'age_group', 'location', 'image_style']) {
      expect(isRouteTaxonomyType(type)).toBe(true);
    }
    for (const type of ['color_and_mood', 'city', 'state', 'country', 'location_country', 'location_city']) {
      expect(isRouteTaxonomyType(type)).toBe(true);
    }
    for (const type of ['location_state', 'location_state_province']) {
      expect(isRouteTaxonomyType(type)).toBe(true);
    }
    for (const type of ['emotion', 'popular', 'featured', 'Tag', '', 'toString']) {
      expect(isRouteTaxonomyType(type)).toBe(false);
    }
    // An event's page opens from the footer's trending chips (spec §2, issue 22).
    expect(isRouteTaxonomyType('event')).toBe(true);
  });
});

describe('buildTaxonomyLink (spec §5)', () => {
  it('builds an encoded link', () => {
    expect(buildTaxonomyLink('tag', 'kitchen')).toEqual({ ok: true, href: '/taxonomy/tag/kitchen' });
    expect(buildTaxonomyLink('event', 'Summer Fair 1972')).toEqual({
      ok: true,
      href: '/taxonomy/event/Summer%20Fair%201972',
    });
    expect(taxonomyHref('city', 'São Paulo')).toBe('/taxonomy/city/S%C3%A3o%20Paulo');
  });

  it('maps legacy type names and trims the id', () => {
    expect(taxonomyHref('location_country', 'Italy')).toBe('/taxonomy/country/Italy');
    expect(taxonomyHref('location_state_province', ' Ohio ')).toBe('/taxonomy/state/Ohio');
    expect(taxonomyHref('location_city', 'Rome')).toBe('/taxonomy/city/Rome');
  });

  it.each([
    [undefined, 'x', 'Taxonomy type is required'],
    [null, 'x', 'Taxonomy type is required'],
    ['', 'x', 'Taxonomy type is required'],
    ['planet', 'x', `Invalid taxonomy type: planet. Supported types: ${SUPPORTED}`],
    ['location', 'x', `Invalid taxonomy type: location. Supported types: ${SUPPORTED}`],
    ['tag', undefined, 'Taxonomy ID is required'],
    ['tag', null, 'Taxonomy ID is required'],
    ['tag', '', 'Taxonomy ID is required'],
    ['tag', '   ', 'Taxonomy ID must be a non-empty string'],
  ])('type %s, id %s fails with "%s" and falls back to /photos', (type, id, message) => {
    expect(buildTaxonomyLink(type, id)).toEqual({ ok: false, message, href: '/photos' });
    expect(taxonomyHref(type, id)).toBe('/photos');
  });

  it('starts the supported list as the spec does', () => {
    expect(SUPPORTED.startsWith('creator, city, state, country, tag, decade')).toBe(true);
  });
});
