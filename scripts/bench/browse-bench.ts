import { readFileSync } from 'node:fs';
import { signInDemoBuyer } from './demo-buyer';
import { searchWorkload } from './search-workload';

/**
 * The `--browse` phase of `npm run bench -- start`: a signed-in buyer (four tabs at once) pages
 * through search results and opens every photo of the catalogue — its details, similar photos
 * and people, thumbnail and preview — for a fixed time, while the server's memory is sampled.
 */

export interface BrowseResult {
  seconds: number;
  requests: number;
  failures: number;
  /** Highest resident memory seen while browsing (sampled twice a second). */
  peakRssMb: number;
  /** The kernel's high-water mark for the whole life of the process (VmHWM), start and seed included. */
  lifetimePeakRssMb: number;
  /** Resident memory when browsing stopped. */
  endRssMb: number;
}

interface PhotoLinks {
  photoid: string;
  thumbnail_url: string;
  preview_url: string;
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

/** Every photo of the catalogue, newest first, as a signed-in buyer scrolls to the end. */
async function catalogue(base: string, cookie: string): Promise<PhotoLinks[]> {
  const photos: PhotoLinks[] = [];
  for (let offset = 0; ; offset += 75) {
    const page = await fetch(`${base}/api/photos/search?sort=newest&limit=75&offset=${offset}`, {
      headers: { Cookie: cookie },
    });
    const body = (await page.json()) as { items: PhotoLinks[]; total: number };
    photos.push(...body.items);
    if (body.items.length === 0 || photos.length >= body.total) return photos;
  }
}

/** The requests of one pass, interleaved as a person alternates between searching and looking. */
function* pass(photos: PhotoLinks[], searches: string[]): Generator<string> {
  for (const [index, photo] of photos.entries()) {
    if (index % 4 === 0) yield `/api/photos/search?${searches[(index / 4) % searches.length]}`;
    yield `/api/photos/${photo.photoid}`;
    yield `/api/photos/${photo.photoid}/similar`;
    yield `/api/photos/${photo.photoid}/similar-people`;
    yield photo.thumbnail_url;
    yield photo.preview_url;
  }
}

/**
 * One request, answered OK or not. A kept-alive connection the server closed just as it was
 * reused fails without reaching the server: that one is tried once more, as a browser would.
 */
let reported = 0;

async function get(url: string, cookie: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { headers: { Cookie: cookie } });
      await response.arrayBuffer();
      if (!response.ok && reported++ < 5) console.error(`${url} answered ${response.status}`);
      return response.ok;
    } catch (error) {
      if (attempt > 0) {
        console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    }
  }
}

export async function browse(base: string, pid: number, seconds: number): Promise<BrowseResult> {
  const cookie = await signInDemoBuyer(base);
  const photos = await catalogue(base, cookie);
  const searches = searchWorkload({ eventId: '', creatorId: '' })
    .map((request) => request.query)
    .filter((query) => !/(event_ids|creator)=(&|$)/.test(query));
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let peak = statusMb(pid, 'VmRSS');
  const sampler = setInterval(() => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  }, 500);
  let requests = 0;
  let failures = 0;
  let urls = pass(photos, searches);
  const next = (): string | undefined => {
    if (performance.now() > deadline) return undefined;
    let step = urls.next();
    // The whole catalogue seen before time is up: start again, now mostly from caches.
    if (step.done) {
      urls = pass(photos, searches);
      step = urls.next();
    }
    return step.done ? undefined : step.value;
  };
  try {
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = next(); url; url = next()) {
          requests++;
          if (!(await get(`${base}${url}`, cookie))) failures++;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const endRssMb = statusMb(pid, 'VmRSS');
  return {
    seconds: (performance.now() - started) / 1000,
    requests,
    failures,
    peakRssMb: Math.max(peak, endRssMb),
    lifetimePeakRssMb: statusMb(pid, 'VmHWM'),
    endRssMb,
  };
}
