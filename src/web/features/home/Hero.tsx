import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { HERO_HEADLINE, HERO_INTRO, HERO_KICKER } from '../../../core/home-hero';
import { api, readJson } from '../../api';
import { SearchBox } from '../../components/SearchBox';
import { removeServedShell } from '../../page-data';
import { FRESHNESS } from '../../query';
import { PopularTags } from './PopularTags';
import { randomInt } from './random';

/** spec §9: background images are numbered 1…count; the count defaults to 50. */
export const BACKGROUND_COUNT = 50;

/**
 * `GET /api/background-images`: the backgrounds the server has drawn. spec §9: the count is
 * cached 24 h; a list still growing is asked for again on the next visit instead.
 */
export function backgroundImagesQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'background-images'] as const,
    // `complete` is false while the server is still drawing some (the first seconds after a first start).
    queryFn: async ({ signal }) =>
      readJson(await api['background-images'].$get(undefined, { init: { signal } })),
    ...FRESHNESS.backgroundImageCount,
    staleTime: (query) =>
      query.state.data?.complete === false ? 0 : FRESHNESS.backgroundImageCount.staleTime,
  });
}

/** The background to show: number 1…count of the list (spec §9), or of the default 50 when it failed. */
function useBackgroundSource(): string | null {
  // One pick per visit to the page (a fraction, so it is kept whatever the count turns out to be).
  const [pick] = useState(() => Math.random());
  const list = useQuery(backgroundImagesQueryOptions());
  if (list.isError) return `/media/backgrounds/${randomInt(1, BACKGROUND_COUNT, () => pick)}.webp`;
  const images = list.data?.images ?? [];
  if (images.length === 0) return null;
  return images[randomInt(1, images.length, () => pick) - 1] ?? null;
}

function BackgroundImage() {
  const src = useBackgroundSource();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed' || src === null) return null;
  return (
    <img
      src={src}
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
