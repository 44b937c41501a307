// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('profile page', () => {
  it('shows the Profile tab for any tab value until wishlists arrive', async () => {
    fakeApi(signedInRoutes({ agreementType: 'custom' }));
    renderApp('/profile?tab=wishlists');
    expect((await screen.findByRole('tab', { name: 'Profile' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText("Studio's own agreement")).toBeTruthy();
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
