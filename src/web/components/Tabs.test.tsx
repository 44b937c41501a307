// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

afterEach(cleanup);

function renderTabs() {
  render(
    <Tabs defaultValue="similar">
      <TabsList label="Photo information">
        <TabsTrigger value="similar">Similar photos</TabsTrigger>
        <TabsTrigger value="people">Similar people</TabsTrigger>
        <TabsTrigger value="admin" disabled>
          Admin
        </TabsTrigger>
        <TabsTrigger value="details">Photo details</TabsTrigger>
      </TabsList>
      <TabsContent value="similar">Similar panel</TabsContent>
      <TabsContent value="people">People panel</TabsContent>
      <TabsContent value="admin">Admin panel</TabsContent>
      <TabsContent value="details">Details panel</TabsContent>
    </Tabs>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist with the default tab selected and its panel labelled by it', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Photo information' })).toBeTruthy();
    expect(tab('Similar photos').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Similar photos' }).textContent).toBe('Similar panel');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    renderTabs();
    tab('Similar photos').focus();
    fireEvent.keyDown(tab('Similar photos'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Similar people')));
    expect(tab('Similar people').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('People panel');

    fireEvent.keyDown(tab('Similar people'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Photo details')));
    fireEvent.keyDown(tab('Photo details'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Similar photos')));
    fireEvent.keyDown(tab('Similar photos'), { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Photo details')));
    expect(screen.getByRole('tabpanel').textContent).toBe('Details panel');
  });

  it('selects on click and ignores disabled tabs', () => {
    renderTabs();
    fireEvent.mouseDown(tab('Photo details'));
    expect(tab('Photo details').getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseDown(tab('Admin'));
    expect(tab('Admin').getAttribute('aria-selected')).toBe('false');
  });
});
