import { useMutation } from '@tanstack/react-query';
import type { DownloadLink, DownloadRequest } from '../../core/purchases';
import { api, readJson } from '../api';
import { notify } from '../components/Toast';

/**
 * `POST /api/purchases/download-links`: a link to one licensed file, or to a ZIP of an order or
 * a project, that names the buyer and expires in 15 minutes. 404 for another's ids; 400 when
 * every licence in it was refunded.
 */
export async function createDownloadLink(request: DownloadRequest): Promise<DownloadLink> {
  return readJson(await api.purchases['download-links'].$post({ json: request }));
}

/**
 * Hands the link to the browser as a download. The link is same-origin and answers with an
 * attachment (or a ZIP stream), so a clicked `<a download>` saves it and the page stays as it
 * is — no navigation, nothing lost on the page.
 */
export function startDownload(link: DownloadLink, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = link.url;
  anchor.download = link.file_name;
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * One download button's action: the link is asked for on click, never in advance (it expires),
 * then opened. A failure is a toast with the server's words (e.g. everything was refunded).
 */
export function useDownload(request: DownloadRequest) {
  return useMutation({
    mutationFn: () => createDownloadLink(request),
    onSuccess: (link) => startDownload(link),
    onError: (error) => notify.error('Download failed', error),
  });
}
