// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ClearanceAnswer,
  clearanceStatus,
  clearanceSummary,
  emptyClearanceFacts,
  type Release,
} from '../../../core/clearance';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { pickOption, renderUi } from '../../testing/render-ui';
import { ClearanceFile } from './index';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const PATH = '/api/studio/photos/1042/clearance';
const RELEASE: Release = {
  id: '11111111-1111-4111-8111-111111111111',
  creator_id: 'c-1',
  kind: 'person',
  signer: 'Margaret Hartley',
  signer_role: 'the person shown',
  signed_on: '2024-05-01',
  covers: 'Margaret at the piano',
  file_name: 'margaret.pdf',
  content_type: 'application/pdf',
  file_size: 1200,
  created_at: '2026-01-01T10:00:00.000Z',
};

function answerOf(
  overrides: Partial<ClearanceAnswer['file']> = {},
  releases: Release[] = [],
  admin = false,
): ClearanceAnswer {
  const file = {
    ...emptyClearanceFacts(),
    rights_holder: 'The Hartley family',
    rights_basis: 'estate' as const,
    recognisable_people: true,
    people_count: 2,
    recognisable_property: false,
    source: null,
    provenance_notes: null,
    decision_note: null,
    decided_by: null,
    decided_by_email: null,
    decided_at: null,
    version: 3,
    updated_at: null,
    ...overrides,
  };
  return {
    photoid: 1042,
    creator_id: 'c-1',
    photo_status: 'draft',
    file,
    releases,
    summary: clearanceSummary(file, releases),
    status: clearanceStatus(file, releases),
    editable: true,
    can_decide: admin,
  };
}

describe('ClearanceFile', { timeout: 20_000 }, () => {
  it('shows the status and saves the file with the version it was based on', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: () => json(answerOf({}, [RELEASE])),
      [`PUT ${PATH}`]: (call) => json(answerOf({ ...(call.body as object), version: 4 }, [RELEASE])),
    });
    renderUi(<ClearanceFile photoid={1042} />);
    expect(
      await screen.findByText(
        '2 people recognisable, 1 release attached: 1 more needed; no recognisable property.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Margaret Hartley/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Decision' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'Albums, scanned 2023' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'No sexual or adult content' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save clearance file' }));
    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', PATH)[0]?.body).toMatchObject({
      version: 3,
      rights_holder: 'The Hartley family',
      rights_basis: 'estate',
      source: 'Albums, scanned 2023',
      recognisable_people: true,
      people_count: 2,
      recognisable_property: false,
      property_count: 0,
      exclusions: ['adult'],
    });
  });

  it('asks for a count when people are recognisable, before anything is sent', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: () => json(answerOf({ recognisable_people: null, people_count: 0 })),
    });
    renderUi(<ClearanceFile photoid={1042} />);
    pickOption(await screen.findByRole('combobox', { name: 'Recognisable people?' }), 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Save clearance file' }));
    expect(await screen.findByText('Say how many recognisable people there are (1 or more)')).toBeTruthy();
    expect(api.callsTo('PUT', PATH)).toHaveLength(0);
  });

  it('shows an admin the decision and the server’s reason when clearing is refused', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: () => json(answerOf({}, [RELEASE], true)),
      [`PUT ${PATH}`]: () =>
        json(
          {
            error: {
              code: 'changed',
              message: 'This photo cannot be cleared yet: Attach 1 more person release.',
            },
          },
          409,
        ),
    });
    renderUi(<ClearanceFile photoid={1042} />);
    expect(await screen.findByRole('heading', { name: 'Decision' })).toBeTruthy();
    expect(screen.getByText('Nobody has decided yet.')).toBeTruthy();
    pickOption(screen.getByRole('combobox', { name: 'Clearance decision' }), 'Cleared');
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(
      await screen.findByText('This photo cannot be cleared yet: Attach 1 more person release.'),
    ).toBeTruthy();
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ version: 3, decision: 'cleared', decision_note: '' });
  });
});

describe('ReleasesPage (/contribute/releases)', { timeout: 20_000 }, () => {
  it('lists the signed-in contributor’s releases', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/studio/releases': () => json({ creator_id: 'u-1', items: [RELEASE] }),
    });
    renderApp('/contribute/releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Release library' })).toBeTruthy();
    expect(await screen.findByText(/Margaret Hartley/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open margaret.pdf' }).getAttribute('href')).toBe(
      `/api/studio/releases/${RELEASE.id}/file`,
    );
  });

  it('uploads a release from the dialog and says why the server refused a duplicate', async () => {
    let uploads = 0;
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/studio/releases': () => json({ creator_id: 'u-1', items: [] }),
      'POST /api/studio/releases': () => {
        uploads += 1;
        return json(
          { error: { code: 'duplicate', message: 'This file is in the library already: “a.pdf”.' } },
          409,
        );
      },
    });
    renderApp('/contribute/releases');
    expect(await screen.findByText('No releases yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload a release' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Upload a release' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload release' }));
    expect(await within(dialog).findByText('Choose the release file: a PDF, JPEG or PNG')).toBeTruthy();
    expect(within(dialog).getByText('Signer is required (the name on the release)')).toBeTruthy();
    expect(uploads).toBe(0);
    const file = new File(['%PDF-1.4 test'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Release file'), { target: { files: [file] } });
    fireEvent.change(within(dialog).getByLabelText('Signed by'), { target: { value: 'Ann Lee' } });
    fireEvent.change(within(dialog).getByLabelText('Signer’s role'), {
      target: { value: 'the person shown' },
    });
    fireEvent.change(within(dialog).getByLabelText('Signed on'), { target: { value: '2024-05-01' } });
    fireEvent.change(within(dialog).getByLabelText('Covers'), { target: { value: 'Ann' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload release' }));
    expect(await within(dialog).findByText('This file is in the library already: “a.pdf”.')).toBeTruthy();
    expect(uploads).toBe(1);
    expect(api.callsTo('POST', '/api/studio/releases')).toHaveLength(1);
  });
});
