import { z } from './zod';

/**
 * People (issue 27): faces found on photos, grouped into persons an admin can name, hide, merge
 * and split; each person's consent on a photo's clearance file. The shapes here are what the
 * server answers and the back office reads.
 */

/** How many faces a new person needs before clustering creates it (Immich's minimum). */
export const MIN_FACES_PER_PERSON = 2;
/**
 * Largest cosine distance (1 − cosine similarity of unit embeddings) at which two faces are
 * taken as the same human. Measured on face-api's six sample photographs (22 faces) with the
 * detector's embeddings (each face's descriptor plus its mirror's, media/faces/detect-core.ts):
 * the same face at half size, JPEG quality 60 and mirrored ≤ 0.020 (one face half hidden by hair
 * 0.10); two different people ≥ 0.048, often below 0.1 (face-api's net packs faces close
 * together). Tested in media/faces/face-match.test.ts.
 */
export const FACE_MATCH_MAX_DISTANCE = 0.04;
/**
 * Farthest face distance at which another person is still offered as a likely duplicate when
 * merging (`GET /api/admin/people/:id/similar`): wide, since it only orders suggestions.
 */
export const SIMILAR_PERSON_MAX_DISTANCE = 0.6;
/** Neighbours looked at when a face joins a person. */
export const FACE_NEIGHBOURS = 10;
/** Persons on one page of the people grid. */
export const PEOPLE_PAGE_SIZE = 48;
/** Photos on one page of the Similar people tab (spec §9). */
export const SIMILAR_PEOPLE_PAGE_SIZE = 24;
/** Most persons one merge may join. */
export const MAX_MERGE_SOURCES = 50;

/** A face's box as fractions (0–1) of the upright picture. */
export const faceBoxSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((box) => box.x + box.width <= 1.0001 && box.y + box.height <= 1.0001, {
    message: 'The box must lie inside the photo.',
  });
export type FaceBox = z.infer<typeof faceBoxSchema>;

/** A face drawn from a photo: enough to crop it out of the photo's thumbnail. */
export const faceThumbSchema = z.object({
  faceId: z.string(),
  photoid: z.number().int(),
  /** The photo's thumbnail address (400 px). */
  thumbnailUrl: z.string().nullable(),
  /** The photo's width over its height (1 when unknown). */
  aspectRatio: z.number().positive(),
  /** Null for a seeded face without a box: the whole thumbnail is shown. */
  box: faceBoxSchema.nullable(),
});
export type FaceThumb = z.infer<typeof faceThumbSchema>;

/** One person in the people grid (`GET /api/admin/people`). */
export const personSummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  hidden: z.boolean(),
  faceCount: z.number().int(),
  photoCount: z.number().int(),
  cover: faceThumbSchema.nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A face on the photo-faces page (`GET /api/admin/photos-faces/:photoid`). */
export const photoFaceSchema = z.object({
  id: z.string(),
  box: faceBoxSchema.nullable(),
  score: z.number().nullable(),
  source: z.enum(['detected', 'manual', 'seed']),
  personId: z.string().nullable(),
  personName: z.string().nullable(),
  rejected: z.boolean(),
});
export type PhotoFace = z.infer<typeof photoFaceSchema>;

/** What a person is called where they have no name yet. */
export function personLabel(person: { name: string | null }): string {
  return person.name?.trim() ? person.name : 'Unnamed person';
}

/**
 * Consent of the identifiable people on one photo (issue 27 item 6). `people` are the persons
 * found on the photo (faces not rejected), each with the release that covers them, if any.
 */
export type PhotoConsent = {
  people: { personId: string; releaseId: string | null }[];
  /** Faces on the photo that no person holds yet: their consent cannot be known. */
  unassignedFaces: number;
};

/** Whether every identifiable person on the photo has a release: hero usage needs it. */
export function allPeopleReleased(consent: PhotoConsent): boolean {
  return consent.unassignedFaces === 0 && consent.people.every((person) => person.releaseId !== null);
}

/** What a buyer reads when hero usage is not available because of consent. */
export const HERO_USAGE_NEEDS_RELEASES =
  'Hero usage is not available for this photo yet: not everyone shown in it has signed a release. You can license it for background dressing.';

/** Which persons the people grid lists (`?show=`). */
export const PEOPLE_SHOW = ['visible', 'hidden', 'all'] as const;
export type PeopleShow = (typeof PEOPLE_SHOW)[number];

/** One face of an opened person (`GET /api/admin/people/:id`). */
export type PersonFace = FaceThumb & { title: string; assignedBy: 'cluster' | 'admin' | null };

/** An opened person; a merged id answers `{ movedTo }` with the person it joined. */
export type PersonDetail =
  | { person: PersonSummary; mergedFrom: { id: string; name: string | null }[]; faces: PersonFace[] }
  | { movedTo: string };

/** A person near another one (`GET /api/admin/people/:id/similar`). */
export type SimilarPerson = PersonSummary & { distance: number };

/** The latest merge not undone (`GET /api/admin/people/merges/last`). */
export type LastPersonMerge = {
  id: string;
  target: { id: string; name: string | null };
  sources: { id: string; name: string | null }[];
  createdAt: string;
  createdBy: string | null;
};

export const MERGE_INTO_ITSELF = 'A person cannot be merged into themselves.';
export const SPLIT_ALL_FACES = 'Choose fewer faces than the person has; to rename the person, edit the name.';
export const SPLIT_NO_FACES = 'Choose at least one face to split off.';

/**
 * Faces whose consent counts (decision of issue 27 item 6): the real faces, found by the detector
 * or drawn by an admin. The demo seed's invented faces (`'seed'`) describe drawings whose
 * clearance files already say their people are released, so they never block hero usage.
 */
export const CONSENT_FACE_SOURCES = ['detected', 'manual'] as const;

/** Whether a face's consent counts: a real face that was not rejected. */
export function faceNeedsConsent(face: { source: string; rejected: boolean }): boolean {
  return !face.rejected && (CONSENT_FACE_SOURCES as readonly string[]).includes(face.source);
}

/** How many of the photo's people are released, of how many (a face with no person counts as one, not released). */
export function consentCounts(consent: PhotoConsent): { released: number; total: number } {
  const released = consent.people.filter((person) => person.releaseId !== null).length;
  return { released, total: consent.people.length + consent.unassignedFaces };
}

/** The line the clearance file shows under "People in this photo". */
export function consentLine(counts: { released: number; total: number }): string {
  if (counts.total === 0) return 'No one is shown in this photo, as far as faces were found.';
  if (counts.released >= counts.total) return 'Everyone shown is released.';
  return `${counts.released} of ${counts.total} ${counts.total === 1 ? 'person' : 'people'} released. Hero usage is blocked until everyone is released.`;
}

/** Words of a refusal to sell hero usage of these photos (their numbers, e.g. 1042). */
export function heroUsageRefusal(photoids: readonly number[]): string {
  const named =
    photoids.length === 1
      ? `photo #${photoids[0]}`
      : `photos ${photoids.map((photoid) => `#${photoid}`).join(', ')}`;
  return `Hero usage is not available for ${named} yet: not everyone shown in ${photoids.length === 1 ? 'it' : 'them'} has signed a release. You can license ${photoids.length === 1 ? 'it' : 'them'} for background dressing.`;
}

/** What the photo page reads about hero usage (`GET /api/photos/:key`). */
export type PhotoHeroConsent = {
  hero_usage_available: boolean;
  /** Admins only: how many of the photo's people are released. */
  people_released?: { released: number; total: number };
};

/** One face in the clearance file's "People in this photo" (`GET /api/studio/photos/:photoid/people`). */
export const consentFaceSchema = z.object({
  faceId: z.string(),
  box: faceBoxSchema.nullable(),
  thumbnailUrl: z.string().nullable(),
  aspectRatio: z.number().positive(),
  personId: z.string().nullable(),
  /** The person's name for admins; for contributors "Person 1", "Person 2"… by order. */
  personName: z.string().nullable(),
  releaseId: z.string().nullable(),
});
export type ConsentFace = z.infer<typeof consentFaceSchema>;

export type PhotoPeopleAnswer = {
  faces: ConsentFace[];
  released: number;
  total: number;
  allReleased: boolean;
};

/** One photo of the photo-faces queue (`GET /api/admin/photos-faces/queue`). */
export interface FaceQueueItem {
  photoid: number;
  title: string;
  thumbnailUrl: string | null;
  aspectRatio: number;
  unassignedFaces: number;
  faceCount: number;
  missingFaces: boolean;
}

/** A photo with its faces (`GET /api/admin/photos-faces/:photoid`). */
export interface PhotoFacesDetail {
  photo: {
    photoid: number;
    title: string;
    previewUrl: string | null;
    thumbnailUrl: string | null;
    width: number | null;
    height: number | null;
    aspectRatio: number;
    missingFaces: boolean;
    facesScannedAt: string | null;
  };
  faces: PhotoFace[];
}

/** A person offered by the photo-faces type-ahead (`GET /api/admin/photos-faces/people`). */
export interface PersonSuggestion {
  id: string;
  name: string | null;
  faceCount: number;
  cover: FaceThumb | null;
}

/** What a face's person becomes: someone (null: nobody), or a new person of that name. */
export type FaceAssignment = { personId: string | null } | { newPersonName: string };
