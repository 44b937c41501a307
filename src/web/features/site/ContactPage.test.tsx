// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillForm() {
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  type('Your name', 'Dana Props');
  type('E-mail', 'dana@studio.example');
  type('Message', 'Can you send the releases for photo #12 to our lawyer?');
  const subject = screen.getByRole('combobox', { name: 'What is it about?', hidden: true });
  subject.focus();
  fireEvent.keyDown(subject, { key: 'Enter' });
  const listbox = screen.getByRole('listbox', { hidden: true });
  const option = within(listbox).getByRole('option', { name: 'Clearance paperwork', hidden: true });
  fireEvent.click(option);
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('contact page', () => {
  it('checks the fields itself before anything is sent', async () => {
    const server = fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    send();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please choose what your message is about')).toBeTruthy();
    expect(screen.getByText('Please write your message')).toBeTruthy();
    expect(server.callsTo('POST', '/api/contact')).toHaveLength(0);
  });

  it('moves focus to the first field with a problem, tied to its message (decision 015)', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    type('Your name', 'Dana Props');
    type('E-mail', 'dana@');
    send();
    const message = await screen.findByText('Please enter a valid email address');
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
    // Editing the field takes its message away until the next send.
    type('E-mail', 'dana@studio');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
    expect(screen.getByText('Please write your message')).toBeTruthy();
  });

  it('sends the message and thanks the sender', async () => {
    const server = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/contact': () => Response.json({ sent: true }, { status: 201 }),
    });
    renderApp('/contact');
    await fillForm();
    send();
    expect(await screen.findByText('Thank you — your message is on its way')).toBeTruthy();
    expect(server.callsTo('POST', '/api/contact')[0]?.body).toEqual({
      name: 'Dana Props',
      email: 'dana@studio.example',
      subject: 'Clearance paperwork',
      message: 'Can you send the releases for photo #12 to our lawyer?',
    });
  });

  it("shows the server's field messages under the fields", async () => {
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/contact': () =>
        Response.json(
          {
            error: {
              code: 'INVALID',
              message: 'Please enter a valid email address',
              fields: { email: 'Please enter a valid email address' },
            },
          },
          { status: 400 },
        ),
    });
    renderApp('/contact');
    await fillForm();
    send();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /could not be sent/ })).toBeNull();
  });

  it('says when too many messages were sent', async () => {
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/contact': () =>
        Response.json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many requests. Please try again in 30 seconds.',
            },
          },
          { status: 429 },
        ),
    });
    renderApp('/contact');
    await fillForm();
    send();
    expect(
      await screen.findByText(
        'Your message could not be sent: Too many requests. Please try again in 30 seconds.',
      ),
    ).toBeTruthy();
  });
});
