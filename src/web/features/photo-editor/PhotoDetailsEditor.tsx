/** Placeholder until the describe editor lands (issue 26): the photo's words, tags and price. */
export function PhotoDetailsEditor({ photoid }: { photoid: number }) {
  return <p className="text-ink-soft text-sm">Details of #{photoid}</p>;
}
