import { describe, expect, it } from 'vitest';
import { missingForSubmit } from './photo-studio';
import {
  contributorMayEdit,
  findTransition,
  isPublicStatus,
  PHOTO_STATUSES,
  PHOTO_TRANSITIONS,
  type PhotoStatus,
  refusedTransitionMessage,
  transitionsFrom,
} from './photo-workflow';

/** Every move of issue 26's workflow, by who may make it: `from>to` → the least role allowed. */
const ALLOWED: Record<string, 'contributor' | 'admin'> = {
  'draft>submitted': 'contributor',
  'rejected>draft': 'contributor',
  'submitted>draft': 'contributor',
  'live>withdrawn': 'contributor',
  'withdrawn>draft': 'contributor',
  'submitted>in_review': 'admin',
  'submitted>approved': 'admin',
  'submitted>rejected': 'admin',
  'in_review>approved': 'admin',
  'in_review>rejected': 'admin',
  'in_review>submitted': 'admin',
  'approved>live': 'admin',
  'approved>rejected': 'admin',
  'withdrawn>live': 'admin',
};

describe('the photo workflow', () => {
  it('allows exactly the listed moves, to each actor as listed, and refuses every other pair', () => {
    for (const from of PHOTO_STATUSES)
      for (const to of PHOTO_STATUSES) {
        const least = ALLOWED[`${from}>${to}`];
        const label = `${from} → ${to}`;
        expect(findTransition(from, to, 'admin') !== null, `admin ${label}`).toBe(least !== undefined);
        expect(findTransition(from, to, 'contributor') !== null, `contributor ${label}`).toBe(
          least === 'contributor',
        );
      }
    expect(PHOTO_TRANSITIONS).toHaveLength(Object.keys(ALLOWED).length);
  });

  it('offers a contributor only their moves, an admin every move, in order', () => {
    expect(transitionsFrom('submitted', 'contributor').map((t) => t.to)).toEqual(['draft']);
    expect(transitionsFrom('submitted', 'admin').map((t) => t.to)).toEqual([
      'draft',
      'in_review',
      'approved',
      'rejected',
    ]);
    expect(transitionsFrom('approved', 'contributor')).toEqual([]);
  });

  it('lets a contributor edit only drafts and rejected photos, and shows only live photos publicly', () => {
    const editable = PHOTO_STATUSES.filter((status: PhotoStatus) => contributorMayEdit(status));
    expect(editable).toEqual(['draft', 'rejected']);
    expect(PHOTO_STATUSES.filter(isPublicStatus)).toEqual(['live']);
  });

  it('says plainly why a move is refused', () => {
    expect(refusedTransitionMessage('draft', 'live')).toBe('A draft photo cannot be moved to live.');
    expect(refusedTransitionMessage('approved', 'draft')).toBe('An approved photo cannot be moved to draft.');
    expect(refusedTransitionMessage('in_review', 'withdrawn')).toBe(
      'An in review photo cannot be moved to withdrawn.',
    );
  });

  it('names what a photo lacks before it can be submitted', () => {
    expect(missingForSubmit({ title: 'Picnic', tags: ['a', 'b', 'c', 'd', 'e'], price_cents: 100 })).toEqual(
      [],
    );
    expect(missingForSubmit({ title: ' ', tags: ['a'], price_cents: 0 })).toEqual([
      'a title',
      'at least 5 tags (it has 1)',
      'a price',
    ]);
  });
});
