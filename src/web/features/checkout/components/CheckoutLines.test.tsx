// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldLicence } from '../../../../core/held-licences';
import { testCartAnswer, testCartLine, testPhotoUuid } from '../../../testing/cart-answers';
import { CheckoutLines } from './CheckoutLines';

afterEach(cleanup);

const summer = { id: 'b0000000-0000-4000-8000-000000000001', name: 'The Long Summer' };
const night = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Night Shift' };

const held = (photoid: number, license: HeldLicence['license_type']): HeldLicence => ({
  purchase_id: `a0000000-0000-4000-8000-00000000000${photoid}`,
  photo_id: testPhotoUuid(photoid),
  license_type: license,
  project_id: summer.id,
  project_name: summer.name,
  production_title: summer.name,
  upgrade_price_cents: license === 'background-dressing' ? 18000 : null,
});

/** Issue 22: the checkout marks, for the project chosen, each line the buyer holds already. */
describe('CheckoutLines', () => {
  const { items } = testCartAnswer([
    { ...testCartLine(1), held: [held(1, 'background-dressing')] },
    { ...testCartLine(2, { license: 'hero-usage' }), held: [held(2, 'background-dressing')] },
    testCartLine(3),
  ]);
  const show = (project: typeof summer | null) =>
    render(
      <MemoryRouter>
        <CheckoutLines items={items} unavailable={[]} project={project} />
      </MemoryRouter>,
    );

  it('marks the lines the chosen project holds: the same licence refused, hero usage as the upgrade', () => {
    show(summer);
    expect(
      screen.getByText(
        '#1 is already licensed for The Long Summer (Background dressing). Remove it from your cart or choose another project.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^You hold background dressing for #2 for The Long Summer: upgrade it to hero usage for \$180\.00/,
      ),
    ).toBeTruthy();
  });

  it('says a licence for another project is a new one', () => {
    show(night);
    expect(
      screen.getAllByText('You licensed this for The Long Summer; this licence is for Night Shift.'),
    ).toHaveLength(2);
  });

  it('says nothing before a project is chosen', () => {
    show(null);
    expect(screen.queryByText(/licensed/)).toBeNull();
  });
});
