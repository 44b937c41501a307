import { feature, iso1A2Code } from '@rapideditor/country-coder';

/**
 * What an uploaded file's own metadata (EXIF, IPTC, XMP as exifr reads them) says about the
 * photo, mapped to the catalogue's fields. Nothing here fails a file: an implausible date is
 * left out with a note for the person who sent it.
 *
 * Places: the country comes from the GPS position, offline (country-coder's borders). State and
 * city are left empty for the describer to fill: an offline gazetteer of cities would be tens of
 * megabytes and guess wrong near borders, and the describe page asks for them anyway.
 */
export interface FileFacts {
  title: string;
  description: string | null;
  tags: string[];
  /** YYYY-MM-DD. */
  dateTaken: string | null;
  /** e.g. "1970s". */
  decadeTaken: string | null;
  locationCountry: string | null;
  /** Whether the file carried a GPS position (never copied to what visitors can fetch). */
  hadGps: boolean;
  /** Things left out, in words for the uploader ("The date taken, 1850, is before photography…"). */
  notes: string[];
}

/** The first photograph that survives is from 1826 (Niépce): any earlier year is a wrong clock. */
export const FIRST_PHOTO_YEAR = 1826;

/** Dates before this are kept but questioned: few photographs that old reach an archive's scanner. */
export const EARLY_PHOTO_YEAR = 1870;

/** Country names as the catalogue writes them, where the borders' English name differs. */
const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  IE: 'Ireland',
  KR: 'South Korea',
  KP: 'North Korea',
  RU: 'Russia',
  CZ: 'Czechia',
  VN: 'Vietnam',
  LA: 'Laos',
  SY: 'Syria',
  IR: 'Iran',
  TZ: 'Tanzania',
  BO: 'Bolivia',
  VE: 'Venezuela',
  MD: 'Moldova',
};

/** The country at a GPS position, in the catalogue's words; null at sea or for a bad position. */
export function countryAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const code = iso1A2Code([longitude, latitude]);
  if (!code) return null;
  return COUNTRY_NAMES[code] ?? feature(code)?.properties.nameEn ?? null;
}

/** "IMG_2041 grandma's-kitchen.final.JPG" → "IMG 2041 grandma's kitchen final". */
export function humaniseFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = base
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return 'Untitled photo';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  // XMP language alternatives arrive as { lang, value } or a list of them.
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object' && 'value' in value)
    return text((value as { value: unknown }).value);
  return null;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(list);
  const single = text(value);
  if (!single) return [];
  // Some cameras and tools write keywords as one comma- or semicolon-separated string.
  return single
    .split(/[;,]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

function first(meta: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const found = text(meta[name]);
    if (found) return found;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateParts(value: unknown): { year: number; month: number; day: number } | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    // exifr reads "YYYY:MM:DD hh:mm:ss" as local time: the local parts are the ones written.
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const written = typeof value === 'string' ? /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(value) : null;
  if (!written) return null;
  const [, year = '', month = '', day = ''] = written;
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > 31) return null;
  return parts;
}

/** Maps exifr's output for a file called `fileName` to the photo's fields. */
export function factsFromMetadata(
  meta: Record<string, unknown> | null | undefined,
  fileName: string,
  now: Date = new Date(),
): FileFacts {
  const m = meta ?? {};
  const notes: string[] = [];
  const title = first(m, ['title', 'ObjectName', 'Headline']) ?? humaniseFileName(fileName);
  const description = first(m, ['description', 'Caption', 'Caption-Abstract', 'ImageDescription']);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of [...list(m.Keywords), ...list(m.subject)]) {
    const word = tag.toLowerCase().slice(0, 60);
    if (seen.has(word)) continue;
    seen.add(word);
    tags.push(word);
  }

  let dateTaken: string | null = null;
  let decadeTaken: string | null = null;
  const taken = dateParts(m.DateTimeOriginal ?? m.CreateDate ?? m.DateCreated);
  if (taken) {
    if (taken.year < FIRST_PHOTO_YEAR) {
      notes.push(
        `The date taken in the file, ${taken.year}, is before the first photograph (${FIRST_PHOTO_YEAR}), so it was left out: enter the date or decade yourself.`,
      );
    } else if (
      taken.year > now.getFullYear() ||
      (taken.year === now.getFullYear() && taken.month > now.getMonth() + 1)
    ) {
      notes.push(
        `The date taken in the file, ${taken.year}, is in the future, so it was left out: enter the date or decade yourself.`,
      );
    } else {
      if (taken.year < EARLY_PHOTO_YEAR) {
        // Possible (a daguerreotype's scan) but rare, and often a camera's or scanner's wrong setting.
        notes.push(
          `The date taken in the file is ${taken.year}: check that it is when the photograph was taken, not a wrong setting of the camera or scanner.`,
        );
      }
      dateTaken = `${taken.year}-${pad(taken.month)}-${pad(taken.day)}`;
      decadeTaken = `${Math.floor(taken.year / 10) * 10}s`;
    }
  }

  const latitude = typeof m.latitude === 'number' ? m.latitude : Number.NaN;
  const longitude = typeof m.longitude === 'number' ? m.longitude : Number.NaN;
  const hadGps = Number.isFinite(latitude) && Number.isFinite(longitude);
  const locationCountry = hadGps ? countryAt(latitude, longitude) : null;
  if (hadGps && !locationCountry)
    notes.push('The GPS position in the file is in no country (at sea?): enter the place yourself.');

  return {
    title: title.slice(0, 200),
    description,
    tags: tags.slice(0, 50),
    dateTaken,
    decadeTaken,
    locationCountry,
    hadGps,
    notes,
  };
}
