import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../../../core/cart';
import { HELD_LICENCE_MESSAGES, licenceVerdict } from '../../../../core/held-licences';
import { paths } from '../../../../core/paths';
import { LICENSE_LABEL } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { LinePrice } from '../../../components/LinePrice';
import { photos, Thumbnail } from '../../orders';
import { lineName } from '../quote-changes';

/** The project the checkout is for, as the chooser has it. */
interface ChosenProject {
  id: string;
  name: string;
}

/**
 * Issue 22: what the buyer holds of a line's photo, said for the project chosen — refused (held
 * already, or the upgrade for the difference) or a new licence for another production. Null
 * when nothing of it is held, or no project is chosen yet.
 */
function heldNote(line: CartLine, project: ChosenProject | null): { refused: boolean; text: string } | null {
  if (line.held.length === 0 || project === null) return null;
  const verdict = licenceVerdict(line.held, project.id, line.license_type);
  switch (verdict.kind) {
    case 'held':
      return {
        refused: true,
        text: HELD_LICENCE_MESSAGES.held(line.photo.photoid, verdict.held, line.license_type),
      };
    case 'upgrade':
      return { refused: true, text: HELD_LICENCE_MESSAGES.upgrade(line.photo.photoid, verdict.from) };
    case 'new':
      return { refused: false, text: HELD_LICENCE_MESSAGES.elsewhere(verdict.elsewhere, project.name) };
  }
}

function Line({
  line,
  withdrawn = false,
  project = null,
}: {
  line: CartLine;
  withdrawn?: boolean;
  project?: ChosenProject | null;
}) {
  const name = lineName(line);
  const note = withdrawn ? null : heldNote(line, project);
  return (
    <li className="flex gap-4 py-4">
      <Thumbnail src={line.photo.thumbnail_url} dim={withdrawn} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">
          <Link
            to={paths.photo.href({ photoid: line.photo.photoid })}
            className="hover:text-sepia hover:underline"
          >
            {name}
          </Link>
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">
          <span className="tabular-nums">#{line.photo.photoid}</span>
          {' · '}
          {LICENSE_LABEL[line.license_type]}
        </p>
        {withdrawn && <p className="mt-1 text-sm font-medium text-ink">No longer available — not charged</p>}
        {note && (
          <p className={`mt-1 text-sm ${note.refused ? 'font-medium text-red-700' : 'text-ink-soft'}`}>
            {note.text}
          </p>
        )}
      </div>
      {!withdrawn && (
        <LinePrice
          priceCents={line.price_cents}
          discountedCents={line.discounted_price_cents}
          className="text-right"
        />
      )}
    </li>
  );
}

/** Past this many lines the list starts summarised, so the form and Pay stay close (issue 22). */
const LONG_CART = 5;
const PREVIEW_LINES = 3;

/**
 * The quote's lines: what the order will license, then apart the photos withdrawn since they
 * were added, which are shown so nothing disappears silently, and never charged.
 */
export function CheckoutLines({
  items,
  unavailable,
  project = null,
}: {
  items: CartLine[];
  unavailable: CartLine[];
  /** The project chosen below: lines it holds already are marked (the server refuses them). */
  project?: ChosenProject | null;
}) {
  const listId = useId();
  const long = items.length > LONG_CART;
  const [expanded, setExpanded] = useState(false);
  const shown = long && !expanded ? items.slice(0, PREVIEW_LINES) : items;
  return (
    <div className="space-y-6">
      {items.length > 0 && (
        <div>
          <ul id={listId} aria-label="Photos to license" className="divide-y divide-rule">
            {shown.map((line) => (
              <Line key={line.id} line={line} project={project} />
            ))}
          </ul>
          {long && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((was) => !was)}
            >
              {expanded ? 'Show fewer photos' : `Show all ${items.length} photos`}
            </Button>
          )}
        </div>
      )}
      {unavailable.length > 0 && (
        <section aria-labelledby="withdrawn-heading" className="rounded-xl bg-paper-deep/60 px-4 py-3">
          <h3 id="withdrawn-heading" className="text-sm font-semibold text-ink">
            No longer available: {photos(unavailable.length)}, not charged
          </h3>
          <ul aria-label="Photos no longer available" className="divide-y divide-rule">
            {unavailable.map((line) => (
              <Line key={line.id} line={line} withdrawn />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
