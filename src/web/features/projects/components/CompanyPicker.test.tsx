// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_LIST_MS, ERROR_TOAST_MS, FOUND_TOAST_MS, SAVED_BADGE_MS } from '../../../../core/collecting';
import { collectingServer, testCompany } from '../../../testing/collecting-answers';
import { pickOption, renderUi } from '../../../testing/render-ui';
import { CompanyPicker } from './CompanyPicker';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Toasts live in sonner's module state: one test's must not answer the next one's findByText.
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The picker in a form that shows the value it holds. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <CompanyPicker value={value} onChange={setValue} />
      <output aria-label="Chosen company">{value}</output>
    </div>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen company' }).textContent;
const twoCompanies = () => ({
  companies: [testCompany(1, 'Acme Films'), testCompany(2, 'Bright Pictures')],
  projects: [],
  wishlists: [],
});

describe('company picker (spec §2, §4)', { timeout: 20_000 }, () => {
  it('starts with the list when there are companies, and "Create new company" switches to input mode and clears the value', async () => {
    collectingServer(twoCompanies());
    renderUi(<Harness initial="Bright Pictures" />);
    const select = await screen.findByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBeNull());
    expect(select.textContent).toBe('Bright Pictures');
    pickOption(select, 'Acme Films');
    expect(chosen()).toBe('Acme Films');
    pickOption(screen.getByRole('combobox', { name: 'Company' }), 'Create new company');
    const group = screen.getByRole('group', { name: 'Add New Company' });
    expect(chosen()).toBe('');
    expect((within(group).getByLabelText('Company name') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(group).getByRole('button', { name: 'Back to Company List' }));
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeTruthy();
  });

  it('starts in input mode without companies, or with a name that is not one of them', async () => {
    collectingServer(twoCompanies());
    renderUi(<Harness initial="Someone Else Ltd" />);
    expect(await screen.findByRole('group', { name: 'Add New Company' })).toBeTruthy();
    cleanup();
    collectingServer({ companies: [], projects: [], wishlists: [] });
    renderUi(<Harness />);
    const group = await screen.findByRole('group', { name: 'Add New Company' });
    expect(within(group).queryByRole('button', { name: 'Back to Company List' })).toBeNull();
  });

  it('shows spec §5 messages under the field before anything is sent', async () => {
    const server = collectingServer({ companies: [], projects: [], wishlists: [] });
    renderUi(<Harness />);
    const group = await screen.findByRole('group', { name: 'Add New Company' });
    const input = within(group).getByLabelText('Company name');
    fireEvent.click(within(group).getByRole('button', { name: 'Save Company' }));
    expect(within(group).getByText('Company name is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'A' } });
    expect(within(group).getByText('Company name must be at least 2 characters long')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'x'.repeat(101) } });
    expect(within(group).getByText('Company name must be less than 100 characters')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Acme <Films>' } });
    expect(within(group).getByText('Company name contains invalid characters')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Save Company' }));
    expect(server.callsTo('POST', '/api/companies')).toHaveLength(0);
  });

  it('finds an existing company: "Company found" for 3 s, "Saved!" for 2 s, back to the list after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const server = collectingServer(twoCompanies());
    renderUi(<Harness initial="Someone Else Ltd" />);
    const group = await screen.findByRole('group', { name: 'Add New Company' });
    fireEvent.change(within(group).getByLabelText('Company name'), { target: { value: '  acme   films ' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(screen.getByText('Company found')).toBeTruthy();
    expect(screen.getByText('Selected existing company "Acme Films"')).toBeTruthy();
    expect(success).toHaveBeenCalledWith(
      'Company found',
      // Also placed and keyed by its words (components/Toast.tsx).
      expect.objectContaining({
        description: 'Selected existing company "Acme Films"',
        duration: FOUND_TOAST_MS,
      }),
    );
    expect(chosen()).toBe('Acme Films');
    expect(server.callsTo('POST', '/api/companies').map((call) => call.body)).toEqual([
      { name: 'acme films' },
    ]);
    // Still in input mode until 1 s has passed.
    expect(screen.getByRole('group', { name: 'Add New Company' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(BACK_TO_LIST_MS));
    expect(screen.queryByRole('group', { name: 'Add New Company' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toBe('Acme Films');
    expect(screen.getByText('Saved!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SAVED_BADGE_MS - BACK_TO_LIST_MS));
    expect(screen.queryByText('Saved!')).toBeNull();
  });

  it('creates a new company: "Company created" / Created new company "X"', async () => {
    const success = vi.spyOn(toast, 'success');
    const server = collectingServer({ companies: [], projects: [], wishlists: [] });
    renderUi(<Harness />);
    const group = await screen.findByRole('group', { name: 'Add New Company' });
    const input = within(group).getByLabelText('Company name');
    fireEvent.change(input, { target: { value: 'Northern   Lights' } });
    // Enter saves the company rather than submitting a form around the picker.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Company created')).toBeTruthy();
    expect(screen.getByText('Created new company "Northern Lights"')).toBeTruthy();
    expect(success).toHaveBeenCalledWith(
      'Company created',
      // Also placed and keyed by its words (components/Toast.tsx).
      expect.objectContaining({
        description: 'Created new company "Northern Lights"',
        duration: FOUND_TOAST_MS,
      }),
    );
    expect(server.state.companies.map((company) => company.name)).toEqual(['Northern Lights']);
    // The new company is one of the list now: the picker returns to it.
    expect(await screen.findByRole('combobox', { name: 'Company' })).toBeTruthy();
    expect(chosen()).toBe('Northern Lights');
  });

  it('says "Network error" when the check gets no answer, "Error with company" on a failure', async () => {
    const failure = vi.spyOn(toast, 'error');
    const answer = { current: 'offline' };
    collectingServer(
      { companies: [], projects: [], wishlists: [] },
      {
        'POST /api/companies': () => {
          if (answer.current === 'offline') throw new TypeError('Failed to fetch');
          return Response.json({ error: { code: 'internal', message: 'Something broke' } }, { status: 500 });
        },
      },
    );
    renderUi(<Harness />);
    const group = await screen.findByRole('group', { name: 'Add New Company' });
    fireEvent.change(within(group).getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Network error')).toBeTruthy();
    expect(screen.getByText('Unable to check for existing company. Please try again.')).toBeTruthy();
    expect(failure).toHaveBeenCalledWith(
      'Network error',
      // Also placed and keyed by its words (components/Toast.tsx).
      expect.objectContaining({
        description: 'Unable to check for existing company. Please try again.',
        duration: ERROR_TOAST_MS,
      }),
    );
    answer.current = 'broken';
    fireEvent.click(within(group).getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Error with company')).toBeTruthy();
    expect(screen.queryByText('Saved!')).toBeNull();
  });
});
