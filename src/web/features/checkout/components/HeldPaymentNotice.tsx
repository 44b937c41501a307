import { Link } from 'react-router';
import { paths } from '../../../../core/paths';

/**
 * An order whose payment did not match its total (OrderDetail.payment_held): the money arrived,
 * nothing was licensed, and a person reviews it. The buyer must not pay again, and needs a way to
 * ask — as a shop would tell them at the till.
 */
export function HeldPaymentNotice() {
  return (
    <div role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-medium">Your payment is being reviewed.</p>
      <p className="mt-1">
        The amount the payment provider took does not match this order's total, so nothing has been licensed
        yet. Please do not pay again: we will put it right and write to you.{' '}
        <Link to={paths.contact.path} className="font-medium underline underline-offset-4">
          Contact us
        </Link>{' '}
        with the order number if you have a question.
      </p>
    </div>
  );
}
