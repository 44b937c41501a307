import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorFrom } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { type ApiDocument, apiDocumentSchema } from '../api-reference';

/** Where the server serves its OpenAPI description (server/http/openapi.ts). */
export const API_DOCUMENT_URL = '/api/openapi.json';

/**
 * `GET /api/openapi.json`. Not through the typed client: the route describes the whole app (it is
 * mounted beside the API, not in ApiType), and its answer is a generic OpenAPI document, which
 * the page checks with zod instead of trusting a type.
 */
export async function getApiDocument(signal?: AbortSignal): Promise<ApiDocument> {
  const response = await fetch(API_DOCUMENT_URL, { signal, credentials: 'same-origin' });
  if (!response.ok) throw await errorFrom(response);
  return apiDocumentSchema.parse(await response.json());
}

export function apiDocumentQueryOptions() {
  return queryOptions({
    queryKey: ['api-document'] as const,
    queryFn: ({ signal }) => getApiDocument(signal),
    ...FRESHNESS.default,
    retry: retryUnlessClientError(1),
  });
}

export function useApiDocument() {
  return useQuery(apiDocumentQueryOptions());
}
