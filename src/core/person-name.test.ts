import { describe, expect, it } from 'vitest';
import { checkName, FIRST_NAME, FULL_NAME, LAST_NAME, NAME_MAX_LENGTH, nameSchema } from './person-name';

describe('checkName', () => {
  it('accepts the names people have', () => {
    for (const name of [
      "O'Brien",
      'Zoë',
      'José María',
      'Nguyễn',
      '李',
      'Anne-Marie',
      'Dana 🎬',
      'x'.repeat(100),
    ])
      expect(checkName(name, FIRST_NAME), name).toBeNull();
    // An emoji is one character, not two UTF-16 units.
    expect(checkName('🎬'.repeat(NAME_MAX_LENGTH), FIRST_NAME)).toBeNull();
  });

  it('needs a first name but not a last name', () => {
    expect(checkName('   ', FIRST_NAME)).toBe('First name is required');
    expect(checkName('', LAST_NAME)).toBeNull();
  });

  it('refuses more than 100 characters in the spec wording', () => {
    expect(checkName('x'.repeat(101), FIRST_NAME)).toBe('First name must be less than 100 characters');
    expect(checkName('x'.repeat(1_000_000), LAST_NAME)).toBe('Last name must be less than 100 characters');
    expect(checkName('🎬'.repeat(101), FIRST_NAME)).toBe('First name must be less than 100 characters');
    // Surrounding spaces are trimmed before counting.
    expect(checkName(` ${'x'.repeat(100)} `, FIRST_NAME)).toBeNull();
  });

  it('gives the display name room for both parts', () => {
    expect(checkName(`${'x'.repeat(100)} ${'y'.repeat(100)}`, FULL_NAME)).toBeNull();
    expect(checkName('x'.repeat(202), FULL_NAME)).toBe('Name must be less than 201 characters');
  });

  it('refuses control characters, NUL, markup and display tricks', () => {
    for (const name of [
      'Da\u0000na',
      'Dana\nReyes',
      'Dana\tReyes',
      '\u001b[31mDana',
      '<script>',
      'Dana>',
      'Dana\u2028Reyes',
      'Dana\u202eseyeR',
      'Dana\ud800',
    ])
      expect(checkName(name, FIRST_NAME), JSON.stringify(name)).toBe(
        'First name contains invalid characters',
      );
  });
});

describe('nameSchema', () => {
  it('trims and refuses with the same messages', () => {
    expect(nameSchema(FIRST_NAME).parse('  Dana ')).toBe('Dana');
    const result = nameSchema(FIRST_NAME).safeParse('x'.repeat(101));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name must be less than 100 characters');
    expect(nameSchema(LAST_NAME).safeParse(42).success).toBe(false);
    expect(nameSchema(FIRST_NAME).safeParse(undefined).error?.issues[0]?.message).toBe(
      'First name is required',
    );
  });
});
