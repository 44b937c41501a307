import { useState } from 'react';
import type { ClearanceAnswer, Release } from '../../../../core/clearance';
import { type ConsentFace, consentLine } from '../../../../core/people';
import { FaceThumb } from '../../../components/FaceThumb';
import { FormAlert } from '../../../components/FormAlert';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge';
import { notify } from '../../../components/Toast';
import { useLinkFaceRelease, usePhotoPeople, useReleases } from '../api/clearance';

/** The select's value for "no release": Radix refuses '' as a value. */
const NOT_RELEASED = 'none';

/**
 * "People in this photo" (issue 27 item 6): each real face found on the photo, cut out of its
 * thumbnail, with the release that covers its person; hero usage waits until everyone shown is
 * released. The releases offered are the creator's library (and those attached already).
 */
export function PeopleInPhoto({ answer }: { answer: ClearanceAnswer }) {
  const people = usePhotoPeople(answer.photoid);
  const library = useReleases(answer.creator_id);
  const link = useLinkFaceRelease(answer.photoid);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `people-${answer.photoid}`;

  const releases = new Map<string, Release>();
  for (const release of answer.releases) releases.set(release.id, release);
  for (const release of library.data?.items ?? []) releases.set(release.id, release);
  const options = [
    { value: NOT_RELEASED, label: 'Not released yet' },
    ...[...releases.values()].map((release) => ({
      value: release.id,
      label: `${release.signer}, signed ${release.signed_on}`,
    })),
  ];

  const choose = async (face: ConsentFace, value: string) => {
    setProblem(null);
    const releaseId = value === NOT_RELEASED ? null : value;
    try {
      await link.mutateAsync({ faceId: face.faceId, releaseId });
      notify.success(
        releaseId ? 'Release linked' : 'Release unlinked',
        releaseId
          ? `${face.personName ?? 'This person'} is covered by the release signed by ${releases.get(releaseId)?.signer ?? 'them'}.`
          : `${face.personName ?? 'This person'} is not released yet.`,
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The release could not be linked.');
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-display text-xl text-ink">
        People in this photo
      </h3>
      {problem && <FormAlert>{problem}</FormAlert>}
      {people.isPending ? (
        <div role="status" aria-label="Loading the people in this photo">
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : people.isError ? (
        <FormAlert>
          {people.error instanceof Error
            ? people.error.message
            : 'The people in this photo could not be loaded.'}
        </FormAlert>
      ) : people.data.faces.length === 0 ? (
        <p className="text-ink-soft text-sm">
          No faces have been found on this photo. A photo without people needs no release for hero usage.
        </p>
      ) : (
        <>
          <p className="text-ink text-sm" data-testid="people-consent">
            {consentLine(people.data)}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {people.data.faces.map((face) => (
              <FaceRow
                key={face.faceId}
                face={face}
                options={options}
                editable={answer.editable}
                saving={link.isPending && link.variables?.faceId === face.faceId}
                loadingOptions={library.isPending}
                onChoose={(value) => choose(face, value)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function FaceRow({
  face,
  options,
  editable,
  saving,
  loadingOptions,
  onChoose,
}: {
  face: ConsentFace;
  options: { value: string; label: string }[];
  editable: boolean;
  saving: boolean;
  loadingOptions: boolean;
  onChoose: (value: string) => void;
}) {
  const name = face.personName ?? 'Unknown person';
  const chosen = options.find((option) => option.value === face.releaseId);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-rule bg-white p-3">
      <FaceThumb
        src={face.thumbnailUrl}
        box={face.box}
        aspectRatio={face.aspectRatio}
        alt={`The face of ${name}`}
        size={64}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-ink">{name}</p>
        {editable ? (
          <Select
            value={face.releaseId ?? NOT_RELEASED}
            options={options}
            onValueChange={onChoose}
            loading={saving || loadingOptions}
            aria-label={`Release of ${name}`}
            size="sm"
          />
        ) : (
          <p className="text-ink-soft text-sm">{chosen ? chosen.label : 'Not released yet'}</p>
        )}
      </div>
    </li>
  );
}

/** For admins: a photo whose people are not all released, said in its header (issue 27 item 6). */
export function PeopleConsentBadge({ photoid }: { photoid: number }) {
  const people = usePhotoPeople(photoid);
  if (!people.data || people.data.allReleased) return null;
  return (
    <StatusBadge tone="waiting" size="md">
      {people.data.released} of {people.data.total} people released
    </StatusBadge>
  );
}
