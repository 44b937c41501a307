import { isCalendarDate } from './calendar-date';
import { isDisplayText } from './plain-text';
import { z } from './zod';

/**
 * The clearance file of a photo (issue 26 item 4): who holds the rights and how they came to,
 * where the photo came from, who and what is recognisable and which releases cover them, what
 * uses are excluded, and the admin's decision. Shared by the server (which enforces it), the
 * studio's form, the photo page and the licence certificate (which print its summary).
 */

/** How the rights holder came to hold the rights (photo_clearances.rights_basis). */
export const RIGHTS_BASES = ['own_archive', 'donation', 'purchase', 'estate'] as const;
export type RightsBasis = (typeof RIGHTS_BASES)[number];

/** The words of each basis in the form. */
export const RIGHTS_BASIS_LABELS: Record<RightsBasis, string> = {
  own_archive: 'Own archive',
  donation: 'Donation',
  purchase: 'Purchase',
  estate: 'Estate',
};

/** The words of each basis in the summary a buyer reads ("Rights: the Hartley family, own archive"). */
const RIGHTS_BASIS_PHRASES: Record<RightsBasis, string> = {
  own_archive: 'own archive',
  donation: 'by donation',
  purchase: 'by purchase',
  estate: 'released by the estate',
};

/** The standard usage exclusions, as codes stored in photo_clearances.exclusions. */
export const USAGE_EXCLUSIONS = {
  political_religious: 'No political or religious advertising',
  criminal_defamatory: 'No depiction as criminal or in a defamatory way',
  sensitive_health: 'No sensitive health or medical subjects',
  adult: 'No sexual or adult content',
  tobacco_alcohol_gambling: 'No tobacco, alcohol or gambling advertising',
} as const;
export type UsageExclusion = keyof typeof USAGE_EXCLUSIONS;
export const USAGE_EXCLUSION_CODES = Object.keys(USAGE_EXCLUSIONS) as UsageExclusion[];

export function isUsageExclusion(value: string): value is UsageExclusion {
  return Object.hasOwn(USAGE_EXCLUSIONS, value);
}

export const CLEARANCE_DECISIONS = ['pending', 'cleared', 'not_cleared'] as const;
export type ClearanceDecision = (typeof CLEARANCE_DECISIONS)[number];
export const CLEARANCE_DECISION_LABELS: Record<ClearanceDecision, string> = {
  pending: 'Not decided yet',
  cleared: 'Cleared',
  not_cleared: 'Not cleared',
};

export const RELEASE_KINDS = ['person', 'property'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];
export const RELEASE_KIND_LABELS: Record<ReleaseKind, string> = {
  person: 'Person (model release)',
  property: 'Property release',
};

/** Files a release may be: a scan or a PDF, at most 20 MB, checked by their first bytes. */
export const RELEASE_MAX_BYTES = 20 * 1024 * 1024;
export const RELEASE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PEOPLE_MAX = 1000;

export const CLEARANCE_MESSAGES = {
  notFound: 'Release not found',
  rightsHolderTooLong: 'Rights holder must be 200 characters or fewer',
  sourceTooLong: 'Source must be 500 characters or fewer',
  notesTooLong: 'Notes must be 2000 characters or fewer',
  invalidText: 'Remove control characters from the text',
  basis: 'Choose how the rights were obtained: own archive, donation, purchase or estate',
  peopleCount: 'Say how many recognisable people there are (1 or more)',
  propertyCount: 'Say how many recognisable properties there are (1 or more)',
  count: `A count must be a whole number from 0 to ${PEOPLE_MAX}`,
  exclusion: 'Unknown usage exclusion',
  decision: 'Decision must be pending, cleared or not cleared',
  versionRequired: 'version is required',
  decisionAdminOnly: 'Only an admin can decide whether a photo is cleared.',
  signerRequired: 'Signer is required (the name on the release)',
  signerTooLong: 'Signer must be 200 characters or fewer',
  roleRequired: 'Role is required (e.g. "the person shown", "executor of the estate")',
  roleTooLong: 'Role must be 200 characters or fewer',
  coversRequired: 'Say which person or property the release covers',
  coversTooLong: 'Covers must be 500 characters or fewer',
  signedOnRequired: 'Signed date is required (YYYY-MM-DD)',
  signedOnInvalid: 'Signed date must be a real date written YYYY-MM-DD',
  signedOnFuture: 'Signed date cannot be in the future',
  kind: 'Kind must be person or property',
  fileRequired: 'Choose the release file: a PDF, JPEG or PNG',
  fileType:
    'A release must be a PDF, JPEG or PNG file; this file is none of them (its content was checked, not its name).',
  fileTooLarge: 'A release file can be at most 20 MB. Scan it at a lower resolution or send a PDF.',
  otherCreator:
    'This release belongs to another creator: attach a release from the photo creator’s own library.',
} as const;

/** What the summary and the decision read of a clearance file (wire names, as the API sends it). */
export interface ClearanceFacts {
  rights_holder: string | null;
  rights_basis: RightsBasis | null;
  recognisable_people: boolean | null;
  people_count: number;
  recognisable_property: boolean | null;
  property_count: number;
  exclusions: readonly string[];
  exclusion_notes: string | null;
  decision: ClearanceDecision;
}

/** A clearance file as the studio reads and edits it. */
export interface ClearanceFile extends ClearanceFacts {
  source: string | null;
  provenance_notes: string | null;
  decision_note: string | null;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: string | null;
  version: number;
  updated_at: string | null;
}

/** A release of a creator's library. */
export interface Release {
  id: string;
  creator_id: string;
  kind: ReleaseKind;
  signer: string;
  signer_role: string;
  signed_on: string;
  covers: string;
  file_name: string;
  content_type: string;
  file_size: number;
  created_at: string;
}

/** `GET /api/studio/photos/:photoid/clearance`. */
export interface ClearanceAnswer {
  photoid: number;
  creator_id: string;
  photo_status: string;
  file: ClearanceFile;
  releases: Release[];
  summary: string;
  status: ClearanceStatus;
  /** True when the signed-in person may change the file now. */
  editable: boolean;
  /** True when the signed-in person may set the decision. */
  can_decide: boolean;
}

/** An empty file: what a photo without a clearance row reads as. */
export function emptyClearanceFacts(): ClearanceFacts {
  return {
    rights_holder: null,
    rights_basis: null,
    recognisable_people: null,
    people_count: 0,
    recognisable_property: null,
    property_count: 0,
    exclusions: [],
    exclusion_notes: null,
    decision: 'pending',
  };
}

type ReleaseLike = Pick<Release, 'kind'>;

function countKinds(releases: readonly ReleaseLike[]) {
  let person = 0;
  let property = 0;
  for (const release of releases) {
    if (release.kind === 'person') person += 1;
    else if (release.kind === 'property') property += 1;
  }
  return { person, property };
}

/** People or properties that need a release: none when the file says nothing is recognisable. */
function needed(file: ClearanceFacts) {
  return {
    people: file.recognisable_people ? file.people_count : 0,
    property: file.recognisable_property ? file.property_count : 0,
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 people, both released", "3 people, 1 released", "1 person, released". */
function releasedPhrase(count: number, released: number, one: string, many: string): string {
  const head = plural(count, one, many);
  if (released >= count)
    return `${head}, ${count === 1 ? 'released' : count === 2 ? 'both released' : 'all released'}`;
  if (released === 0) return `${head}, ${count === 1 ? 'not released' : 'none released'}`;
  return `${head}, ${released} released`;
}

/** The exclusions in words: the standard ones' labels in lower case, then the free text. */
export function exclusionWords(file: Pick<ClearanceFacts, 'exclusions' | 'exclusion_notes'>): string[] {
  const words = file.exclusions
    .filter(isUsageExclusion)
    .map((code) => USAGE_EXCLUSIONS[code].replace(/^No /, 'no '));
  const notes = file.exclusion_notes?.trim();
  if (notes) words.push(notes);
  return words;
}

/**
 * The summary's lines, as the licence certificate prints them: rights, people, property,
 * exclusions ("Rights: the Hartley family, own archive").
 */
export function clearanceLines(file: ClearanceFacts, releases: readonly ReleaseLike[]): string[] {
  const kinds = countKinds(releases);
  const need = needed(file);
  const holder = file.rights_holder?.trim();
  const basis = file.rights_basis ? RIGHTS_BASIS_PHRASES[file.rights_basis] : null;
  const rights = [holder, basis].filter(Boolean).join(', ') || 'not stated';
  const people =
    need.people > 0
      ? releasedPhrase(need.people, kinds.person, 'person', 'people')
      : 'no recognisable people';
  const property =
    need.property > 0
      ? releasedPhrase(need.property, kinds.property, 'property', 'properties')
      : 'no recognisable property';
  const exclusions = exclusionWords(file);
  return [
    `Rights: ${rights}`,
    `People: ${people}`,
    `Property: ${property}`,
    `Exclusions: ${exclusions.length > 0 ? exclusions.join('; ') : 'none'}`,
  ];
}

/**
 * The plain line a buyer reads on the photo page, e.g. "Rights: family archive, released by the
 * estate; 2 people, both released; exclusions: no political or religious advertising."
 */
export function clearanceSummary(file: ClearanceFacts, releases: readonly ReleaseLike[]): string {
  const [rights = '', people = '', property = '', exclusions = ''] = clearanceLines(file, releases);
  const parts = [rights, people.replace(/^People: /, '')];
  const need = needed(file);
  if (need.property > 0) parts.push(property.replace(/^Property: /, ''));
  const words = exclusionWords(file);
  parts.push(words.length > 0 ? exclusions.replace(/^Exclusions:/, 'exclusions:') : 'no usage exclusions');
  return `${parts.join('; ')}.`;
}

/** Where a file stands, for the admin or contributor working on it. */
export interface ClearanceStatus {
  /** e.g. "2 people recognisable, 1 release attached: 1 more needed". */
  line: string;
  /** Person and property releases still needed. */
  missing: { people: number; property: number };
  /** What stops an admin from clearing it, each said as what to do. */
  problems: string[];
  cleared: boolean;
}

function releaseNeedLine(count: number, attached: number, one: string, many: string, kind: string): string {
  const head = `${plural(count, one, many)} recognisable, ${plural(attached, `${kind}release`, `${kind}releases`)} attached`;
  return attached >= count ? `${head}: complete` : `${head}: ${count - attached} more needed`;
}

/** Why the file cannot be cleared yet; empty when it can. */
export function clearanceProblems(file: ClearanceFacts, releases: readonly ReleaseLike[]): string[] {
  const kinds = countKinds(releases);
  const need = needed(file);
  const problems: string[] = [];
  if (!file.rights_holder?.trim()) problems.push('Name the rights holder.');
  if (!file.rights_basis) problems.push('Say how the rights were obtained.');
  if (file.recognisable_people === null) problems.push('Say whether people are recognisable.');
  if (file.recognisable_property === null) problems.push('Say whether property is recognisable.');
  if (kinds.person < need.people) {
    const more = need.people - kinds.person;
    problems.push(`Attach ${more} more person ${more === 1 ? 'release' : 'releases'}.`);
  }
  if (kinds.property < need.property) {
    const more = need.property - kinds.property;
    problems.push(`Attach ${more} more property ${more === 1 ? 'release' : 'releases'}.`);
  }
  return problems;
}

/** The status line: what is recognisable, what is attached, what is still needed. */
export function clearanceStatus(file: ClearanceFacts, releases: readonly ReleaseLike[]): ClearanceStatus {
  const kinds = countKinds(releases);
  const need = needed(file);
  const parts: string[] = [];
  if (need.people > 0) parts.push(releaseNeedLine(need.people, kinds.person, 'person', 'people', ''));
  else if (file.recognisable_people === false) parts.push('No recognisable people');
  else parts.push('Recognisable people not stated');
  if (need.property > 0)
    parts.push(releaseNeedLine(need.property, kinds.property, 'property', 'properties', 'property '));
  else if (file.recognisable_property === false) parts.push('no recognisable property');
  else parts.push('recognisable property not stated');
  const problems = clearanceProblems(file, releases);
  return {
    line: `${parts.join('; ')}.`,
    missing: {
      people: Math.max(0, need.people - kinds.person),
      property: Math.max(0, need.property - kinds.property),
    },
    problems,
    cleared: file.decision === 'cleared' && problems.length === 0,
  };
}

/**
 * Whether the photo may be sold: the admin cleared it and every recognisable person and
 * property has its release. The workflow requires it before a photo goes live.
 */
export function isClearedForSale(file: ClearanceFacts | null, releases: readonly ReleaseLike[]): boolean {
  if (file?.decision !== 'cleared') return false;
  const kinds = countKinds(releases);
  const need = needed(file);
  return kinds.person >= need.people && kinds.property >= need.property;
}

/** The message of a refused "cleared" decision: what is still missing. */
export function cannotClearMessage(problems: readonly string[]): string {
  return `This photo cannot be cleared yet: ${problems.join(' ')}`;
}

function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: CLEARANCE_MESSAGES.invalidText })
    .max(max, tooLong)
    .refine((value) => value === '' || isDisplayText(value), CLEARANCE_MESSAGES.invalidText)
    .transform((value) => (value.trim() === '' ? null : value.trim()))
    .nullable()
    .optional();
}

const count = z
  .number({ error: CLEARANCE_MESSAGES.count })
  .int(CLEARANCE_MESSAGES.count)
  .min(0, CLEARANCE_MESSAGES.count)
  .max(PEOPLE_MAX, CLEARANCE_MESSAGES.count);

/** `PUT /api/studio/photos/:photoid/clearance`: the whole file, based on `version`. */
export const clearanceFileSchema = z
  .object({
    version: z.number({ error: CLEARANCE_MESSAGES.versionRequired }).int().min(0),
    rights_holder: optionalText(200, CLEARANCE_MESSAGES.rightsHolderTooLong),
    rights_basis: z.enum(RIGHTS_BASES, { error: CLEARANCE_MESSAGES.basis }).nullable().optional(),
    source: optionalText(500, CLEARANCE_MESSAGES.sourceTooLong),
    provenance_notes: optionalText(2000, CLEARANCE_MESSAGES.notesTooLong),
    recognisable_people: z.boolean().nullable().optional(),
    people_count: count.optional(),
    recognisable_property: z.boolean().nullable().optional(),
    property_count: count.optional(),
    exclusions: z
      .array(z.string().refine(isUsageExclusion, CLEARANCE_MESSAGES.exclusion))
      .max(USAGE_EXCLUSION_CODES.length * 2)
      .optional(),
    exclusion_notes: optionalText(1000, CLEARANCE_MESSAGES.notesTooLong),
    decision: z.enum(CLEARANCE_DECISIONS, { error: CLEARANCE_MESSAGES.decision }).optional(),
    decision_note: optionalText(1000, CLEARANCE_MESSAGES.notesTooLong),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.recognisable_people === true && !(body.people_count && body.people_count > 0))
      ctx.addIssue({ code: 'custom', path: ['people_count'], message: CLEARANCE_MESSAGES.peopleCount });
    if (body.recognisable_property === true && !(body.property_count && body.property_count > 0))
      ctx.addIssue({ code: 'custom', path: ['property_count'], message: CLEARANCE_MESSAGES.propertyCount });
  });
export type ClearanceFileBody = z.input<typeof clearanceFileSchema>;

/** Today as YYYY-MM-DD in UTC (a release signed "today" anywhere on earth is accepted). */
function latestSignedOn(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, tooLong)
        .refine((value) => isDisplayText(value), CLEARANCE_MESSAGES.invalidText),
    );
}

/** The metadata of a release sent with its file (multipart fields, all strings). */
export function releaseMetadataSchema(now: () => Date = () => new Date()) {
  return z.object({
    kind: z.enum(RELEASE_KINDS, { error: CLEARANCE_MESSAGES.kind }),
    signer: requiredText(200, CLEARANCE_MESSAGES.signerRequired, CLEARANCE_MESSAGES.signerTooLong),
    signer_role: requiredText(200, CLEARANCE_MESSAGES.roleRequired, CLEARANCE_MESSAGES.roleTooLong),
    signed_on: z
      .string({ error: CLEARANCE_MESSAGES.signedOnRequired })
      .trim()
      .min(1, CLEARANCE_MESSAGES.signedOnRequired)
      .refine(isCalendarDate, CLEARANCE_MESSAGES.signedOnInvalid)
      .refine((value) => value <= latestSignedOn(now()), CLEARANCE_MESSAGES.signedOnFuture),
    covers: requiredText(500, CLEARANCE_MESSAGES.coversRequired, CLEARANCE_MESSAGES.coversTooLong),
  });
}
export type ReleaseMetadata = z.output<ReturnType<typeof releaseMetadataSchema>>;

/** What a release file is by its first bytes, or null when it is no PDF, JPEG or PNG. */
export function releaseFileType(
  bytes: Uint8Array,
): { contentType: (typeof RELEASE_FILE_TYPES)[number]; ext: string } | null {
  const starts = (...magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: 'application/pdf', ext: 'pdf' };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: 'image/png', ext: 'png' };
  return null;
}
