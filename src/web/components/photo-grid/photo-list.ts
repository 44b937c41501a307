/**
 * The list a buyer opened a photo from (a search, a taxonomy page, similar photos), so the detail
 * page can step to the previous and next photo with the arrow keys. Kept in sessionStorage: it
 * survives a reload of the detail page and stays with this tab.
 */
const STORAGE_KEY = 'photoList';
/** Enough for any list a person scrolls; a longer one keeps the part around the opened photo. */
const MAX_REMEMBERED = 3_000;

export function rememberPhotoList(photoids: readonly number[], opened?: number): void {
  let list = photoids;
  if (list.length > MAX_REMEMBERED) {
    const at = opened === undefined ? 0 : Math.max(0, list.indexOf(opened));
    const start = Math.max(0, Math.min(at - MAX_REMEMBERED / 2, list.length - MAX_REMEMBERED));
    list = list.slice(start, start + MAX_REMEMBERED);
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the arrows simply do nothing.
  }
}

function rememberedList(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The photos before and after `photoid` in the remembered list; null at either end or when absent. */
export function photoNeighbours(photoid: number): { previous: number | null; next: number | null } {
  const list = rememberedList();
  const at = list.indexOf(photoid);
  if (at < 0) return { previous: null, next: null };
  return { previous: list[at - 1] ?? null, next: list[at + 1] ?? null };
}
