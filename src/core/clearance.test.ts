import { describe, expect, it } from 'vitest';
import {
  CLEARANCE_MESSAGES,
  type ClearanceFacts,
  clearanceFileSchema,
  clearanceLines,
  clearanceProblems,
  clearanceStatus,
  clearanceSummary,
  emptyClearanceFacts,
  isClearedForSale,
  releaseFileType,
  releaseMetadataSchema,
} from './clearance';

const file = (overrides: Partial<ClearanceFacts> = {}): ClearanceFacts => ({
  ...emptyClearanceFacts(),
  rights_holder: 'Family archive',
  rights_basis: 'estate',
  recognisable_people: true,
  people_count: 2,
  recognisable_property: false,
  exclusions: ['political_religious'],
  ...overrides,
});
const person = { kind: 'person' as const };
const property = { kind: 'property' as const };

describe('clearanceSummary', () => {
  it('reads as the line a buyer reads', () => {
    expect(clearanceSummary(file(), [person, person])).toBe(
      'Rights: Family archive, released by the estate; 2 people, both released; exclusions: no political or religious advertising.',
    );
  });

  it('says how many of the people and properties are released, and the free-text exclusions', () => {
    const summary = clearanceSummary(
      file({
        people_count: 3,
        recognisable_property: true,
        property_count: 1,
        exclusions: ['adult', 'tobacco_alcohol_gambling'],
        exclusion_notes: 'No use in insurance advertising',
      }),
      [person, property],
    );
    expect(summary).toBe(
      'Rights: Family archive, released by the estate; 3 people, 1 released; 1 property, released; exclusions: no sexual or adult content; no tobacco, alcohol or gambling advertising; No use in insurance advertising.',
    );
  });

  it('names nobody when nobody is recognisable, and no exclusions when there are none', () => {
    expect(
      clearanceSummary(
        file({ recognisable_people: false, people_count: 0, exclusions: [], rights_basis: 'own_archive' }),
        [],
      ),
    ).toBe('Rights: Family archive, own archive; no recognisable people; no usage exclusions.');
    expect(clearanceSummary(file({ people_count: 1 }), [])).toContain('1 person, not released');
  });

  it('prints one line each on the certificate', () => {
    expect(clearanceLines(file(), [person])).toEqual([
      'Rights: Family archive, released by the estate',
      'People: 2 people, 1 released',
      'Property: no recognisable property',
      'Exclusions: no political or religious advertising',
    ]);
  });
});

describe('clearanceStatus and isClearedForSale', () => {
  it('says how many releases are still needed', () => {
    const status = clearanceStatus(file(), [person]);
    expect(status.line).toBe(
      '2 people recognisable, 1 release attached: 1 more needed; no recognisable property.',
    );
    expect(status.missing).toEqual({ people: 1, property: 0 });
    expect(status.problems).toEqual(['Attach 1 more person release.']);
    const properties = clearanceStatus(file({ recognisable_property: true, property_count: 2 }), [
      person,
      person,
    ]);
    expect(properties.line).toBe(
      '2 people recognisable, 2 releases attached: complete; 2 properties recognisable, 0 property releases attached: 2 more needed.',
    );
  });

  it('asks for the rights holder, the basis and both yes/no answers of an empty file', () => {
    expect(clearanceProblems(emptyClearanceFacts(), [])).toEqual([
      'Name the rights holder.',
      'Say how the rights were obtained.',
      'Say whether people are recognisable.',
      'Say whether property is recognisable.',
    ]);
  });

  it('sells only a cleared file whose people and property all have releases', () => {
    expect(isClearedForSale(null, [])).toBe(false);
    expect(isClearedForSale(file(), [person, person])).toBe(false);
    expect(isClearedForSale(file({ decision: 'cleared' }), [person])).toBe(false);
    expect(isClearedForSale(file({ decision: 'cleared' }), [person, person])).toBe(true);
    expect(
      isClearedForSale(file({ decision: 'cleared', recognisable_property: true, property_count: 1 }), [
        person,
        person,
      ]),
    ).toBe(false);
    // A release of the other kind does not count for people.
    expect(isClearedForSale(file({ decision: 'cleared' }), [person, property])).toBe(false);
    expect(isClearedForSale(file({ decision: 'not_cleared' }), [person, person])).toBe(false);
  });
});

describe('schemas', () => {
  it('checks the clearance file', () => {
    expect(
      clearanceFileSchema.safeParse({ version: 1, rights_basis: 'gift' }).error?.issues[0]?.message,
    ).toBe(CLEARANCE_MESSAGES.basis);
    expect(
      clearanceFileSchema.safeParse({ version: 1, recognisable_people: true }).error?.issues[0]?.message,
    ).toBe(CLEARANCE_MESSAGES.peopleCount);
    expect(clearanceFileSchema.safeParse({ version: 1, people_count: -1 }).error?.issues[0]?.message).toBe(
      CLEARANCE_MESSAGES.count,
    );
    expect(clearanceFileSchema.parse({ version: 1, rights_holder: '  ', source: ' Albums ' })).toMatchObject({
      rights_holder: null,
      source: 'Albums',
    });
  });

  it('checks a release’s metadata: a signer, a role, a real date not in the future', () => {
    const schema = releaseMetadataSchema(() => new Date('2026-06-01T12:00:00Z'));
    const ok = {
      kind: 'person',
      signer: ' Ann ',
      signer_role: 'the person shown',
      signed_on: '2026-06-01',
      covers: 'Ann',
    };
    expect(schema.parse(ok).signer).toBe('Ann');
    const message = (values: Record<string, unknown>) =>
      schema.safeParse({ ...ok, ...values }).error?.issues[0]?.message;
    expect(message({ signed_on: '2026-07-01' })).toBe(CLEARANCE_MESSAGES.signedOnFuture);
    expect(message({ signed_on: '2023-02-29' })).toBe(CLEARANCE_MESSAGES.signedOnInvalid);
    expect(message({ signed_on: undefined })).toBe(CLEARANCE_MESSAGES.signedOnRequired);
    expect(message({ signer: '' })).toBe(CLEARANCE_MESSAGES.signerRequired);
    expect(message({ kind: 'pet' })).toBe(CLEARANCE_MESSAGES.kind);
  });

  it('knows a release file by its first bytes, not its name', () => {
    expect(releaseFileType(new TextEncoder().encode('%PDF-1.7'))?.ext).toBe('pdf');
    expect(releaseFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(releaseFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe(
      'png',
    );
    expect(releaseFileType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(releaseFileType(new TextEncoder().encode('%PDF'))).toBeNull();
  });
});
