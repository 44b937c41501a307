import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buildTaxonomyLink } from '../../../../core/taxonomy';
import { Pill } from '../../../components/Pill';
import { notify } from '../../../components/Toast';
import { taxonomyClick, track } from '../../analytics';

/** spec §8 taxonomy navigation failure: "Navigation Error" / "Unable to navigate: …", then /photos. */
export function showTaxonomyNavigationError(message: string): void {
  // A refused page both fails its link check and answers 400: one toast, not two.
  notify.error('Navigation Error', `Unable to navigate: ${message}`, { id: 'taxonomy-navigation-error' });
}

interface TaxonomyPillProps {
  type: string;
  id: string | null | undefined;
  children: ReactNode;
}

/**
 * A pill to a taxonomy page (spec §5 link builder). A link that cannot be built still goes
 * somewhere useful: /photos, with the spec's navigation error toast.
 */
export function TaxonomyPill({ type, id, children }: TaxonomyPillProps) {
  const navigate = useNavigate();
  const link = buildTaxonomyLink(type, id);
  if (link.ok) {
    const value = id?.trim() ?? '';
    return (
      <Pill to={link.href} onClick={() => track(taxonomyClick(type, value))}>
        {children}
      </Pill>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        showTaxonomyNavigationError(link.message);
        void navigate(link.href);
      }}
      className="inline-flex items-center gap-1.5 rounded-full bg-paper-deep px-3 py-1 text-xs font-medium text-ink ring-1 ring-rule/70 hover:bg-sepia-light"
    >
      {children}
    </button>
  );
}
