import { REFUND_MESSAGES, REFUND_REASON_MAX, REFUND_REASON_MIN } from './admin-orders';
import { uuidSchema } from './body-schemas';
import { z } from './zod';

/*
 * The refund request's schema, apart from admin-orders.ts: the order lists and the payments pages
 * import that module for its types, and would otherwise load zod for a dialog they do not show.
 */

/**
 * A reason given: trimmed, at least REFUND_REASON_MIN characters. The refund dialog checks this much
 * before sending; the rest of the reason's rules are the server's, and their messages go under the
 * dialog's field.
 */
export const refundReasonSchema = z
  .string({ error: REFUND_MESSAGES.reasonRequired })
  .trim()
  .min(REFUND_REASON_MIN, REFUND_MESSAGES.reasonRequired);

/** POST /api/admin/orders/:id/refunds body (RefundRequest). */
export const refundSchema = z.object({
  item_ids: z
    .array(uuidSchema('item_ids'), { error: 'item_ids must list the lines to refund' })
    .min(1, 'Choose at least one line to refund')
    .max(500),
  reason: refundReasonSchema
    .max(REFUND_REASON_MAX, `The reason must be at most ${REFUND_REASON_MAX} characters`)
    .refine((text) => !/[<>\p{Cc}]/u.test(text), 'The reason contains invalid characters'),
});
