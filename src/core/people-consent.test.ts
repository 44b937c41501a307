import { describe, expect, it } from 'vitest';
import { allPeopleReleased, consentCounts, consentLine, faceNeedsConsent, heroUsageRefusal } from './people';

/** Issue 27 item 6: the consent rule, once. */
describe('consent of the people on a photo', () => {
  it('needs a release for every person and counts a face with no person as not released', () => {
    const released = { people: [{ personId: 'a', releaseId: 'r1' }], unassignedFaces: 0 };
    expect(allPeopleReleased(released)).toBe(true);
    expect(consentCounts(released)).toEqual({ released: 1, total: 1 });
    const lone = { people: [{ personId: 'a', releaseId: 'r1' }], unassignedFaces: 1 };
    expect(allPeopleReleased(lone)).toBe(false);
    expect(consentCounts(lone)).toEqual({ released: 1, total: 2 });
    const missing = {
      people: [
        { personId: 'a', releaseId: 'r1' },
        { personId: 'b', releaseId: null },
        { personId: 'c', releaseId: 'r2' },
      ],
      unassignedFaces: 0,
    };
    expect(allPeopleReleased(missing)).toBe(false);
    expect(consentLine(consentCounts(missing))).toBe(
      '2 of 3 people released. Hero usage is blocked until everyone is released.',
    );
    expect(consentLine({ released: 0, total: 1 })).toBe(
      '0 of 1 person released. Hero usage is blocked until everyone is released.',
    );
    expect(consentLine(consentCounts(released))).toBe('Everyone shown is released.');
  });

  it('leaves a photo with no real faces unaffected', () => {
    const none = { people: [], unassignedFaces: 0 };
    expect(allPeopleReleased(none)).toBe(true);
    expect(consentCounts(none)).toEqual({ released: 0, total: 0 });
  });

  it('counts only real faces that were not rejected', () => {
    expect(faceNeedsConsent({ source: 'detected', rejected: false })).toBe(true);
    expect(faceNeedsConsent({ source: 'manual', rejected: false })).toBe(true);
    expect(faceNeedsConsent({ source: 'seed', rejected: false })).toBe(false);
    expect(faceNeedsConsent({ source: 'detected', rejected: true })).toBe(false);
  });

  it('names the photos it refuses hero usage of', () => {
    expect(heroUsageRefusal([12])).toBe(
      'Hero usage is not available for photo #12 yet: not everyone shown in it has signed a release. You can license it for background dressing.',
    );
    expect(heroUsageRefusal([12, 40])).toContain('photos #12, #40');
  });
});
