import { useState } from 'react';
import type { LicenseType } from '../../../../core/pricing';
import { Dialog } from '../../../components/Dialog';
import type { WishlistPhotoRef } from '../../../components/photo-wishlist-actions';
import { PROJECT_FORM_TITLE, ProjectForm } from '../../projects';
import { CreateWishlistForm, EMPTY_DRAFT, type WishlistDraft } from './CreateWishlistForm';
import { WishlistChoices } from './WishlistChoices';

type Step = 'choose' | 'create' | 'project';

const TITLE: Record<Step, string> = {
  choose: 'Add to wishlist',
  create: 'Create wishlist',
  // spec §2: the project-creation sub-step's title becomes the project form's, "Create Project for
  // Wishlist" (one title: the form inside shows none of its own).
  project: PROJECT_FORM_TITLE.wishlist,
};

interface WishlistDialogProps {
  /** The photo to save; without one the dialog only creates a wishlist (the wishlists page). */
  photo?: WishlistPhotoRef;
  license?: LicenseType;
  onClose: () => void;
  /** Told of a wishlist made here (the page goes to it). */
  onCreated?: (wishlistId: string) => void;
}

/**
 * spec §2 Dialogs: add-to-wishlist, then create wishlist, then its project-creation sub-step, in
 * one dialog. What was typed survives the detour to create a project, which is then chosen.
 */
export function WishlistDialog({ photo, license, onClose, onCreated }: WishlistDialogProps) {
  const [step, setStep] = useState<Step>(photo ? 'choose' : 'create');
  const [draft, setDraft] = useState<WishlistDraft>(EMPTY_DRAFT);
  const name = photo?.title ?? (photo ? `photo #${photo.photoid}` : null);
  const description =
    step === 'choose' && name
      ? `Choose a wishlist for ${name}.`
      : step === 'create' && name
        ? `It starts with ${name}.`
        : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={TITLE[step]}
      description={description}
    >
      {step === 'choose' && photo && (
        <WishlistChoices
          photo={photo}
          license={license}
          onAdded={onClose}
          onCreateNew={() => setStep('create')}
        />
      )}
      {step === 'create' && (
        <CreateWishlistForm
          draft={draft}
          onDraftChange={setDraft}
          photoId={photo?.id}
          license={license}
          onCreateProject={() => setStep('project')}
          onCreated={(wishlist) => {
            onCreated?.(wishlist.id);
            onClose();
          }}
          onBack={photo ? () => setStep('choose') : onClose}
          backLabel={photo ? 'Back' : 'Cancel'}
        />
      )}
      {step === 'project' && (
        <ProjectForm
          onCreated={(project) => {
            // spec §4: a new project is selected at once.
            setDraft((current) => ({ ...current, projectId: project.id }));
            setStep('create');
          }}
          onCancel={() => setStep('create')}
        />
      )}
    </Dialog>
  );
}
