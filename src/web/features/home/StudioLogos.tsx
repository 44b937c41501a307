import { useState } from 'react';
import { STUDIO_NAMES } from '../../../core/studio-names';
import { oneTo, shuffled } from './random';

/** spec §1: 11 studio logos, in a random order per visit. */
export const LOGO_COUNT = STUDIO_NAMES.length;

function LogoList({ order, copy }: { order: number[]; copy: boolean }) {
  return (
    // The second copy only closes the loop visually; assistive tech reads the list once.
    <ul
      aria-hidden={copy || undefined}
      className={`flex shrink-0 items-center gap-16 pr-16 ${copy ? 'marquee-copy' : ''}`}
    >
      {order.map((n) => (
        <li key={n} className="shrink-0">
          <img
            src={`/media/logos/${n}.svg`}
            alt={copy ? '' : (STUDIO_NAMES[n - 1] ?? `Studio ${n}`)}
            loading="lazy"
            className="h-10 w-auto opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0"
          />
        </li>
      ))}
    </ul>
  );
}

/** spec §1: the "Trusted by leading studios" strip, looping every 80 s (still when motion is reduced). */
export function StudioLogos() {
  const [order] = useState(() => shuffled(oneTo(LOGO_COUNT)));
  return (
    <section aria-labelledby="studios-title" className="border-b border-rule bg-paper-deep py-12">
      <h2
        id="studios-title"
        className="text-center text-xs font-semibold uppercase tracking-[0.25em] text-ink-soft"
      >
        Trusted by leading studios
      </h2>
      <div className="marquee mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="marquee-track flex w-max animate-marquee">
          <LogoList order={order} copy={false} />
          <LogoList order={order} copy={true} />
        </div>
      </div>
    </section>
  );
}
