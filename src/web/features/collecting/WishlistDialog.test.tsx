// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePhotoWishlistActions, useWishlistMembership } from '../../components/photo-wishlist-actions';
import { testPhotoUuid } from '../../testing/cart-answers';
import {
  type CollectingState,
  collectingServer,
  testCompany,
  testProject,
  testProjectId,
  testWishlist,
  testWishlistId,
  testWishlistPhoto,
} from '../../testing/collecting-answers';
import { SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { pickOption, renderUi } from '../../testing/render-ui';
import { PhotoWishlistActionsProvider } from './components/PhotoWishlistActionsProvider';

// The dialog's code loads lazily on first open: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Toasts live in sonner's module state: one test's must not answer the next one's findByText.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

const photo = { id: testPhotoUuid(7), photoid: 7, title: 'Kitchen 7' };

/** A page with photo 7: what the wishlists say of it, and a button that opens the dialog. */
function Probe() {
  const wishlists = usePhotoWishlistActions();
  const inWishlist = useWishlistMembership(photo.id);
  return (
    <div>
      <p>{inWishlist ? 'in a wishlist' : 'in no wishlist'}</p>
      <button type="button" onClick={() => wishlists?.open(photo, 'hero-usage')}>
        Save photo 7
      </button>
    </div>
  );
}

function openDialog(url = '/search?q=kitchen') {
  const view = renderUi(
    <PhotoWishlistActionsProvider>
      <Probe />
    </PhotoWishlistActionsProvider>,
    url,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save photo 7' }));
  return view;
}

const studio = testProject(1, 'Kitchen drama', 'Acme Films', { last_used_at: '2026-02-01T00:00:00.000Z' });
const older = testProject(2, 'Advert', 'Acme Films', { last_used_at: '2026-01-05T00:00:00.000Z' });

function someLists(): CollectingState {
  return {
    companies: [testCompany(1, 'Acme Films')],
    projects: [studio, older],
    wishlists: [
      testWishlist(1, 'Summer shoot', { project: studio, items: [testWishlistPhoto(7)] }),
      testWishlist(2, 'Living rooms', { project: studio, items: [testWishlistPhoto(3)] }),
    ],
  };
}

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('add-to-wishlist dialog (spec §2)', { timeout: 20_000 }, () => {
  it('marks the wishlists holding the photo "Added" and not clickable, and adds it to another', async () => {
    const server = collectingServer(someLists());
    openDialog();
    const add = await dialog('Add to wishlist');
    const summer = await add.findByRole('button', { name: /Summer shoot/ });
    expect(summer.textContent).toContain('Added');
    expect((summer as HTMLButtonElement).disabled).toBe(true);
    const living = add.getByRole('button', { name: /Living rooms/ });
    expect(living.textContent).not.toContain('Added');
    fireEvent.click(living);
    expect(await screen.findByText('Added to wishlist')).toBeTruthy();
    // spec §8: "Photo added to **{name}** wishlist", the list's name in bold.
    const named = screen.getByText('Living rooms', { selector: 'strong' });
    expect(named.parentElement?.textContent).toBe('Photo added to Living rooms wishlist');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      server.callsTo('POST', `/api/wishlists/${testWishlistId(2)}/items`).map((call) => call.body),
    ).toEqual([{ photo_id: photo.id, license_type: 'hero-usage' }]);
  });

  it('knows which photos are in a wishlist from one batch check', async () => {
    const server = collectingServer(someLists());
    renderUi(
      <PhotoWishlistActionsProvider>
        <Probe />
      </PhotoWishlistActionsProvider>,
    );
    expect(await screen.findByText('in a wishlist')).toBeTruthy();
    expect(server.callsTo('POST', '/api/wishlists/check').map((call) => call.body)).toEqual([
      { photo_ids: [photo.id] },
    ]);
  });

  it('says "No wishlists yet. Create your first one!" with "Create new wishlist"', async () => {
    collectingServer({ companies: [], projects: [], wishlists: [] });
    openDialog();
    const add = await dialog('Add to wishlist');
    expect(await add.findByText('No wishlists yet. Create your first one!')).toBeTruthy();
    expect(add.getByRole('button', { name: 'Create new wishlist' })).toBeTruthy();
  });

  it('says "Photo is already in this wishlist" on a duplicate and "Failed to add photo to wishlist" on a failure', async () => {
    const failing = { current: 409 };
    collectingServer(someLists(), {
      [`POST /api/wishlists/${testWishlistId(2)}/items`]: () =>
        Response.json({ error: { code: 'x', message: 'x' } }, { status: failing.current }),
    });
    openDialog();
    const add = await dialog('Add to wishlist');
    fireEvent.click(await add.findByRole('button', { name: /Living rooms/ }));
    expect(await screen.findByText('Photo is already in this wishlist')).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    failing.current = 500;
    fireEvent.click(await add.findByRole('button', { name: /Living rooms/ }));
    expect(await screen.findByText('Failed to add photo to wishlist')).toBeTruthy();
  });

  it('creates a wishlist in the default project, with the photo: "Wishlist created"', async () => {
    const server = collectingServer(someLists());
    openDialog();
    fireEvent.click(
      await (await dialog('Add to wishlist')).findByRole('button', { name: 'Create new wishlist' }),
    );
    const create = await dialog('Create wishlist');
    const submit = create.getByRole('button', { name: 'Create Wishlist' }) as HTMLButtonElement;
    // spec §4: the project used last is chosen at once; without a name the button stays off.
    await waitFor(() =>
      expect(create.getByRole('combobox', { name: 'Project' }).textContent).toBe(
        'Kitchen drama · Acme Films',
      ),
    );
    expect(submit.disabled).toBe(true);
    const name = create.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.blur(name);
    // The form checks with its schema, which answers a moment later (react-hook-form).
    expect(await create.findByText('Name must be at least 2 characters long')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Act "two"' } });
    expect(await create.findByText('Name contains invalid characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: '  Act   two ' } });
    await waitFor(() => expect(create.queryByText(/Name (must|contains)/)).toBeNull());
    fireEvent.change(create.getByLabelText('Description'), { target: { value: 'For the director' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Wishlist created')).toBeTruthy();
    expect(screen.getByText('New wishlist created and photo added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/wishlists').map((call) => call.body)).toEqual([
      {
        name: 'Act two',
        description: 'For the director',
        project_id: testProjectId(1),
        photo_id: photo.id,
        license_type: 'hero-usage',
      },
    ]);
    // The heart and the page's button learn of it from the batch check, read again.
    expect(await screen.findByText('in a wishlist')).toBeTruthy();
  });

  it('marks a project chosen by hand as used (POST /use)', async () => {
    const server = collectingServer(someLists());
    openDialog();
    fireEvent.click(
      await (await dialog('Add to wishlist')).findByRole('button', { name: 'Create new wishlist' }),
    );
    const create = await dialog('Create wishlist');
    const project = create.getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project.textContent).toBe('Kitchen drama · Acme Films'));
    pickOption(project, 'Advert · Acme Films');
    await waitFor(() =>
      expect(server.callsTo('POST', `/api/projects/${testProjectId(2)}/use`)).toHaveLength(1),
    );
    expect(server.callsTo('POST', `/api/projects/${testProjectId(1)}/use`)).toHaveLength(0);
  });

  it('without projects: "No Projects Found", then the two-step project form, and the new project is chosen', async () => {
    const server = collectingServer({ companies: [], projects: [], wishlists: [] });
    openDialog();
    fireEvent.click(
      await (await dialog('Add to wishlist')).findByRole('button', { name: 'Create new wishlist' }),
    );
    const create = await dialog('Create wishlist');
    expect(await create.findByText('No Projects Found')).toBeTruthy();
    fireEvent.change(create.getByLabelText('Name'), { target: { value: 'Kitchens' } });
    expect((create.getByRole('button', { name: 'Create Wishlist' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(create.getByRole('button', { name: 'Create Your First Project' }));

    // spec §2: the sub-step's title becomes the project form's, and it is the only one (issue 22).
    const project = await dialog('Create Project for Wishlist');
    expect(project.getAllByRole('heading')).toHaveLength(1);
    const steps = project.getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Step 1: Company', '2Step 2: Project name']);
    expect(within(steps).getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
    // No companies yet: the picker starts in input mode.
    const company = await project.findByRole('group', { name: 'Add New Company' });
    expect(within(company).queryByRole('button', { name: 'Back to Company List' })).toBeNull();
    fireEvent.change(within(company).getByLabelText('Company name'), { target: { value: ' Acme   Films ' } });
    fireEvent.click(project.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company created')).toBeTruthy();
    expect(screen.getByText('Created new company "Acme Films"')).toBeTruthy();

    const name = await project.findByLabelText('Project name');
    expect(within(steps).getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('step');
    expect(project.getByText('Acme Films')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Kitchen drama' } });
    fireEvent.click(project.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();

    // Back to the wishlist, with what was typed and the new project chosen.
    const again = await dialog('Create wishlist');
    expect((again.getByLabelText('Name') as HTMLInputElement).value).toBe('Kitchens');
    await waitFor(() =>
      expect(again.getByRole('combobox', { name: 'Project' }).textContent).toBe('Kitchen drama · Acme Films'),
    );
    fireEvent.click(again.getByRole('button', { name: 'Create Wishlist' }));
    expect(await screen.findByText('Wishlist created')).toBeTruthy();
    expect(server.callsTo('POST', '/api/companies').map((call) => call.body)).toEqual([
      { name: 'Acme Films' },
    ]);
    expect(server.callsTo('POST', '/api/projects').map((call) => call.body)).toEqual([
      { name: 'Kitchen drama', company: 'Acme Films' },
    ]);
    expect(server.state.wishlists[0]?.summary.project_name).toBe('Kitchen drama');
  });

  it('focuses each step’s first field, keeps focus on a busy "Save Company", and hands it back on close (issue 23)', async () => {
    collectingServer({ ...someLists(), wishlists: [] });
    renderUi(
      <PhotoWishlistActionsProvider>
        <Probe />
      </PhotoWishlistActionsProvider>,
      '/search?q=kitchen',
    );
    const opener = screen.getByRole('button', { name: 'Save photo 7' });
    opener.focus();
    fireEvent.click(opener);
    const press = (button: HTMLElement) => {
      button.focus();
      fireEvent.click(button);
    };
    press(await (await dialog('Add to wishlist')).findByRole('button', { name: 'Create new wishlist' }));
    const create = await dialog('Create wishlist');
    await waitFor(() => expect(document.activeElement).toBe(create.getByLabelText('Name')));

    press(create.getByRole('button', { name: 'New project' }));
    const project = await dialog('Create Project for Wishlist');
    const company = await project.findByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(document.activeElement).toBe(company));
    await waitFor(() => expect(company.getAttribute('aria-busy')).toBeNull());

    pickOption(company, 'Create new company');
    const companyName = await project.findByLabelText('Company name');
    await waitFor(() => expect(document.activeElement).toBe(companyName));

    fireEvent.change(companyName, { target: { value: 'Northlight Pictures' } });
    const save = project.getByRole('button', { name: 'Save Company' });
    press(save);
    expect(await project.findByText('Saved!')).toBeTruthy();
    // Busy and saved, it kept focus; back in the list, focus goes to the list.
    expect(save.hasAttribute('disabled')).toBe(false);
    const list = await project.findByRole('combobox', { name: 'Company' }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(list.textContent).toBe('Northlight Pictures');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a duplicate project name under the field', async () => {
    collectingServer({ ...someLists(), wishlists: [] });
    openDialog();
    fireEvent.click(
      await (await dialog('Add to wishlist')).findByRole('button', { name: 'Create new wishlist' }),
    );
    fireEvent.click(await (await dialog('Create wishlist')).findByRole('button', { name: 'New project' }));
    const project = await dialog('Create Project for Wishlist');
    const company = project.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(company.getAttribute('aria-busy')).toBeNull());
    pickOption(company, 'Acme Films');
    fireEvent.click(project.getByRole('button', { name: 'Next' }));
    fireEvent.change(await project.findByLabelText('Project name'), { target: { value: 'kitchen drama' } });
    fireEvent.click(project.getByRole('button', { name: 'Create Project' }));
    expect(
      await project.findByText('A project named "kitchen drama" already exists for Acme Films'),
    ).toBeTruthy();
  });

  it('sends guests to sign in: "Authentication required"', async () => {
    collectingServer(someLists(), {}, SIGNED_OUT_ROUTES);
    const view = renderUi(
      <PhotoWishlistActionsProvider>
        <Probe />
      </PhotoWishlistActionsProvider>,
      '/search?q=kitchen',
    );
    // Once the session check has said "signed out".
    await waitFor(() => expect(view.queryClient.getQueryData(['me'])).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save photo 7' }));
    expect(await screen.findByText('Authentication required')).toBeTruthy();
    expect(screen.getByText('Please sign in to add photos to wishlists.')).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/auth?mode=login&returnUrl=%2Fsearch%3Fq%3Dkitchen'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
