// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { VIEWER_ELEMENT_ID } from '../../../core/page-meta';
import { meQueryKey, seedViewerFromPage, viewerFromPage } from './get-me';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Backdrop');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = VIEWER_ELEMENT_ID;
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

const member = {
  user: { id: 'u1', email: 'ann@example.com', name: 'Ann' },
  profile: null,
  isAdmin: false,
};

describe('the viewer the served page carries', () => {
  it('reads a member, a guest, and nothing when the page has no block or a damaged one', () => {
    expect(viewerFromPage(pageWith(JSON.stringify(member)))).toEqual(member);
    expect(viewerFromPage(pageWith('null'))).toBeNull();
    expect(viewerFromPage(pageWith(null))).toBeUndefined();
    expect(viewerFromPage(pageWith('{"user": '))).toBeUndefined();
    expect(viewerFromPage(pageWith('{"name": "not a viewer"}'))).toBeUndefined();
  });

  it('answers the first session check from the page, so nothing waits for the API', () => {
    const guest = new QueryClient();
    seedViewerFromPage(guest, pageWith('null'));
    expect(guest.getQueryState(meQueryKey)?.status).toBe('success');
    expect(guest.getQueryData(meQueryKey)).toBeNull();

    const unknown = new QueryClient();
    seedViewerFromPage(unknown, pageWith(null));
    expect(unknown.getQueryState(meQueryKey)).toBeUndefined();
  });
});
