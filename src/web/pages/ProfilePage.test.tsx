// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectingServer, testCompany, testProject, testWishlist } from '../testing/collecting-answers';
import { fakeApi, signedInRoutes } from '../testing/fake-api';
import { isolateAppTests, renderApp } from '../testing/render-app';

isolateAppTests();

const savedProfile = {
  id: 'u-1',
  first_name: 'Morgana',
  last_name: 'Reyes',
  storefront_name: null,
  needs_password_setup: false,
  agreement_type: 'standard',
  agreement_accepted: true,
  agreement_date: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
};

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('profile page', { timeout: 20_000 }, () => {
  it('shows the Profile tab without a tab, or with an unknown one', async () => {
    fakeApi(signedInRoutes({ agreementType: 'custom' }));
    renderApp('/profile?tab=nothing');
    expect((await screen.findByRole('tab', { name: 'Profile' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText("Studio's own agreement")).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Wishlists',
      'Projects',
      'Companies',
    ]);
  });

  it('opens the Wishlists tab from ?tab=wishlists (the header link), and keeps the tab in the URL', async () => {
    collectingServer({
      companies: [testCompany(1, 'Acme Films')],
      projects: [testProject(1, 'Kitchen drama', 'Acme Films')],
      wishlists: [testWishlist(1, 'Summer shoot')],
    });
    const { location } = renderApp('/profile?tab=wishlists');
    await screen.findByRole('tab', { name: 'Wishlists' });
    expect(selected()?.textContent).toBe('Wishlists');
    const lists = within(await screen.findByRole('list', { name: 'Your wishlists' }));
    expect(lists.getByRole('heading', { name: 'Summer shoot' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Projects' }));
    await waitFor(() => expect(location()).toBe('/profile?tab=projects'));
    expect(await screen.findByRole('list', { name: 'Your projects' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('saves the name and shows it in the header', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'PATCH /api/profile': () => Response.json({ profile: savedProfile }),
    });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Your profile' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Morgana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(screen.getByText('Your profile has been updated successfully.')).toBeTruthy();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Morgana' })).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/profile')[0]?.body).toEqual({
      first_name: 'Morgana',
      last_name: 'Reyes',
    });
  });

  it('needs a first name, and reports a failed save', async () => {
    fakeApi({
      ...signedInRoutes(),
      'PATCH /api/profile': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Your profile' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your first name.');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Morgan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error updating profile')).toBeTruthy();
    expect(screen.getByText('There was a problem updating your profile. Please try again.')).toBeTruthy();
  });
});
