import { SIGN_IN_METHOD_LABEL, type SignInMethod } from '../../../../core/admin-accounts';
import { Pill } from '../../../components/Pill';

/** How an account signs in, one pill per method. */
export function MethodPills({ methods }: { methods: readonly SignInMethod[] }) {
  return (
    <ul aria-label="Sign-in methods" className="flex flex-wrap gap-1">
      {methods.map((method) => (
        <li key={method}>
          <Pill className="whitespace-nowrap">{SIGN_IN_METHOD_LABEL[method]}</Pill>
        </li>
      ))}
    </ul>
  );
}
