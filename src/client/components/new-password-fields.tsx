import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/client/components/ui/password-field';

interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn<'newPassword'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  newPasswordError?: string;
  confirmPasswordError?: string;
}

/** "New password" and its confirmation, as the account page and the reset page ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  newPasswordError,
  confirmPasswordError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        toggleLabel="Show new password"
        autoComplete="new-password"
        required
        hint={newPasswordError ? undefined : 'At least 6 characters.'}
        error={newPasswordError}
        {...newPassword}
      />
      <PasswordField
        label="Confirm new password"
        toggleLabel="Show confirm new password"
        autoComplete="new-password"
        required
        error={confirmPasswordError}
        {...confirmPassword}
      />
    </>
  );
}
