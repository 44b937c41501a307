import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CheckoutStarted } from '../../../../core/checkout';
import { api, readJson } from '../../../api';
import { notify } from '../../../components/Toast';

/**
 * `POST /api/checkout/upgrade`: an order for the difference between background dressing and hero
 * usage; the buyer then pays on the provider's page like any checkout. Sent only once the buyer
 * has accepted the licence terms in the upgrade's summary (the server requires it too).
 */
export async function startUpgrade(purchaseId: string, idempotencyKey: string): Promise<CheckoutStarted> {
  return readJson(
    await api.checkout.upgrade.$post({
      json: { purchase_id: purchaseId, idempotency_key: idempotencyKey, accept_terms: true },
    }),
  );
}

/**
 * One upgrade button's action. A second click before the first answers sends nothing (the button
 * is disabled only after React renders), and the attempt keeps one idempotency key.
 */
export function useUpgrade(purchaseId: string) {
  const [key] = useState(() => `upgrade-${crypto.randomUUID()}`);
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: () => startUpgrade(purchaseId, key),
    onSuccess: (started) => window.location.assign(started.payment_url),
    onError: (error) => {
      sent.current = false;
      notify.error('Upgrade failed', error);
    },
  });
  const start = () => {
    if (sent.current) return;
    sent.current = true;
    mutation.mutate();
  };
  return { ...mutation, start };
}
