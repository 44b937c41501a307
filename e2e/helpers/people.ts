import { expect, type Page } from '@playwright/test';
import type { PersonDetail, PersonSummary } from '../../src/core/people';

/**
 * Persons of one test alone: faces split off a demo person through the API (the database is
 * shared by every spec of the run), named with `tag` so a search finds only them. "Keep" gets two
 * faces, "Dupe" one.
 */
export async function ownPersons(
  page: Page,
  base: string,
  tag: string,
): Promise<{ keep: PersonSummary; dupe: PersonSummary }> {
  const headers = { origin: base };
  const list = (await (await page.request.get('/api/admin/people?show=all&limit=48')).json()) as {
    items: PersonSummary[];
  };
  // The least-seen person with enough faces: other specs look at the busiest ones.
  const donor = [...list.items].reverse().find((person) => person.faceCount >= 4);
  expect(donor, 'a demo person with four faces').toBeTruthy();
  const detail = (await (await page.request.get(`/api/admin/people/${donor?.id}`)).json()) as PersonDetail;
  if (!('faces' in detail)) throw new Error('donor was merged');
  const [f1, f2, f3] = detail.faces;
  const split = async (faceIds: string[], name: string) => {
    const response = await page.request.post(`/api/admin/people/${donor?.id}/split`, {
      headers,
      data: { faceIds, name },
    });
    expect(response.status(), `split ${name}`).toBe(200);
    return ((await response.json()) as { person: PersonSummary }).person;
  };
  const keep = await split([f1?.faceId ?? '', f2?.faceId ?? ''], `Keep ${tag}`);
  const dupe = await split([f3?.faceId ?? ''], `Dupe ${tag}`);
  return { keep, dupe };
}
