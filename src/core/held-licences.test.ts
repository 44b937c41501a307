import { describe, expect, it } from 'vitest';
import { HELD_LICENCE_MESSAGES, type HeldLicence, licenceVerdict, refusalMessage } from './held-licences';

const licence = (
  license_type: HeldLicence['license_type'],
  project_id: string | null,
  project_name: string | null,
  upgrade_price_cents: number | null = null,
): HeldLicence => ({
  purchase_id: `${license_type}-${project_id}`,
  photo_id: 'photo',
  license_type,
  project_id,
  project_name,
  production_title: project_name,
  upgrade_price_cents,
});

describe('licenceVerdict (issue 22: licences are per production)', () => {
  const summerBackground = licence('background-dressing', 'summer', 'The Long Summer', 48000);
  const nightHero = licence('hero-usage', 'night', 'Night Shift');

  it('refuses the same or a lesser licence for the same project', () => {
    expect(licenceVerdict([summerBackground], 'summer', 'background-dressing')).toEqual({
      kind: 'held',
      held: summerBackground,
    });
    expect(licenceVerdict([nightHero], 'night', 'background-dressing')).toEqual({
      kind: 'held',
      held: nightHero,
    });
    expect(licenceVerdict([nightHero], 'night', 'hero-usage').kind).toBe('held');
  });

  it('offers hero usage over background dressing of the same project as the upgrade', () => {
    expect(licenceVerdict([summerBackground], 'summer', 'hero-usage')).toEqual({
      kind: 'upgrade',
      from: summerBackground,
    });
  });

  it('licenses the photo again for another project, naming where it is held', () => {
    expect(licenceVerdict([summerBackground, nightHero], 'third', 'hero-usage')).toEqual({
      kind: 'new',
      elsewhere: [summerBackground, nightHero],
    });
    expect(licenceVerdict([nightHero], 'summer', 'background-dressing')).toEqual({
      kind: 'new',
      elsewhere: [nightHero],
    });
    expect(HELD_LICENCE_MESSAGES.elsewhere([summerBackground], 'Night Shift')).toBe(
      'You licensed this for The Long Summer; this licence is for Night Shift.',
    );
  });

  it('counts every production when none is said', () => {
    expect(licenceVerdict([nightHero], null, 'background-dressing').kind).toBe('held');
    expect(licenceVerdict([summerBackground], null, 'hero-usage').kind).toBe('upgrade');
    expect(licenceVerdict([], null, 'hero-usage')).toEqual({ kind: 'new', elsewhere: [] });
  });

  it('words the refusals with the production and the upgrade price', () => {
    expect(HELD_LICENCE_MESSAGES.upgrade(16, summerBackground)).toBe(
      "You hold background dressing for #16 for The Long Summer: upgrade it to hero usage for $480.00 from My purchases or the photo's page instead. Remove it from your cart or choose another project.",
    );
    expect(refusalMessage(['A.', 'B.', 'C.'])).toBe(
      'A. 2 more photos are licensed for this project already.',
    );
    expect(HELD_LICENCE_MESSAGES.licensedFor([summerBackground, nightHero])).toBe(
      'You licensed this for The Long Summer (Background dressing) and Night Shift (Hero usage). A licence covers one production: at checkout, choose another project to license it again.',
    );
  });
});
