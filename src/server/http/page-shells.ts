import { HERO_HEADLINE, HERO_INTRO, HERO_KICKER } from '../../core/home-hero';
import { GRID_SPACING } from '../../core/justified-layout';
import { orientationOf } from '../../core/orientation';
import { paths } from '../../core/paths';
import { photoSourceSet } from '../../core/photo-sources';
import {
  GUEST_BANNER_TEXT,
  guestBannerTitle,
  type PageShell,
  PHOTO_PAGE_LAYOUT,
  SERVED_SHELL_ELEMENT_ID,
  SHELL_GRID_WIDTH,
  type ShellPhoto,
  shellGridLayout,
} from '../../core/served-shell';
import { escapeHtml } from './escape-html';

/**
 * The served page's stand-ins (core/served-shell.ts): plain HTML drawn where the app will draw the
 * same things (the same classes, words and boxes; controls as empty boxes of their size), over the
 * app until its own page is there. Each one's largest picture is the page's largest paint, which
 * on a phone then no longer waits for the scripts to arrive and run. Hidden from assistive
 * technology: a picture of what is coming, not a second page.
 */
function shell(pathname: string, classes: string, body: string): string {
  return `<div id="${SERVED_SHELL_ELEMENT_ID}" data-path="${escapeHtml(pathname)}" aria-hidden="true" class="absolute inset-x-0 top-0 z-30 ${classes}">${body}</div>`;
}

/** web/features/home/Hero.tsx, before its background image. */
const HOME_HERO = `
      <section class="on-dark relative isolate flex min-h-[80vh] items-center overflow-hidden bg-gradient-to-br from-ink via-[#33261c] to-[#4a3323] text-paper">
        <div class="absolute inset-0 -z-10 bg-gradient-to-b from-ink/75 via-ink/45 to-ink/90"></div>
        <div class="mx-auto w-full max-w-4xl px-4 pb-20 pt-32 text-center sm:px-6">
          <p class="text-xs font-semibold uppercase tracking-[0.25em] text-sepia-light">${escapeHtml(HERO_KICKER)}</p>
          <p class="mt-5 text-balance font-display text-4xl leading-tight text-paper sm:text-6xl">${escapeHtml(HERO_HEADLINE)}</p>
          <p class="mx-auto mt-6 max-w-2xl text-pretty text-lg text-paper/85">${escapeHtml(HERO_INTRO)}</p>
          <div class="mx-auto mt-10 max-w-2xl">
            <div class="flex h-14 w-full rounded-full bg-paper/95 shadow-2xl shadow-black/40 ring-1 ring-white/20"></div>
            <div class="mt-5 min-h-8"></div>
          </div>
        </div>
      </section>`;

/** One grid picture as its card draws it (components/photo-grid/PhotoCard.tsx). */
function gridImage(photo: ShellPhoto, width: number, height: number): string {
  const srcset = photoSourceSet(photo);
  const set = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${width}px"` : '';
  return `<img src="${escapeHtml(photo.thumbnail_url ?? '')}"${set} alt="" width="${width}" height="${height}" class="size-full bg-paper-deep object-cover" />`;
}

/**
 * The first rows of a search as the app lays them out on a 412 px phone (the same justified
 * layout, core/justified-layout.ts), as flex rows whose photos keep their share of the row and
 * their proportions: exact at that width, scaled on any other phone. Rows up to the last photo
 * the page asks for at once (the preloads), whole.
 */
function gridRows(photos: readonly ShellPhoto[]): string {
  const { photos: withImages, layout, rows } = shellGridLayout(photos);
  return rows
    .map((row) => {
      const boxes = layout.boxes.slice(row.start, row.end);
      const last = boxes.at(-1);
      // A row the layout left short (too few photos to fill it) keeps its sizes instead of stretching.
      const filled = last !== undefined && last.left + last.width === SHELL_GRID_WIDTH;
      const items = boxes
        .map((box) => {
          const photo = withImages[box.index];
          if (!photo) return '';
          const flex = filled ? `${box.width} 1 0` : `0 0 ${box.width}px`;
          return `<div class="min-w-0" style="flex:${flex};aspect-ratio:${box.width}/${box.height}">${gridImage(photo, box.width, box.height)}</div>`;
        })
        .join('');
      return `<div class="flex" style="gap:${GRID_SPACING.mobile}px;margin-top:${row.start === 0 ? 0 : GRID_SPACING.mobile}px">${items}</div>`;
    })
    .join('');
}

/** components/GuestBanner.tsx, its links as boxes of their look. */
function guestBanner(cap: { shown: string; total: string }): string {
  return `<div class="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sepia-light/40 px-5 py-4 ring-1 ring-sepia/30">
          <div><p class="font-medium text-ink">${escapeHtml(guestBannerTitle(cap.shown, cap.total))}</p><p class="text-sm text-ink-soft">${escapeHtml(GUEST_BANNER_TEXT)}</p></div>
          <div class="flex flex-wrap justify-center gap-2"><span class="rounded-full bg-ink px-4 py-2 text-sm font-medium text-paper">Sign In</span><span class="rounded-full bg-white px-4 py-2 text-sm font-medium text-ink ring-1 ring-rule">Create Account</span></div>
        </div>`;
}

/**
 * web/features/catalogue/SearchPage.tsx on a phone (the only width drawn: wider screens lay the
 * grid out beside the filters, and are rarely on a slow line): title, the search box, the count
 * and controls line, the guest banner, the first rows.
 */
function searchPage(page: Extract<PageShell, { page: 'search' }>): string {
  return `
      <div class="mx-auto max-w-[120rem] px-4 py-8 sm:px-6">
        <div class="max-w-3xl space-y-5">
          <p class="font-display text-3xl text-ink sm:text-4xl">${escapeHtml(page.heading)}</p>
          <div class="h-12 rounded-full bg-white ring-1 ring-rule"></div>
        </div>
        <div class="mt-8 space-y-4">
          <div class="flex flex-wrap items-center justify-between gap-3"><div class="min-h-6 basis-full"></div><div class="h-[34px]"></div></div>
          ${page.guestCap ? guestBanner(page.guestCap) : ''}
          <div>${gridRows(page.photos)}</div>
        </div>
      </div>`;
}

const CHEVRON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-3.5 shrink-0"><path d="m9 18 6-6-6-6"/></svg>';

/** web/features/photo-detail/PhotoDetailPage.tsx: the breadcrumb and the preview, where the page draws them. */
function photoPage(page: Extract<PageShell, { page: 'photo' }>): string {
  const { photo } = page;
  const layout = PHOTO_PAGE_LAYOUT[orientationOf(photo.width, photo.height)];
  const size = photo.width && photo.height ? ` width="${photo.width}" height="${photo.height}"` : '';
  const crumbs = ['Home', 'Photos']
    .map(
      (label, index) =>
        `<li class="flex min-w-0 items-center gap-1">${index > 0 ? CHEVRON : ''}<span class="truncate">${label}</span></li>`,
    )
    .join('');
  return `
      <div class="mx-auto max-w-[110rem] px-4 py-8 sm:px-6">
        <div class="text-sm text-ink-soft"><ol class="flex flex-wrap items-center gap-1">${crumbs}<li class="flex min-w-0 items-center gap-1">${CHEVRON}<span class="truncate font-medium text-ink">${escapeHtml(page.title)}</span></li></ol></div>
        <div class="mt-6 grid gap-8 ${layout.grid}">
          <div class="flex flex-col items-center justify-center rounded-2xl bg-paper-deep p-3">
            <img src="${escapeHtml(photo.preview_url ?? photo.thumbnail_url ?? '')}" alt=""${size} class="h-auto w-full rounded-lg object-contain ${layout.image}" />
          </div>
        </div>
      </div>`;
}

/** The stand-in for the page at `pathname`, if it has one: home always, search and photo pages with their answer. */
function shellFor(pathname: string, page: PageShell | null): string | null {
  if (pathname === paths.home.path) return shell(pathname, '', HOME_HERO);
  if (page?.page === 'search' && page.photos.length > 0)
    return shell(pathname, 'bg-paper pt-16 sm:hidden', searchPage(page));
  if (page?.page === 'photo' && (page.photo.preview_url || page.photo.thumbnail_url)) {
    // Beside the details (tall and square photos on wide screens) the page centres the preview on
    // the details' height, which only the app knows.
    const beside = orientationOf(page.photo.width, page.photo.height) !== 'horizontal';
    return shell(pathname, `bg-paper pt-16${beside ? ' lg:hidden' : ''}`, photoPage(page));
  }
  return null;
}

/**
 * A page whose first paint is its stand-in needs no script for it: the scripts are asked for at
 * low priority, behind the style sheet and the pictures the stand-in shows. On a phone's slow line
 * they shared it with those pictures and delayed the page's largest paint (issue 22); the app
 * still starts as soon as they arrive.
 */
function scriptsAfterPictures(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const CHUNK_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * A search's stand-in is its first rows of pictures, the page's largest paint: its app starts
 * after the first frame (web/public/boot.js), so not a byte of script is asked for before the
 * pictures are on screen. Asked for at low priority alongside them, the scripts still took most
 * of a phone's line before the largest picture (search LCP 2.6 s in Lighthouse, issue 22).
 */
function appAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) return html;
  const chunks = [...html.matchAll(CHUNK_PRELOAD)].flatMap((match) => (match[1] ? [match[1]] : []));
  const boot = `<script type="module" src="/boot.js" data-app-entry="${escapeHtml(entry[1])}" data-app-chunks="${escapeHtml(JSON.stringify(chunks))}"></script>`;
  return html.replace(CHUNK_PRELOAD, '').replace(entry[0], () => boot);
}

/** The served page with its stand-in before the app's root (unchanged when it has none). */
export function withServedShell(html: string, pathname: string, page: PageShell | null): string {
  const drawn = shellFor(pathname, page);
  if (drawn === null) return html;
  const withShell = html.replace('<div id="root">', () => `${drawn}\n    <div id="root">`);
  return page?.page === 'search' ? appAfterFirstPaint(withShell) : scriptsAfterPictures(withShell);
}
