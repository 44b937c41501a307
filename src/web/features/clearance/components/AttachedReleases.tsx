import { useState } from 'react';
import { type ClearanceAnswer, RELEASE_KIND_LABELS, type Release } from '../../../../core/clearance';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { notify } from '../../../components/Toast';
import { releaseFileUrl, useAttachRelease, useReleases } from '../api/clearance';
import { ReleaseUploadDialog } from './ReleaseUploadDialog';

/** One release in words: kind, signer and role, date, what it covers. */
export function ReleaseFacts({ release }: { release: Release }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink">
        {release.signer} <span className="font-normal text-ink-soft">({release.signer_role})</span>
      </p>
      <p className="text-ink-soft text-sm">
        {RELEASE_KIND_LABELS[release.kind]}, signed {release.signed_on}. Covers: {release.covers}
      </p>
      <a href={releaseFileUrl(release.id)} className="text-sm text-ink underline underline-offset-2">
        Open {release.file_name}
      </a>
    </div>
  );
}

/** The photo's releases, with "Attach from library", "Upload a release" and Detach. */
export function AttachedReleases({ answer }: { answer: ClearanceAnswer }) {
  const attach = useAttachRelease(answer.photoid);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (release: Release, attached: boolean) => {
    setProblem(null);
    try {
      await attach.mutateAsync({ releaseId: release.id, attach: attached });
      notify.success(attached ? 'Release attached' : 'Release detached', `Signed by ${release.signer}.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The release could not be changed.');
    }
  };
  return (
    <section aria-labelledby={`releases-${answer.photoid}`} className="space-y-3">
      <h3 id={`releases-${answer.photoid}`} className="font-display text-xl text-ink">
        Releases
      </h3>
      {problem && <FormAlert>{problem}</FormAlert>}
      {answer.releases.length === 0 ? (
        <p className="text-ink-soft text-sm">No release is attached.</p>
      ) : (
        <ul className="divide-y divide-rule rounded-xl border border-rule">
          {answer.releases.map((release) => (
            <li key={release.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
              <ReleaseFacts release={release} />
              {answer.editable && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => change(release, false)}
                  aria-label={`Detach the release signed by ${release.signer}`}
                >
                  Detach
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {answer.editable && (
        <div className="flex flex-wrap gap-3">
          <AttachFromLibrary answer={answer} onAttach={(release) => change(release, true)} />
          <ReleaseUploadDialog
            creator={answer.creator_id}
            onUploaded={(release) => change(release, true)}
            trigger={<Button variant="secondary">Upload a release</Button>}
          />
        </div>
      )}
    </section>
  );
}

function AttachFromLibrary({
  answer,
  onAttach,
}: {
  answer: ClearanceAnswer;
  onAttach: (release: Release) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">Attach from library</Button>}
      title="Attach from library"
      description="Releases of this photo’s creator. One release can cover many photos."
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {open && <LibraryChoices answer={answer} onAttach={onAttach} />}
    </Dialog>
  );
}

function LibraryChoices({
  answer,
  onAttach,
}: {
  answer: ClearanceAnswer;
  onAttach: (release: Release) => Promise<void>;
}) {
  const library = useReleases(answer.creator_id);
  if (library.isPending) return <p className="text-ink-soft text-sm">Loading the library…</p>;
  if (library.isError)
    return (
      <FormAlert>
        {library.error instanceof Error ? library.error.message : 'The library could not be loaded.'}
      </FormAlert>
    );
  const attached = new Set(answer.releases.map((release) => release.id));
  const free = library.data.items.filter((release) => !attached.has(release.id));
  if (free.length === 0)
    return (
      <p className="text-ink-soft text-sm">
        Every release of the library is attached already. Upload a new one.
      </p>
    );
  return (
    <ul className="divide-y divide-rule rounded-xl border border-rule">
      {free.map((release) => (
        <li key={release.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
          <ReleaseFacts release={release} />
          <Button
            size="sm"
            onClick={() => onAttach(release)}
            aria-label={`Attach the release signed by ${release.signer}`}
          >
            Attach
          </Button>
        </li>
      ))}
    </ul>
  );
}
