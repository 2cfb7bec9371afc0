import { useEffect, useRef, type ComponentProps } from 'react';
import { PasswordField } from '@/client/components/ui/password-field';
import { isApiError } from '@/client/lib/api';

export const stepHeadingClasses = 'font-serif text-xl outline-none';

/** Moves the focus to a view's heading when the view opens, so a screen reader starts reading there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

type Field = 'password' | 'code';

/**
 * Where a refusal of the server is told: at the field it is about (a wrong password, a wrong code),
 * at `last` (the form's last field) for the sign-in limits or other input refused, else nowhere (a toast).
 */
export function refusedField(err: unknown, last: Field): Field | undefined {
  if (!isApiError(err)) return undefined;
  if (err.code === 'WRONG_CURRENT_PASSWORD') return 'password';
  if (err.code === 'TWO_FACTOR_CODE_INVALID') return 'code';
  return err.code === 'RATE_LIMITED' || err.status === 400 ? last : undefined;
}

/** The account's password, asked before its second factor changes; says what the browser offers to fill in. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label'>) {
  return (
    <PasswordField
      label="Your password"
      toggleLabel="Show password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

export const needPassword = (value: string) => (value ? true : 'Please enter your password');
