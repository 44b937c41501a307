import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { STALE_EDIT } from '../../../core/admin-lists';
import {
  type BulkOutcome,
  CSV_FILE_COLUMN,
  CSV_LIST_FIELDS,
  dateDecadeProblem,
  decadeOf,
  editTags,
  FIELD_LABELS,
  IMPORT_MESSAGES,
  type ImportReport,
  type ImportRowReport,
  isMetadataField,
  LOCKED_MESSAGE,
  METADATA_FIELDS,
  METADATA_MESSAGES,
  type MetadataChanges,
  type MetadataField,
  metadataFields,
  missingToSubmit,
  type StudioPhotoCard,
  type StudioPhotoDetails,
  TAGS_MAX,
} from '../../../core/photo-metadata';
import { contributorMayEdit, isPhotoStatus } from '../../../core/photo-workflow';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { events, photoEvents, photos, photoUploads, profiles } from '../../db/tables';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { type StudioActor, type StudioPhoto, studioPhoto } from './photo-access';

/**
 * Describing photos (issue 26 item 3): one at a time with a version (a save based on an older
 * one is refused), many at once, or by CSV. Every save checks the contributor's lock, bumps the
 * photo's version and writes the audit trail in the same transaction.
 */

const FIELDS = {
  title: photos.title,
  description: photos.description,
  tags: photos.tags,
  date_taken: photos.dateTaken,
  decade_taken: photos.decadeTaken,
  location_country: photos.locationCountry,
  location_state_province: photos.locationStateProvince,
  location_city: photos.locationCity,
  people_count: photos.peopleCount,
  people_composition: photos.peopleComposition,
  age_groups: photos.ageGroups,
  ethnicities: photos.ethnicities,
  image_style: photos.imageStyle,
  color_and_mood: photos.colorAndMood,
  event_ids: photos.eventIds,
  price_cents: photos.priceCents,
} as const;

/** The column each field is written to (event_ids go through photo_events). */
const COLUMN_KEYS: Record<Exclude<MetadataField, 'event_ids'>, keyof typeof photos.$inferInsert> = {
  title: 'title',
  description: 'description',
  tags: 'tags',
  date_taken: 'dateTaken',
  decade_taken: 'decadeTaken',
  location_country: 'locationCountry',
  location_state_province: 'locationStateProvince',
  location_city: 'locationCity',
  people_count: 'peopleCount',
  people_composition: 'peopleComposition',
  age_groups: 'ageGroups',
  ethnicities: 'ethnicities',
  image_style: 'imageStyle',
  color_and_mood: 'colorAndMood',
  price_cents: 'priceCents',
};

type Values = { [K in MetadataField]: unknown } & {
  title: string;
  tags: string[];
  date_taken: string | null;
  decade_taken: string | null;
  event_ids: string[];
};

async function currentValues(db: Queryable, photoId: string): Promise<Values> {
  const [row] = await db.select(FIELDS).from(photos).where(eq(photos.id, photoId));
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  return row;
}

/** 409 for a contributor whose photo is being reviewed or sold; admins change any photo. */
function refuseLocked(actor: StudioActor, photo: StudioPhoto): void {
  if (actor.role !== 'admin' && !contributorMayEdit(photo.status))
    throw new AppError('IN_USE', LOCKED_MESSAGE);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Writes `changes` to the locked photo: the date's decade follows a new date, events are checked,
 * only fields that really change are written, audited as before/after. Answers the changed fields.
 */
async function applyChanges(
  tx: Queryable,
  actor: StudioActor,
  photo: StudioPhoto,
  changes: MetadataChanges,
  how: string,
): Promise<MetadataField[]> {
  refuseLocked(actor, photo);
  const before = await currentValues(tx, photo.id);
  const next: Values = { ...before, ...changes } as Values;
  if (changes.date_taken && changes.decade_taken === undefined)
    next.decade_taken = decadeOf(changes.date_taken);
  const problem = dateDecadeProblem(next.date_taken, next.decade_taken);
  if (problem) throw new AppError('INVALID', problem, { decade_taken: problem });
  if (changes.event_ids && changes.event_ids.length > 0) {
    const known = await tx
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, changes.event_ids));
    const missing = changes.event_ids.find((id) => !known.some((row) => row.id === id));
    if (missing) {
      const message = `No event has the id ${missing}: choose one from the list.`;
      throw new AppError('INVALID', message, { event_ids: message });
    }
  }
  const changed = METADATA_FIELDS.filter((field) => !same(before[field], next[field]));
  if (changed.length === 0) return [];
  const set: Partial<typeof photos.$inferInsert> = {};
  for (const field of changed) {
    if (field === 'event_ids') continue;
    Object.assign(set, { [COLUMN_KEYS[field]]: next[field] });
  }
  await tx
    .update(photos)
    .set({ ...set, version: sql`${photos.version} + 1`, updatedAt: new Date() })
    .where(eq(photos.id, photo.id));
  if (changed.includes('event_ids')) {
    // photos.event_ids follows photo_events by triggers (migration 0005).
    const wanted = next.event_ids;
    await tx
      .delete(photoEvents)
      .where(
        and(
          eq(photoEvents.photoId, photo.id),
          wanted.length > 0 ? notInArray(photoEvents.eventId, wanted) : undefined,
        ),
      );
    if (wanted.length > 0)
      await tx
        .insert(photoEvents)
        .values(wanted.map((eventId) => ({ photoId: photo.id, eventId })))
        .onConflictDoNothing();
  }
  await recordAudit(
    tx,
    { id: actor.userId, email: actor.email },
    {
      action: 'photo.describe',
      entityType: 'photo',
      entityId: photo.id,
      summary: `Changed ${changed.map((field) => FIELD_LABELS[field].toLowerCase()).join(', ')} of #${photo.photoid} (${how})`,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, next[field]])),
    },
  );
  return changed;
}

/** `GET /api/studio/photos/:photoid`: every field the editor changes, with what it needs to show. */
export async function getStudioPhoto(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
): Promise<StudioPhotoDetails> {
  const photo = await studioPhoto(handle.db, actor, photoid);
  return details(handle.db, actor, photo);
}

async function details(db: Queryable, actor: StudioActor, photo: StudioPhoto): Promise<StudioPhotoDetails> {
  const [row] = await db
    .select({
      ...FIELDS,
      version: photos.version,
      status: photos.photoStatus,
      thumbnail_url: photos.thumbnailUrl,
      preview_url: photos.previewUrl,
      original_file_name: photos.originalFileName,
      creator_id: photos.userId,
      storefront_name: profiles.storefrontName,
      updated_at: photos.updatedAt,
    })
    .from(photos)
    .leftJoin(profiles, eq(profiles.id, photos.userId))
    .where(eq(photos.id, photo.id));
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  const [upload] = row.original_file_name
    ? []
    : await db
        .select({ file_name: photoUploads.fileName })
        .from(photoUploads)
        .where(eq(photoUploads.photoId, photo.id))
        .limit(1);
  const eventRows =
    row.event_ids.length > 0
      ? await db
          .select({ id: events.id, name: events.name })
          .from(events)
          .where(inArray(events.id, row.event_ids))
      : [];
  const editable = actor.role === 'admin' || contributorMayEdit(photo.status);
  return {
    photoid: photo.photoid,
    id: photo.id,
    version: row.version,
    status: row.status,
    editable,
    locked_reason: editable ? null : LOCKED_MESSAGE,
    thumbnail_url: row.thumbnail_url,
    preview_url: row.preview_url,
    file_name: row.original_file_name ?? upload?.file_name ?? null,
    creator: { id: row.creator_id, storefront_name: row.storefront_name },
    title: row.title,
    description: row.description,
    tags: row.tags,
    date_taken: row.date_taken,
    decade_taken: row.decade_taken,
    location_country: row.location_country,
    location_state_province: row.location_state_province,
    location_city: row.location_city,
    people_count: row.people_count,
    people_composition: row.people_composition,
    age_groups: row.age_groups,
    ethnicities: row.ethnicities,
    image_style: row.image_style,
    color_and_mood: row.color_and_mood,
    event_ids: row.event_ids,
    events: eventRows,
    price_cents: row.price_cents,
    missing_to_submit: missingToSubmit(row),
    updated_at: row.updated_at.toISOString(),
  };
}

/** `PATCH /api/studio/photos/:photoid`: 409 STALE_EDIT when `version` is not the photo's. */
export async function patchStudioPhoto(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
  body: MetadataChanges & { version: number },
): Promise<StudioPhotoDetails> {
  const { version, ...changes } = body;
  return handle.transaction(async (tx) => {
    const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
    refuseLocked(actor, photo);
    if (photo.version !== version) throw new AppError('CHANGED', STALE_EDIT);
    await applyChanges(tx, actor, photo, changes, 'editor');
    const [fresh] = await tx
      .select({ version: photos.version, status: photos.photoStatus })
      .from(photos)
      .where(eq(photos.id, photo.id));
    return details(tx, actor, { ...photo, version: fresh?.version ?? photo.version });
  });
}

function refusal(error: unknown): string {
  if (error instanceof AppError) return error.code === 'NOT_FOUND' ? 'Photo not found.' : error.message;
  throw error;
}

/** `POST /api/studio/photos/bulk`: each photo in its own transaction, so one refusal stops nothing else. */
export async function bulkEdit(
  handle: DatabaseHandle,
  actor: StudioActor,
  body: { photoids: number[]; set: MetadataChanges; add_tags: string[]; remove_tags: string[] },
): Promise<{ results: BulkOutcome[] }> {
  const results: BulkOutcome[] = [];
  for (const photoid of [...new Set(body.photoids)]) {
    try {
      await handle.transaction(async (tx) => {
        const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
        refuseLocked(actor, photo);
        const changes: MetadataChanges = { ...body.set };
        if (body.add_tags.length > 0 || body.remove_tags.length > 0) {
          const base = changes.tags ?? (await currentValues(tx, photo.id)).tags;
          changes.tags = editTags(base, body.add_tags, body.remove_tags);
          if (changes.tags.length > TAGS_MAX) throw new AppError('INVALID', METADATA_MESSAGES.tooManyTags);
        }
        await applyChanges(tx, actor, photo, changes, 'bulk edit');
      });
      results.push({ photoid, result: 'applied' });
    } catch (error) {
      results.push({ photoid, result: 'refused', reason: refusal(error) });
    }
  }
  return { results };
}

/** The photos a CSV may describe, by file name (lower case): a batch's uploads or the photos named. */
async function describedFiles(
  handle: DatabaseHandle,
  actor: StudioActor,
  target: { batch?: string; photoids?: number[] },
): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const mine = actor.role === 'admin' ? undefined : eq(photos.userId, actor.userId);
  if (target.batch) {
    const rows = await handle.db
      .select({
        file_name: photoUploads.fileName,
        original: photos.originalFileName,
        photoid: photos.photoid,
      })
      .from(photoUploads)
      .innerJoin(photos, eq(photos.id, photoUploads.photoId))
      .where(and(eq(photoUploads.batchId, target.batch), mine));
    for (const row of rows) {
      files.set(row.file_name.toLowerCase(), row.photoid);
      if (row.original) files.set(row.original.toLowerCase(), row.photoid);
    }
  } else if (target.photoids) {
    const rows = await handle.db
      .select({ original: photos.originalFileName, photoid: photos.photoid, id: photos.id })
      .from(photos)
      .where(and(inArray(photos.photoid, target.photoids), mine));
    const uploads =
      rows.length > 0
        ? await handle.db
            .select({ file_name: photoUploads.fileName, photo_id: photoUploads.photoId })
            .from(photoUploads)
            .where(
              inArray(
                photoUploads.photoId,
                rows.map((row) => row.id),
              ),
            )
        : [];
    for (const row of rows) {
      if (row.original) files.set(row.original.toLowerCase(), row.photoid);
      for (const upload of uploads)
        if (upload.photo_id === row.id) files.set(upload.file_name.toLowerCase(), row.photoid);
    }
  }
  return files;
}

/** A CSV cell as the field's value: lists split on `;`, numbers read, empty text clears. */
function cellValue(field: MetadataField, cell: string): unknown {
  const text = cell.trim();
  if (CSV_LIST_FIELDS.includes(field))
    return text === ''
      ? []
      : text
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part !== '');
  if (field === 'people_count' || field === 'price_cents') return /^-?\d+$/.test(text) ? Number(text) : text;
  if (field === 'title') return text;
  return text === '' ? null : text;
}

/**
 * `POST /api/studio/imports`: one row per file. Each field of a row is checked on its own; the
 * valid ones are applied together, the others reported with their reasons. A row naming no
 * photo applies nothing; other rows go on.
 */
export async function importCsv(
  handle: DatabaseHandle,
  actor: StudioActor,
  body: { batch?: string; photoids?: number[]; csv: string },
): Promise<ImportReport> {
  const parsed = Papa.parse<Record<string, string>>(body.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  if (!columns.includes(CSV_FILE_COLUMN))
    throw new AppError('INVALID', IMPORT_MESSAGES.noFileColumn, { csv: IMPORT_MESSAGES.noFileColumn });
  if (parsed.data.length === 0)
    throw new AppError('INVALID', IMPORT_MESSAGES.empty, { csv: IMPORT_MESSAGES.empty });
  const fields = columns.filter(isMetadataField);
  const ignored = [
    ...new Set(columns.filter((column) => column !== CSV_FILE_COLUMN && !isMetadataField(column))),
  ];
  const files = await describedFiles(handle, actor, body);
  const seen = new Map<number, number>();
  const rows: ImportRowReport[] = [];
  for (const [index, record] of parsed.data.entries()) {
    // Papa's rows start after the header, which is row 1.
    const rowNumber = index + 2;
    const fileName = (record[CSV_FILE_COLUMN] ?? '').trim();
    const report: ImportRowReport = {
      row: rowNumber,
      file_name: fileName,
      photoid: null,
      applied: [],
      refused: [],
    };
    rows.push(report);
    const photoid = files.get(fileName.toLowerCase());
    if (fileName === '') {
      report.refused.push({ field: CSV_FILE_COLUMN, reason: IMPORT_MESSAGES.noFileName });
      continue;
    }
    if (photoid === undefined) {
      report.refused.push({ field: CSV_FILE_COLUMN, reason: IMPORT_MESSAGES.notInBatch(fileName) });
      continue;
    }
    report.photoid = photoid;
    const earlier = seen.get(photoid);
    if (earlier !== undefined) {
      report.refused.push({ field: CSV_FILE_COLUMN, reason: IMPORT_MESSAGES.twice(fileName, earlier) });
      continue;
    }
    seen.set(photoid, rowNumber);
    const changes: Record<string, unknown> = {};
    for (const field of fields) {
      const cell = record[field];
      if (cell === undefined) continue;
      // An empty cell leaves the field as it is; a title cannot be emptied anyway.
      if (cell.trim() === '') continue;
      const checked = metadataFields[field].safeParse(cellValue(field, cell));
      if (checked.success) changes[field] = checked.data;
      else report.refused.push({ field, reason: checked.error.issues[0]?.message ?? 'Not a valid value.' });
    }
    const problem = dateDecadeProblem(
      changes.date_taken as string | undefined,
      changes.decade_taken as string | undefined,
    );
    if (problem) {
      delete changes.decade_taken;
      report.refused.push({ field: 'decade_taken', reason: problem });
    }
    if (Object.keys(changes).length === 0) continue;
    try {
      await handle.transaction(async (tx) => {
        const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
        await applyChanges(tx, actor, photo, changes as MetadataChanges, 'CSV import');
      });
      report.applied = Object.keys(changes);
    } catch (error) {
      const reason = refusal(error);
      for (const field of Object.keys(changes)) report.refused.push({ field, reason });
    }
  }
  return { rows, ignored_columns: ignored };
}

export interface TagSuggestion {
  tag: string;
  /** `photo`: from the file (its description or keywords); `catalogue`: used by live photos. */
  source: 'photo' | 'catalogue';
}

/** How many of the most popular live photos the vocabulary is read from (a fixed, indexed cost). */
const VOCABULARY_SAMPLE = 5000;
const SUGGESTIONS = 12;

/**
 * `GET /api/studio/tag-suggestions`: words of the photo itself (its keywords and description, as
 * the file carried them), then the catalogue's most used keywords starting with `q`. The
 * catalogue's vocabulary is read from its most popular live photos only, through the popularity
 * index: a bounded scan whatever the catalogue's size (no tag count table exists).
 */
export async function tagSuggestions(
  handle: DatabaseHandle,
  actor: StudioActor,
  q: string,
  photoid: number | undefined,
): Promise<{ items: TagSuggestion[] }> {
  const prefix = q.trim().toLowerCase();
  const items: TagSuggestion[] = [];
  const taken = new Set<string>();
  let own: string[] = [];
  if (photoid !== undefined) {
    const photo = await studioPhoto(handle.db, actor, photoid);
    const [row] = await handle.db
      .select({ tags: photos.tags, description: photos.description })
      .from(photos)
      .where(eq(photos.id, photo.id));
    own = row?.tags ?? [];
    for (const tag of own) taken.add(tag.toLowerCase());
    const words = (row?.description ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter((word) => word.length >= 4 && word.length <= 50);
    for (const word of words) {
      if (taken.has(word) || !word.startsWith(prefix)) continue;
      taken.add(word);
      items.push({ tag: word, source: 'photo' });
      if (items.length >= SUGGESTIONS / 2) break;
    }
  }
  const popular = handle.db
    .select({ tags: photos.tags })
    .from(photos)
    .where(eq(photos.photoStatus, 'live'))
    .orderBy(desc(photos.popularity), photos.id)
    .limit(VOCABULARY_SAMPLE)
    .as('popular');
  const tag = sql<string>`t.tag`;
  const rows = await handle.db
    .select({ tag, uses: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`${popular} cross join lateral unnest(${popular.tags}) as t(tag)`)
    .where(prefix === '' ? undefined : sql`lower(t.tag) like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`)
    .groupBy(tag)
    .orderBy(sql`count(*) desc`, tag)
    .limit(SUGGESTIONS * 2);
  for (const row of rows) {
    const key = row.tag.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    items.push({ tag: row.tag, source: 'catalogue' });
    if (items.length >= SUGGESTIONS) break;
  }
  return { items };
}

/** `GET /api/studio/selection?batch=|ids=`: the describe page's photos, those the person may see. */
export async function listStudioPhotos(
  handle: DatabaseHandle,
  actor: StudioActor,
  target: { batch?: string; photoids?: number[] },
): Promise<{ items: StudioPhotoCard[] }> {
  const mine = actor.role === 'admin' ? undefined : eq(photos.userId, actor.userId);
  const columns = {
    photoid: photos.photoid,
    id: photos.id,
    title: photos.title,
    thumbnail_url: photos.thumbnailUrl,
    status: photos.photoStatus,
    original: photos.originalFileName,
    tags: photos.tags,
    price_cents: photos.priceCents,
  };
  const rows = target.batch
    ? await handle.db
        .select({ ...columns, file_name: photoUploads.fileName })
        .from(photoUploads)
        .innerJoin(photos, eq(photos.id, photoUploads.photoId))
        .where(and(eq(photoUploads.batchId, target.batch), mine))
        .orderBy(asc(photoUploads.createdAt), asc(photos.photoid))
    : target.photoids && target.photoids.length > 0
      ? (
          await handle.db
            .select(columns)
            .from(photos)
            .where(and(inArray(photos.photoid, target.photoids), mine))
            .orderBy(asc(photos.photoid))
        ).map((row) => ({ ...row, file_name: null }))
      : [];
  return {
    items: rows.map((row) => ({
      photoid: row.photoid,
      id: row.id,
      title: row.title,
      thumbnail_url: row.thumbnail_url,
      status: row.status,
      file_name: row.original ?? row.file_name,
      tag_count: row.tags.length,
      price_cents: row.price_cents,
      editable: actor.role === 'admin' || (isPhotoStatus(row.status) && contributorMayEdit(row.status)),
    })),
  };
}
