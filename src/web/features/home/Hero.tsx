import { useLayoutEffect, useState } from 'react';
import { HERO_HEADLINE, HERO_INTRO, HERO_KICKER } from '../../../core/home-hero';
import { SearchBox } from '../../components/SearchBox';
import { removeServedShell } from '../../page-data';
import { PopularTags } from './PopularTags';
import { randomInt } from './random';

/** spec §9: background images are numbered 1…count; the count defaults to 50. */
export const BACKGROUND_COUNT = 50;

function BackgroundImage() {
  // One pick per visit to the page; re-renders keep it.
  const [index] = useState(() => randomInt(1, BACKGROUND_COUNT));
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <img
      src={`/media/backgrounds/${index}.webp`}
      alt=""
      aria-hidden="true"
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 motion-reduce:transition-none ${state === 'loaded' ? 'opacity-70' : 'opacity-0'}`}
    />
  );
}

/** spec §1: the home hero. The dark gradient keeps the text readable before (or without) the image. */
export function Hero() {
  // The served page's stand-in (same words, same place) goes in the same frame this one appears.
  useLayoutEffect(removeServedShell, []);
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate flex min-h-[80vh] items-center overflow-hidden bg-gradient-to-br from-ink via-[#33261c] to-[#4a3323] text-paper"
    >
      <BackgroundImage />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/75 via-ink/45 to-ink/90"
      />
      <div className="mx-auto w-full max-w-4xl px-4 pb-20 pt-32 text-center sm:px-6">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-sepia-light">{HERO_KICKER}</p>
        <h1
          id="hero-title"
          className="mt-5 text-balance font-display text-4xl leading-tight text-paper sm:text-6xl"
        >
          {HERO_HEADLINE}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-paper/85">{HERO_INTRO}</p>
        <div className="mx-auto mt-10 max-w-2xl">
          <SearchBox variant="hero" />
          <PopularTags />
        </div>
      </div>
    </section>
  );
}
