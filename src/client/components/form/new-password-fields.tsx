import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField } from '@/client/components/ui/password-field';
import { useI18n } from '@/client/lib/i18n';
import { type FieldSource, formField } from './form-field';

/** A form that asks for a new password: its `newPassword` and `confirmPassword` fields. */
type NewPasswordValues = FieldValues & { newPassword: string; confirmPassword: string };

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  form: FieldSource<T>;
  /** What the confirmation says instead of its own error (the account page's "Passwords do not match" as it is typed). */
  confirmPasswordError?: string;
}

/**
 * "New password" and its confirmation, bound to their form (as `formField` binds a field): as the
 * account page, the reset page and the staff invitation ask for them; the rule under the first
 * until it has an error.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  confirmPasswordError,
}: NewPasswordFieldsProps<T>) {
  const { t } = useI18n();
  const newPassword = formField(form, 'newPassword' as FieldPath<T>);
  const confirmPassword = formField(form, 'confirmPassword' as FieldPath<T>);
  return (
    <>
      <PasswordField
        label={t('New password')}
        toggleLabel={t('Show new password')}
        autoComplete="new-password"
        required
        hint={newPassword.error ? undefined : t('At least 6 characters.')}
        {...newPassword}
      />
      <PasswordField
        label={t('Confirm new password')}
        toggleLabel={t('Show confirm new password')}
        autoComplete="new-password"
        required
        {...confirmPassword}
        error={confirmPasswordError ?? confirmPassword.error}
      />
    </>
  );
}
