import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { toast } from 'sonner';
import { api, readJson } from '../../../api';
import { type Me, meQueryKey, type Profile } from '../../session';

export type ProfileChanges = InferRequestType<typeof api.profile.$patch>['json'];

/** spec §7: `PATCH /api/profile` upserts the changed fields (and updated_at), returning the row. */
export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  const body = await readJson(await api.profile.$patch({ json: changes }));
  return body.profile;
}

/** spec §8 profile toasts; the saved row replaces the cached one, so the header shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      toast.success('Profile updated', { description: 'Your profile has been updated successfully.' });
    },
    onError: () => {
      toast.error('Error updating profile', {
        description: 'There was a problem updating your profile. Please try again.',
      });
    },
  });
}
