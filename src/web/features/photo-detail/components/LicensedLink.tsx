import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { licensedHref, licensedLabel } from '../../../components/photo-licences';

/**
 * issue 13: "Licensed · Hero usage" for a photo the buyer holds a licence for, leading to its
 * lines (and its file) in My purchases.
 */
export function LicensedLink({ photoid, held }: { photoid: number; held: readonly LicenseType[] }) {
  return (
    <Button asChild variant="secondary">
      <Link to={licensedHref(photoid)}>
        <BadgeCheck aria-hidden="true" className="size-4 text-sepia" />
        {licensedLabel(held)}
      </Link>
    </Button>
  );
}
