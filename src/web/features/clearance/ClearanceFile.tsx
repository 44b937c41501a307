/** Placeholder until the clearance file lands (issue 26): rights, releases, exclusions, decision. */
export function ClearanceFile({ photoid }: { photoid: number }) {
  return <p className="text-ink-soft text-sm">Clearance file of #{photoid}</p>;
}
