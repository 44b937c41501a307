import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatFileSize } from '../../../core/file-facts';
import type { DownloadLink, DownloadRequest } from '../../../core/purchases';
import { api, readJson } from '../../api';
import { notify } from '../../components/Toast';

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
export function startDownload(link: Pick<DownloadLink, 'url' | 'file_name'>, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = link.url;
  anchor.download = link.file_name;
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** How long the saved file's object URL is kept: the browser has taken the bytes by then. */
const OBJECT_URL_SECONDS = 60;

/**
 * Fetches `url` (same origin) and saves it as `fileName`, telling `onBytes` how much has arrived.
 * For long jobs (a ZIP drawn as it streams, a PDF): the page knows when the file is complete, so
 * it can show that it is working until then (issue 22). A refused answer throws its message.
 */
export async function fetchAsFile(
  url: string,
  fileName: string,
  onBytes: (bytes: number) => void,
  doc: Document = document,
): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) await readJson(response);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    onBytes(bytes);
  }
  const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  startDownload({ url: href, file_name: fileName }, doc);
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_SECONDS * 1000);
}

/** What a busy download button says next to itself. */
export function downloadStatus(kind: DownloadLink['kind'] | null, bytes: number | null): string {
  if (kind !== 'zip') return 'Preparing download…';
  return bytes === null ? 'Preparing ZIP…' : `Downloading ZIP… ${formatFileSize(bytes)}`;
}

/**
 * One download button's action: the link is asked for on click, never in advance (it expires),
 * then opened. A ZIP is fetched by the page, so the button stays busy (and cannot start it
 * twice) until the whole archive has arrived, saying how much has. A single original goes to the
 * browser directly (on S3 it is a redirect to the bucket). A failure is a toast with the
 * server's words (e.g. everything was refunded).
 */
export function useDownload(request: DownloadRequest) {
  const [kind, setKind] = useState<DownloadLink['kind'] | null>(null);
  const [bytes, setBytes] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      const link = await createDownloadLink(request);
      setKind(link.kind);
      if (link.kind === 'zip') await fetchAsFile(link.url, link.file_name, setBytes);
      else startDownload(link);
    },
    onError: (error) => notify.error('Download failed', error),
    onSettled: () => {
      setKind(null);
      setBytes(null);
    },
  });
  return { ...mutation, status: downloadStatus(kind, bytes) };
}
