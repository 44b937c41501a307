import { useState } from 'react';

const PLACEHOLDER = '/placeholder-photo.svg';

/** A line's small picture; decorative (the line names the photo), with the placeholder if it fails. */
export function Thumbnail({ src, dim = false }: { src: string | null; dim?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER : (src ?? PLACEHOLDER)}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`size-16 shrink-0 rounded-lg bg-paper-deep object-cover ${dim ? 'opacity-50 grayscale' : ''}`}
    />
  );
}
