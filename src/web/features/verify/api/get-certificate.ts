import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '../../../../server/features/documents';
import { api, readJson } from '../../../api';
import { retryUnlessClientError } from '../../../query';

/** `GET /api/verify/:code`, public: what the certificate shows, and which lines were refunded; 404 when unknown. */
export async function getCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return readJson(await api.verify[':code'].$get({ param: { code } }, { init: { signal } }));
}

/** Always asked again on a visit: a refund must show at once. */
export function certificateQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['certificates', code.replace(/-/g, '').toUpperCase()] as const,
    queryFn: ({ signal }) => getCertificate(code, signal),
    staleTime: 0,
    retry: retryUnlessClientError(1),
  });
}

/** The certificate's public details; idle while `enabled` is false (a code that cannot be one). */
export function useCertificate(code: string, enabled = true) {
  return useQuery({ ...certificateQueryOptions(code), enabled });
}
