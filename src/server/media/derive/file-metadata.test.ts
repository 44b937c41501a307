import { describe, expect, it } from 'vitest';
import { printSize } from '../../../core/file-facts';
import { countryAt, factsFromMetadata, humaniseFileName } from './file-metadata';

const NOW = new Date(2026, 10, 26);

describe('facts from a file’s metadata', () => {
  it('maps date, place, keywords, caption and title', () => {
    const facts = factsFromMetadata(
      {
        DateTimeOriginal: new Date(1968, 6, 21, 14, 3),
        latitude: 53.3498,
        longitude: -6.2603,
        Keywords: ['Wedding', 'church', 'wedding'],
        subject: ['Dublin'],
        Caption: 'Mary and Tom outside the church',
        ObjectName: 'The wedding',
        SerialNumber: 'SN-1',
      },
      'scan_0042.tif',
      NOW,
    );
    expect(facts).toEqual({
      title: 'The wedding',
      description: 'Mary and Tom outside the church',
      tags: ['wedding', 'church', 'dublin'],
      dateTaken: '1968-07-21',
      decadeTaken: '1960s',
      locationCountry: 'Ireland',
      hadGps: true,
      notes: [],
    });
  });

  it('takes XMP language alternatives, comma-separated keywords and a written date', () => {
    const facts = factsFromMetadata(
      {
        title: { lang: 'x-default', value: 'Harvest' },
        description: [{ lang: 'x-default', value: 'Bringing in the hay' }],
        Keywords: 'farm, hay; summer',
        DateTimeOriginal: '1955:08:30 17:00:00',
      },
      'x.jpg',
      NOW,
    );
    expect(facts).toMatchObject({
      title: 'Harvest',
      description: 'Bringing in the hay',
      tags: ['farm', 'hay', 'summer'],
      dateTaken: '1955-08-30',
      decadeTaken: '1950s',
    });
  });

  it('titles a file without one from its name', () => {
    expect(factsFromMetadata(undefined, 'IMG_2041 grandmas-kitchen.final.JPG', NOW)).toMatchObject({
      title: 'IMG 2041 grandmas kitchen final',
      description: null,
      tags: [],
      dateTaken: null,
      locationCountry: null,
      hadGps: false,
      notes: [],
    });
    expect(humaniseFileName('family_picnic.png')).toBe('Family picnic');
    expect(humaniseFileName('C:\\scans\\.jpg')).toBe('Untitled photo');
  });

  it('leaves out a year before photography or in the future with a note, and questions a very early one', () => {
    const early = factsFromMetadata({ DateTimeOriginal: new Date(1820, 0, 1) }, 'a.jpg', NOW);
    expect(early).toMatchObject({ dateTaken: null, decadeTaken: null });
    expect(early.notes).toEqual([
      'The date taken in the file, 1820, is before the first photograph (1826), so it was left out: enter the date or decade yourself.',
    ]);
    const future = factsFromMetadata({ DateTimeOriginal: new Date(2090, 0, 1) }, 'a.jpg', NOW);
    expect(future).toMatchObject({ dateTaken: null, decadeTaken: null });
    expect(future.notes[0]).toContain('2090, is in the future');
    // Next month of this year is in the future too; this month is not.
    expect(factsFromMetadata({ DateTimeOriginal: new Date(2026, 11, 1) }, 'a.jpg', NOW).dateTaken).toBeNull();
    expect(factsFromMetadata({ DateTimeOriginal: new Date(2026, 10, 2) }, 'a.jpg', NOW).dateTaken).toBe(
      '2026-11-02',
    );
    const questioned = factsFromMetadata({ DateTimeOriginal: new Date(1850, 2, 1) }, 'a.jpg', NOW);
    expect(questioned).toMatchObject({ dateTaken: '1850-03-01', decadeTaken: '1850s' });
    expect(questioned.notes[0]).toContain('1850: check that it is when the photograph was taken');
    expect(factsFromMetadata({ DateTimeOriginal: '0000:00:00 00:00:00' }, 'a.jpg', NOW).dateTaken).toBeNull();
  });

  it('finds the country offline in the catalogue’s words, none at sea', () => {
    expect(countryAt(40.7128, -74.006)).toBe('United States');
    expect(countryAt(51.5072, -0.1276)).toBe('United Kingdom');
    expect(countryAt(37.5665, 126.978)).toBe('South Korea');
    expect(countryAt(30, -40)).toBeNull();
    expect(countryAt(91, 0)).toBeNull();
    const atSea = factsFromMetadata({ latitude: 30, longitude: -40 }, 'a.jpg', NOW);
    expect(atSea).toMatchObject({ hadGps: true, locationCountry: null });
    expect(atSea.notes).toEqual([
      'The GPS position in the file is in no country (at sea?): enter the place yourself.',
    ]);
  });

  it('quotes the print size of the full picture as the seed does', () => {
    expect(printSize(4243, 2828)).toBe('14.1 × 9.4 in at 300 dpi');
  });
});
