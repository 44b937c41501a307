import { describe, expect, it } from 'vitest';
import type { PhotoDetailRow } from '../../../core/photo-row';
import { detailSections } from './detail-links';

const photo = {
  photoid: 12,
  date_taken: null,
  decade_taken: '1970s',
  storefront_name: 'The Okafor family',
  user_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  location_city: 'Dayton',
  location_state_province: null,
  location_country: 'United States',
  width: 1200,
  height: 800,
  orientation: 'horizontal',
  file_size: 654_321,
  friendly_print_size: null,
  people_count: 3,
  people_composition: 'Family',
  ethnicities: ['Black'],
  age_groups: [],
  emotions: ['joyful'],
  image_style: 'Snapshot',
  color_and_mood: null,
  dominant_color: null,
} as unknown as PhotoDetailRow;

describe('detail sections', () => {
  it('links every value to the photos that share it and leaves empty rows out', () => {
    const sections = detailSections(photo, [{ id: 'e1', name: 'Birthday' }]);
    expect(sections.map((section) => section.title)).toEqual([
      'Basic information',
      'Technical details',
      'People & emotions',
      'Style & mood',
    ]);
    const values = Object.fromEntries(
      sections.flatMap((section) => section.rows).map((row) => [row.name, row.values]),
    );
    // Each taxonomy page's pill says which click it is (spec §4).
    expect(values.Decade).toEqual([
      {
        label: '1970s',
        href: '/taxonomy/decade/1970s',
        click: { taxonomy_type: 'decade', entity_id: '1970s' },
      },
    ]);
    expect(values.Country).toEqual([
      {
        label: 'United States',
        href: '/taxonomy/country/United%20States',
        click: { taxonomy_type: 'country', entity_id: 'United States' },
      },
    ]);
    expect(values.Family?.[0]?.href).toBe('/user/1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(values.Family?.[0]?.click).toEqual({
      taxonomy_type: 'creator',
      entity_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    });
    expect(values.Events).toEqual([
      {
        label: 'Birthday',
        href: '/taxonomy/event/e1',
        click: { event_type: 'event_click', entity_id: 'e1' },
      },
    ]);
    // spec §5: under 1 MB the size reads in KB.
    expect(values['File size']).toEqual([{ label: '654 KB' }]);
    expect(values.Ethnicities).toEqual([
      {
        label: 'Black',
        href: '/taxonomy/ethnicity/Black',
        click: { taxonomy_type: 'ethnicity', entity_id: 'Black' },
      },
    ]);
    // A value that opens a search is no taxonomy click.
    expect(values.Emotions?.[0]?.click).toBeUndefined();
    expect(values['State or province']).toBeUndefined();
    expect(values['Age groups']).toBeUndefined();
  });

  it('says the file size is being measured while the original is made, and never invents one (issue 22)', () => {
    const unmeasured = { ...photo, file_size: null };
    const row = (measuring: boolean) =>
      detailSections(unmeasured, [], { measuring })
        .flatMap((section) => section.rows)
        .find((found) => found.name === 'File size')?.values;
    expect(row(true)).toEqual([{ label: 'Measuring…' }]);
    expect(row(false)).toBeUndefined();
  });
});
