// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CollectingState,
  collectingServer,
  testCompany,
  testCompanyId,
  testProject,
  testProjectId,
} from '../../testing/collecting-answers';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { pickOption } from '../../testing/render-ui';

isolateAppTests();
// Toasts live in sonner's module state: one test's must not answer the next one's findByText.
afterEach(() => {
  toast.dismiss();
});

function state(): CollectingState {
  return {
    companies: [
      testCompany(1, 'Acme Films', { project_count: 1 }),
      testCompany(2, 'Bright Pictures', { company_logo: 'data:image/webp;base64,BBBB' }),
    ],
    projects: [
      testProject(1, 'Kitchen drama', 'Acme Films', {
        wishlist_count: 2,
        last_used_at: '2026-02-01T00:00:00.000Z',
      }),
      testProject(2, 'Advert', 'Acme Films'),
    ],
    wishlists: [],
  };
}

const row = (list: string, name: string) =>
  within(
    within(screen.getByRole('list', { name: list }))
      .getByText(name, { selector: 'p' })
      .closest('li') as HTMLElement,
  );

describe('profile: Projects tab', { timeout: 20_000 }, () => {
  it('lists the projects by name with company, wishlists and last use', async () => {
    collectingServer(state());
    renderApp('/profile?tab=projects');
    const list = within(await screen.findByRole('list', { name: 'Your projects' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Advert',
      'Kitchen drama',
    ]);
    expect(
      row('Your projects', 'Kitchen drama').getByText('Acme Films · 2 wishlists · Used Feb 1, 2026'),
    ).toBeTruthy();
  });

  it('renames a project: "Success" / "Project updated successfully", a duplicate under the field', async () => {
    const server = collectingServer(state());
    renderApp('/profile?tab=projects');
    await screen.findByRole('list', { name: 'Your projects' });
    fireEvent.click(row('Your projects', 'Advert').getByRole('button', { name: 'Edit Advert' }));
    const edit = within(screen.getByRole('dialog', { name: 'Edit project' }));
    const name = edit.getByLabelText('Project name');
    fireEvent.change(name, { target: { value: 'Kitchen Drama' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(
      await edit.findByText('A project named "Kitchen Drama" already exists for Acme Films'),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Advert, summer' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Project updated successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(await screen.findByText('Advert, summer', { selector: 'p' })).toBeTruthy();
    expect(server.callsTo('PATCH', `/api/projects/${testProjectId(2)}`).map((call) => call.body)).toEqual([
      { name: 'Kitchen Drama' },
      { name: 'Advert, summer' },
    ]);
  });

  it('deletes a project after asking, saying its wishlists stay', async () => {
    collectingServer(state());
    renderApp('/profile?tab=projects');
    await screen.findByRole('list', { name: 'Your projects' });
    fireEvent.click(
      row('Your projects', 'Kitchen drama').getByRole('button', { name: 'Delete Kitchen drama' }),
    );
    const ask = within(screen.getByRole('dialog', { name: 'Delete Kitchen drama?' }));
    expect(ask.getByText('Its 2 wishlists stay, without a project. This cannot be undone.')).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Kitchen drama', { selector: 'p' })).toBeNull());
  });

  it('says "Failed to delete project" when the server fails', async () => {
    collectingServer(state(), {
      [`DELETE /api/projects/${testProjectId(2)}`]: () =>
        Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
    });
    renderApp('/profile?tab=projects');
    await screen.findByRole('list', { name: 'Your projects' });
    fireEvent.click(row('Your projects', 'Advert').getByRole('button', { name: 'Delete Advert' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
  });

  it('creates a first project: "No Projects Found", "Create Your First Project"', async () => {
    const server = collectingServer({
      companies: [testCompany(1, 'Acme Films')],
      projects: [],
      wishlists: [],
    });
    renderApp('/profile?tab=projects');
    expect(await screen.findByText('No Projects Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Project' }));
    const create = within(screen.getByRole('dialog', { name: 'Create project' }));
    const company = create.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(company.getAttribute('aria-busy')).toBeNull());
    expect((create.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    pickOption(company, 'Acme Films');
    fireEvent.click(create.getByRole('button', { name: 'Next' }));
    fireEvent.change(await create.findByLabelText('Project name'), { target: { value: 'Kitchen drama' } });
    fireEvent.click(create.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Kitchen drama', { selector: 'p' })).toBeTruthy();
    // An existing company is taken as it is: nothing new is saved.
    expect(server.callsTo('POST', '/api/companies')).toHaveLength(0);
  });
});

describe('profile: Companies tab', { timeout: 20_000 }, () => {
  it('lists companies with their logo and project count', async () => {
    collectingServer(state());
    renderApp('/profile?tab=companies');
    await screen.findByRole('list', { name: 'Your companies' });
    expect(row('Your companies', 'Acme Films').getByText('1 project')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bright Pictures logo' }).getAttribute('src')).toBe(
      'data:image/webp;base64,BBBB',
    );
  });

  it('renames a company, and says a taken name under the field', async () => {
    const server = collectingServer(state());
    renderApp('/profile?tab=companies');
    await screen.findByRole('list', { name: 'Your companies' });
    fireEvent.click(row('Your companies', 'Acme Films').getByRole('button', { name: 'Rename Acme Films' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename company' }));
    const name = rename.getByLabelText('Company name');
    fireEvent.change(name, { target: { value: 'A' } });
    // The form checks with its schema, which answers a moment later (react-hook-form).
    expect(await rename.findByText('Company name must be at least 2 characters long')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'bright pictures' } });
    fireEvent.click(rename.getByRole('button', { name: 'Save changes' }));
    expect(
      await rename.findByText('A company named "Bright Pictures" already exists in your account'),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Acme  Studios' } });
    fireEvent.click(rename.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company updated')).toBeTruthy();
    expect(await screen.findByText('Acme Studios', { selector: 'p' })).toBeTruthy();
    expect(server.callsTo('PATCH', `/api/companies/${testCompanyId(1)}`).at(-1)?.body).toEqual({
      name: 'Acme Studios',
    });
  });

  it('moves focus to the company name when the server says the name is taken (decision 015)', async () => {
    collectingServer(state());
    renderApp('/profile?tab=companies');
    await screen.findByRole('list', { name: 'Your companies' });
    fireEvent.click(row('Your companies', 'Acme Films').getByRole('button', { name: 'Rename Acme Films' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename company' }));
    const name = rename.getByLabelText('Company name');
    fireEvent.change(name, { target: { value: 'bright pictures' } });
    const save = rename.getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    expect(
      await rename.findByText('A company named "Bright Pictures" already exists in your account'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes a company after asking: "Company deleted"; one its projects use says so first', async () => {
    collectingServer(state());
    renderApp('/profile?tab=companies');
    await screen.findByRole('list', { name: 'Your companies' });
    fireEvent.click(row('Your companies', 'Acme Films').getByRole('button', { name: 'Delete Acme Films' }));
    const used = within(screen.getByRole('dialog', { name: 'Delete Acme Films?' }));
    expect(
      used.getByText('1 project uses this company: move it to another company or delete it first.'),
    ).toBeTruthy();
    fireEvent.click(used.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      row('Your companies', 'Bright Pictures').getByRole('button', { name: 'Delete Bright Pictures' }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Bright Pictures?' })).getByRole('button', {
        name: 'Delete company',
      }),
    );
    expect(await screen.findByText('Company deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Bright Pictures', { selector: 'p' })).toBeNull());
  });

  it('uploads a logo as a form, removes one, and refuses a file over 1 MB before sending it', async () => {
    const server = collectingServer(state());
    renderApp('/profile?tab=companies');
    await screen.findByRole('list', { name: 'Your companies' });
    const input = screen.getByLabelText('Logo file for Acme Films');
    const big = new File([new Uint8Array(1_000_001)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The logo must be at most 1 MB.')).toBeTruthy();
    expect(server.callsTo('PUT', `/api/companies/${testCompanyId(1)}/logo`)).toHaveLength(0);

    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [logo] } });
    expect(await screen.findByText('The logo is saved.')).toBeTruthy();
    const upload = server.callsTo('PUT', `/api/companies/${testCompanyId(1)}/logo`)[0];
    const body = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body;
    expect(upload).toBeTruthy();
    expect(body instanceof FormData && body.get('logo') instanceof File).toBe(true);
    expect(await screen.findByRole('img', { name: 'Acme Films logo' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo of Bright Pictures' }));
    expect(await screen.findByText('The logo is removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Bright Pictures logo' })).toBeNull());
  });

  it('says why a logo was refused', async () => {
    collectingServer(state(), {
      [`PUT /api/companies/${testCompanyId(1)}/logo`]: () =>
        Response.json(
          { error: { code: 'invalid', message: 'The logo must be a JPEG, PNG, WebP, GIF or AVIF image' } },
          { status: 400 },
        ),
    });
    renderApp('/profile?tab=companies');
    await screen.findByRole('list', { name: 'Your companies' });
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Logo file for Acme Films'), { target: { files: [file] } });
    expect(await screen.findByText('Error updating company')).toBeTruthy();
    expect(screen.getByText('The logo must be a JPEG, PNG, WebP, GIF or AVIF image')).toBeTruthy();
  });

  it('runs the integrity check: passed, issues found (listed), failed', async () => {
    const current: CollectingState = state();
    const answer = { status: 200 };
    collectingServer(current, {
      'GET /api/companies/integrity': () =>
        answer.status === 200
          ? Response.json(current.integrity ?? { ok: true, issues: [] })
          : Response.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
    });
    renderApp('/profile?tab=companies');
    const check = await screen.findByRole('button', { name: 'Check data integrity' });
    fireEvent.click(check);
    expect(await screen.findByText('Data integrity check passed')).toBeTruthy();

    current.integrity = {
      ok: false,
      issues: [
        { kind: 'unknown-company', message: 'Project "Advert" names a company you do not have: Gone Ltd' },
      ],
    };
    fireEvent.click(check);
    const issues = within(await screen.findByRole('region', { name: 'Data integrity issues' }));
    expect(issues.getByText('Project "Advert" names a company you do not have: Gone Ltd')).toBeTruthy();
    expect(screen.getAllByText('Data integrity issues found').length).toBeGreaterThan(0);
    expect(screen.getByText('1 issue to look at.')).toBeTruthy();

    answer.status = 500;
    fireEvent.click(check);
    expect(await screen.findByText('Data integrity check failed')).toBeTruthy();
  });
});
