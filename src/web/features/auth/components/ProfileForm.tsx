import { type FormEvent, useState } from 'react';
import { checkProfileNames } from '../../../../core/auth-validation';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import type { Profile } from '../../session';
import { useUpdateProfile } from '../api/update-profile';

/** Edits the first and last name (spec §7: the changed fields are upserted with updated_at). */
export function ProfileForm({ profile }: { profile: Profile | null }) {
  const [firstName, setFirstName] = useState(profile?.first_name ?? '');
  const [lastName, setLastName] = useState(profile?.last_name ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same rule the server applies (spec §5 lengths, no control characters or markup).
    const problem = checkProfileNames(firstName, lastName);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    update.mutate({ first_name: firstName.trim(), last_name: lastName.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onValueChange={setFirstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onValueChange={setLastName}
        />
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" loading={update.isPending}>
        Save changes
      </Button>
    </form>
  );
}
