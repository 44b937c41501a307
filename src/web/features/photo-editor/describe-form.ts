import {
  dateDecadeProblem,
  METADATA_MESSAGES,
  type MetadataChanges,
  type MetadataField,
  metadataFields,
  type StudioPhotoDetails,
} from '../../../core/photo-metadata';
import { z } from '../../../core/zod';

/** The editor's fields as the inputs hold them: text for text inputs, lists for the rest. */
export interface DescribeFormValues {
  title: string;
  description: string;
  tags: string[];
  date_taken: string;
  decade_taken: string;
  location_country: string;
  location_state_province: string;
  location_city: string;
  people_count: string;
  people_composition: string;
  age_groups: string[];
  ethnicities: string[];
  image_style: string;
  color_and_mood: string;
  event_ids: string[];
  /** Dollars, as typed ("45" or "45.00"). */
  price: string;
}

/** Fields in the order they appear, so an error focuses the first on screen. */
export const FORM_FIELDS = [
  'title',
  'description',
  'tags',
  'date_taken',
  'decade_taken',
  'location_country',
  'location_state_province',
  'location_city',
  'people_count',
  'people_composition',
  'age_groups',
  'ethnicities',
  'image_style',
  'color_and_mood',
  'event_ids',
  'price',
] as const satisfies readonly (keyof DescribeFormValues)[];

/** The form field of an API field (only the price differs). */
export function formFieldOf(field: string): keyof DescribeFormValues | null {
  if (field === 'price_cents') return 'price';
  return (FORM_FIELDS as readonly string[]).includes(field) ? (field as keyof DescribeFormValues) : null;
}

/** "45", "45.5" or "$45.00" → 4500 cents; NaN when it is not an amount. */
export function centsOf(price: string): number {
  const text = price.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

export function dollarsOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function formValuesOf(photo: StudioPhotoDetails): DescribeFormValues {
  return {
    title: photo.title,
    description: photo.description ?? '',
    tags: photo.tags,
    date_taken: photo.date_taken ?? '',
    decade_taken: photo.decade_taken ?? '',
    location_country: photo.location_country ?? '',
    location_state_province: photo.location_state_province ?? '',
    location_city: photo.location_city ?? '',
    people_count: String(photo.people_count),
    people_composition: photo.people_composition ?? '',
    age_groups: photo.age_groups,
    ethnicities: photo.ethnicities,
    image_style: photo.image_style ?? '',
    color_and_mood: photo.color_and_mood ?? '',
    event_ids: photo.event_ids,
    price: dollarsOf(photo.price_cents),
  };
}

const empty = (text: string) => (text.trim() === '' ? null : text);

/** Each API field's value as the form holds it, before the rules are checked. */
export function apiValuesOf(values: DescribeFormValues): Record<MetadataField, unknown> {
  return {
    title: values.title,
    description: empty(values.description),
    tags: values.tags,
    date_taken: empty(values.date_taken),
    decade_taken: empty(values.decade_taken),
    location_country: empty(values.location_country),
    location_state_province: empty(values.location_state_province),
    location_city: empty(values.location_city),
    people_count: /^\s*\d+\s*$/.test(values.people_count) ? Number(values.people_count) : Number.NaN,
    people_composition: empty(values.people_composition),
    age_groups: values.age_groups,
    ethnicities: values.ethnicities,
    image_style: empty(values.image_style),
    color_and_mood: empty(values.color_and_mood),
    event_ids: values.event_ids,
    price_cents: centsOf(values.price),
  };
}

/** The core rules, field by field, with each message under its field. */
export const describeFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    date_taken: z.string(),
    decade_taken: z.string(),
    location_country: z.string(),
    location_state_province: z.string(),
    location_city: z.string(),
    people_count: z.string(),
    people_composition: z.string(),
    age_groups: z.array(z.string()),
    ethnicities: z.array(z.string()),
    image_style: z.string(),
    color_and_mood: z.string(),
    event_ids: z.array(z.string()),
    price: z.string(),
  })
  .superRefine((values, ctx) => {
    const api = apiValuesOf(values);
    for (const [field, value] of Object.entries(api) as [MetadataField, unknown][]) {
      const checked = metadataFields[field].safeParse(value);
      if (!checked.success)
        ctx.addIssue({
          code: 'custom',
          path: [formFieldOf(field) ?? field],
          message: checked.error.issues[0]?.message ?? METADATA_MESSAGES.invisible,
        });
    }
    const problem = dateDecadeProblem(api.date_taken as string | null, api.decade_taken as string | null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['decade_taken'], message: problem });
  });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed since the photo was loaded, in the API's shape. */
export function changesOf(values: DescribeFormValues, loaded: DescribeFormValues): MetadataChanges {
  const now = apiValuesOf(values);
  const before = apiValuesOf(loaded);
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(now) as MetadataField[]) {
    if (same(now[field], before[field])) continue;
    const checked = metadataFields[field].safeParse(now[field]);
    if (checked.success) changes[field] = checked.data;
  }
  return changes as MetadataChanges;
}
