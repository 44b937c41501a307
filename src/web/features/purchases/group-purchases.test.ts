import { describe, expect, it } from 'vitest';
import { testOrderId } from '../../testing/checkout-answers';
import { testLooseLicence, testProjectId, testPurchase } from '../../testing/purchase-answers';
import { groupPurchases, licenceCount, OTHER_LICENCES, zipChoices } from './group-purchases';

describe('groupPurchases (issue 13 /my-purchases)', () => {
  it('groups by production, then project and company, keeping the newest-first order', () => {
    const pilot = { project_id: testProjectId(2), project_name: 'Pilot', company: 'Acme Films' };
    const groups = groupPurchases([
      testLooseLicence(9),
      testPurchase(1),
      testPurchase(5, {
        production_title: 'Harbour Lights',
        order_id: testOrderId(2),
        order_number: 'BD-100050',
        ...pilot,
      }),
      testPurchase(2, { order_id: testOrderId(3), order_number: 'BD-100060' }),
      testPurchase(3, { ...pilot }),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Night Shift', 'Harbour Lights', OTHER_LICENCES]);
    const [night] = groups;
    expect(night?.projects.map((project) => project.heading)).toEqual([
      'Season 2 · Acme Films',
      'Pilot · Acme Films',
    ]);
    expect(night?.projects[0]?.purchases.map((purchase) => purchase.photoid)).toEqual([1, 2]);
    expect(night?.projects[0]?.orders.map((order) => order.number)).toEqual(['BD-100042', 'BD-100060']);
    const other = groups[2]?.projects[0];
    expect(other?.heading).toBeNull();
    expect(other?.orders).toEqual([]);
  });

  it('counts licences held and refunded, and an order whose every line was refunded has nothing to download', () => {
    const [group] = groupPurchases([
      testPurchase(1, { refunded: true }),
      testPurchase(2, { refunded: true, order_id: testOrderId(2), order_number: 'BD-100050' }),
      testPurchase(3, { order_id: testOrderId(2), order_number: 'BD-100050' }),
    ]);
    const project = group?.projects[0];
    expect(project && licenceCount(project)).toBe('1 licence · 2 refunded');
    expect(project?.orders.map((order) => [order.number, order.downloadable])).toEqual([
      ['BD-100042', false],
      ['BD-100050', true],
    ]);
    expect(licenceCount({ licensed: 3, refunded: 0 })).toBe('3 licences');
  });

  it('offers one ZIP for a project that is one order, and one per order plus the project otherwise (issue 22)', () => {
    const [single] = groupPurchases([testPurchase(1), testPurchase(2)]);
    const one = single?.projects[0];
    expect(one && zipChoices(one)).toEqual([{ request: { order_id: testOrderId(1) }, place: 'group' }]);

    const [several] = groupPurchases([
      testPurchase(1),
      testPurchase(2, { order_id: testOrderId(2), order_number: 'BD-100050' }),
    ]);
    const two = several?.projects[0];
    expect(two && zipChoices(two)).toEqual([
      { request: { order_id: testOrderId(1) }, place: 'order' },
      { request: { order_id: testOrderId(2) }, place: 'order' },
      { request: { project_id: testProjectId(1) }, place: 'group' },
    ]);

    const [refunded] = groupPurchases([testPurchase(1, { refunded: true })]);
    const none = refunded?.projects[0];
    expect(none && zipChoices(none)).toEqual([]);
  });
});
