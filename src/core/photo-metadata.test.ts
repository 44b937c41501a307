import { describe, expect, it } from 'vitest';
import * as vocabulary from '../server/demo/vocabulary';
import {
  bulkEditSchema,
  dateDecadeProblem,
  decadeOf,
  duplicateTag,
  editTags,
  importSchema,
  METADATA_MESSAGES,
  metadataChangesSchema,
  missingToSubmit,
  PEOPLE_COMPOSITIONS,
  photoPatchSchema,
  tagCountLabel,
  tagsSchema,
} from './photo-metadata';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('photo metadata rules', () => {
  it('uses the catalogue’s own values (the demo seed’s)', () => {
    for (const count of [0, 1, 2, 3, 6, 10, 20])
      expect(PEOPLE_COMPOSITIONS).toContain(vocabulary.peopleComposition(count));
  });

  it('checks the title’s length and refuses control and bidi characters', () => {
    expect(firstMessage(metadataChangesSchema.safeParse({ title: ' ab ' }))).toBe(
      METADATA_MESSAGES.titleShort,
    );
    expect(firstMessage(metadataChangesSchema.safeParse({ title: 'a'.repeat(201) }))).toBe(
      METADATA_MESSAGES.titleLong,
    );
    expect(firstMessage(metadataChangesSchema.safeParse({ title: 'Kitchen\u202Eevil' }))).toBe(
      METADATA_MESSAGES.invisible,
    );
    expect(firstMessage(metadataChangesSchema.safeParse({ title: 'Kitchen\u0007' }))).toBe(
      METADATA_MESSAGES.invisible,
    );
    expect(metadataChangesSchema.parse({ title: '  Breakfast  ' })).toEqual({ title: 'Breakfast' });
    expect(metadataChangesSchema.parse({ description: 'One.\nTwo.' })).toEqual({ description: 'One.\nTwo.' });
    expect(metadataChangesSchema.parse({ description: '  ' })).toEqual({ description: null });
    expect(firstMessage(metadataChangesSchema.safeParse({ description: 'x'.repeat(2001) }))).toBe(
      METADATA_MESSAGES.descriptionLong,
    );
  });

  it('keeps keywords in order, each 2–50 characters, once whatever the case, at most 50', () => {
    expect(tagsSchema.parse([' sofa ', 'Formica  table'])).toEqual(['sofa', 'Formica table']);
    expect(firstMessage(tagsSchema.safeParse(['sofa', 'SOFA']))).toBe(METADATA_MESSAGES.tagDuplicate('SOFA'));
    expect(firstMessage(tagsSchema.safeParse(['x']))).toBe(METADATA_MESSAGES.tagLength);
    expect(firstMessage(tagsSchema.safeParse(Array.from({ length: 51 }, (_, i) => `tag${i}`)))).toBe(
      METADATA_MESSAGES.tooManyTags,
    );
    expect(duplicateTag(['a', 'b'])).toBeNull();
    expect(tagCountLabel(7)).toBe('7 keywords (5–50; the first 10 weigh most)');
  });

  it('needs 5 keywords and a title to submit, not to save a draft', () => {
    expect(metadataChangesSchema.safeParse({ tags: ['one'] }).success).toBe(true);
    expect(metadataChangesSchema.safeParse({ tags: ['one', 'two'] }).success).toBe(true);
    expect(missingToSubmit({ title: 'Kitchen', tags: ['one', 'two'] })).toEqual([
      METADATA_MESSAGES.tooFewTags(2),
    ]);
    expect(missingToSubmit({ title: 'Kitchen', tags: ['a1', 'b2', 'c3', 'd4', 'e5'] })).toEqual([]);
  });

  it('takes dates from 1826 to today and decades that contain them', () => {
    expect(metadataChangesSchema.safeParse({ date_taken: '1826-01-01' }).success).toBe(true);
    expect(metadataChangesSchema.safeParse({ date_taken: '1825-12-31' }).success).toBe(false);
    expect(metadataChangesSchema.safeParse({ date_taken: '2999-01-01' }).success).toBe(false);
    expect(firstMessage(metadataChangesSchema.safeParse({ date_taken: '1974-13-01' }))).toBe(
      METADATA_MESSAGES.dateFormat,
    );
    expect(firstMessage(metadataChangesSchema.safeParse({ decade_taken: '1975s' }))).toBe(
      METADATA_MESSAGES.decadeFormat,
    );
    expect(metadataChangesSchema.safeParse({ decade_taken: '1810s' }).success).toBe(false);
    expect(decadeOf('1974-07-04')).toBe('1970s');
    expect(dateDecadeProblem('1974-07-04', '1970s')).toBeNull();
    expect(dateDecadeProblem('1974-07-04', '1980s')).toBe(
      METADATA_MESSAGES.decadeMismatch('1974-07-04', '1980s'),
    );
    expect(metadataChangesSchema.safeParse({ date_taken: '1974-07-04', decade_taken: '1980s' }).success).toBe(
      false,
    );
  });

  it('checks people, known values, events and the price', () => {
    expect(metadataChangesSchema.safeParse({ people_count: 100 }).success).toBe(true);
    expect(firstMessage(metadataChangesSchema.safeParse({ people_count: 1.5 }))).toBe(
      METADATA_MESSAGES.peopleCount,
    );
    expect(metadataChangesSchema.safeParse({ image_style: 'Candid', color_and_mood: null }).success).toBe(
      true,
    );
    expect(metadataChangesSchema.safeParse({ image_style: 'candid' }).success).toBe(false);
    expect(metadataChangesSchema.parse({ age_groups: ['Teen', 'Teen'] })).toEqual({ age_groups: ['Teen'] });
    expect(metadataChangesSchema.safeParse({ ethnicities: ['Martian'] }).success).toBe(false);
    expect(firstMessage(metadataChangesSchema.safeParse({ event_ids: ['not-a-uuid'] }))).toBe(
      METADATA_MESSAGES.event,
    );
    expect(firstMessage(metadataChangesSchema.safeParse({ price_cents: 499 }))).toBe(METADATA_MESSAGES.price);
    expect(metadataChangesSchema.safeParse({ price_cents: 500_000 }).success).toBe(true);
    expect(firstMessage(metadataChangesSchema.safeParse({ colour: 'red' }))).toBe(
      METADATA_MESSAGES.unknownField('colour'),
    );
  });

  it('needs a version to patch, and something to change in bulk', () => {
    expect(firstMessage(photoPatchSchema.safeParse({ title: 'Kitchen' }))).toBe(METADATA_MESSAGES.version);
    expect(photoPatchSchema.parse({ version: 3, title: 'Kitchen' })).toEqual({
      version: 3,
      title: 'Kitchen',
    });
    expect(bulkEditSchema.safeParse({ photoids: [1] }).success).toBe(false);
    expect(bulkEditSchema.safeParse({ photoids: [], add_tags: ['sofa'] }).success).toBe(false);
    expect(
      bulkEditSchema.safeParse({ photoids: Array.from({ length: 501 }, (_, i) => i + 1), add_tags: ['sofa'] })
        .success,
    ).toBe(false);
    expect(importSchema.safeParse({ csv: 'file_name\n' }).success).toBe(false);
    expect(importSchema.safeParse({ photoids: [1], csv: 'file_name\n' }).success).toBe(true);
  });

  it('adds keywords not there yet and removes others, ignoring case', () => {
    expect(editTags(['Sofa', 'lamp'], ['SOFA', 'rug', 'Rug'], ['LAMP'])).toEqual(['Sofa', 'rug']);
  });
});
