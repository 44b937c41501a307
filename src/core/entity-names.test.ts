import { describe, expect, it } from 'vitest';
import { companyNameProblem, descriptionProblem, entityNameProblem, normalizeName } from './entity-names';

describe('company names (spec §5)', () => {
  it.each([
    ['', 'Company name is required'],
    ['   ', 'Company name is required'],
    ['A', 'Company name must be at least 2 characters long'],
    ['x'.repeat(101), 'Company name must be less than 100 characters'],
    ['Acme <Films>', 'Company name contains invalid characters'],
    ['Acme\u0000', 'Company name contains invalid characters'],
  ])('refuses %j with "%s"', (name, message) => {
    expect(companyNameProblem(name)).toBe(message);
  });

  it("takes 100 characters, quotes and ampersands: companies are called O'Hara & Sons", () => {
    expect(companyNameProblem('x'.repeat(100))).toBeNull();
    expect(companyNameProblem(`O'Hara & Sons "Pictures"`)).toBeNull();
  });

  it('trims and collapses runs of whitespace', () => {
    expect(normalizeName('  Acme \t  Films  ')).toBe('Acme Films');
  });
});

describe('entity names (spec §5)', () => {
  it.each([
    ['', 'Name is required'],
    ['K', 'Name must be at least 2 characters long'],
    ['y'.repeat(101), 'Name must be less than 100 characters'],
    ['<b>Kitchens</b>', 'Name contains invalid characters'],
    ['Dad"s kitchen', 'Name contains invalid characters'],
    ["Dad's kitchen", 'Name contains invalid characters'],
    ['Kitchen `set`', 'Name contains invalid characters'],
  ])('refuses %j with "%s"', (name, message) => {
    expect(entityNameProblem(name)).toBe(message);
  });

  it('takes an ordinary name', () => {
    expect(entityNameProblem('Act 2 — kitchen set')).toBeNull();
  });
});

describe('descriptions', () => {
  it('take line breaks but not markup or over-long text', () => {
    expect(descriptionProblem('For the director:\nkitchens of 1972')).toBeNull();
    expect(descriptionProblem('<script>')).toBe('Description contains invalid characters');
    expect(descriptionProblem('z'.repeat(1001))).toBe('Description must be less than 1000 characters');
  });
});
