import { HERO_HEADLINE, HERO_INTRO, HERO_KICKER, HOME_SHELL_ELEMENT_ID } from '../../core/home-hero';
import { paths } from '../../core/paths';
import { escapeHtml } from './escape-html';

/**
 * The home hero as plain HTML, drawn where the app will draw it (web/features/home/Hero.tsx: the
 * same classes, words and boxes, the search box and tag row as empty boxes of their size), over
 * the app until the app's own hero is there. The headline is the home page's largest paint: on a
 * phone it no longer waits for the scripts to arrive and run (Lighthouse LCP ≈ first paint).
 * Hidden from assistive technology: it is a picture of what is coming, not a second page.
 */
const HOME_SHELL = `<div id="${HOME_SHELL_ELEMENT_ID}" aria-hidden="true" class="absolute inset-x-0 top-0 z-30">
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
      </section>
    </div>`;

/** The served page with the home hero's stand-in, on the home page only. */
export function withHomeShell(html: string, pathname: string): string {
  if (pathname !== paths.home.path) return html;
  return html.replace('<div id="root">', () => `${HOME_SHELL}\n    <div id="root">`);
}
