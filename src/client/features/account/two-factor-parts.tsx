import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from '@/client/components/ui/password-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

/** Moves the focus to a view's heading when the view opens, so a screen reader starts reading there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** A step of two-step verification's views (a set-up, a confirmation, the codes): its heading, focused as it opens. */
export function TwoFactorStep({ title, children }: { title: ReactNode; children: ReactNode }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="mt-8 border-t border-line pt-8">
      <h4 ref={heading} tabIndex={-1} className="font-serif text-xl outline-none">
        {title}
      </h4>
      {children}
    </div>
  );
}

type Field = 'password' | 'code';

/**
 * A step's refused request: the server's words at the field it is about (`place`), else in a toast
 * titled `title`, after which `stale` (the server's state was not what the view thought) starts over.
 * `t` says the fallback words in the page's language.
 */
export async function sayRefusal(
  err: unknown,
  {
    last,
    place,
    title,
    stale,
    t,
  }: {
    last: Field;
    place: (field: Field, message: string) => void;
    title: string;
    stale: { when: (err: unknown) => boolean; then: () => Promise<void> };
    t: Translator['t'];
  },
): Promise<void> {
  const message = errorMessage(err, t('Please try again'));
  const field = refusedField(err, last);
  if (field) return place(field, message);
  toast({ variant: 'destructive', title, description: message });
  if (stale.when(err)) await stale.then();
}

/**
 * Where a refusal of the server is told: at the field it is about (a wrong password, a wrong code),
 * at `last` (the form's last field) for the sign-in limits or other input refused, else nowhere (a toast).
 */
function refusedField(err: unknown, last: Field): Field | undefined {
  if (!isApiError(err)) return undefined;
  if (err.code === 'WRONG_CURRENT_PASSWORD') return 'password';
  if (err.code === 'TWO_FACTOR_CODE_INVALID') return 'code';
  return err.code === 'RATE_LIMITED' || err.status === 400 ? last : undefined;
}

/** The account's password, asked before its second factor changes; says what the browser offers to fill in. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label'>) {
  const { t } = useI18n();
  return (
    <PasswordField
      label={t('Your password')}
      toggleLabel={t('Show password')}
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** The password field's own check (react-hook-form's `validate`), in the page's language. */
export const needPassword = (t: Translator['t']) => (value: string) => (value ? true : t('Please enter your password'));

/** A step's answers: its form's submit (its words, then its pending words with a turning ring) and Cancel. */
export function StepButtons({
  form,
  pendingLabel,
  submit,
  onCancel,
}: {
  form: { formState: { isSubmitting: boolean } };
  pendingLabel: string;
  submit: string;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <PendingButton
        type="submit"
        className="w-full sm:w-auto"
        pending={form.formState.isSubmitting}
        pendingLabel={pendingLabel}
        disableWhilePending
        spinner
      >
        {submit}
      </PendingButton>
      <Button variant="subtle" onClick={onCancel} className="w-full sm:w-auto">
        {t('Cancel')}
      </Button>
    </div>
  );
}
