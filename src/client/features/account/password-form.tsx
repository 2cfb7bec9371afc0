import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@/domain/accounts/schemas';
import { NewPasswordFields } from '@/client/components/form/new-password-fields';
import { formField } from '@/client/components/form/form-field';
import { PendingButton } from '@/client/components/form/pending-button';
import { PasswordField } from '@/client/components/ui/password-field';
import { toast } from '@/client/lib/toast';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useChangePassword } from '@/client/lib/use-auth';
import { useI18n } from '@/client/lib/i18n';

type PasswordFields = z.input<typeof changePasswordFormSchema>;
type PasswordValues = z.output<typeof changePasswordFormSchema>;

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password: the confirmation must equal the new password, otherwise the
 * button stays disabled and 'Passwords do not match' shows under it.
 */
export function PasswordForm() {
  const { t } = useI18n();
  const change = useChangePassword();
  const form = useForm<PasswordFields, unknown, PasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const [currentPassword, newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'confirmPassword'],
  });
  const mismatch = confirmPassword.length > 0 && newPassword !== confirmPassword;
  const incomplete = !currentPassword || !newPassword || !confirmPassword;

  const onSubmit = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast({
        variant: 'success',
        title: t('Password updated'),
        description: t('Use your new password the next time you sign in.'),
      });
    } catch (err) {
      const message = errorMessage(err, t('Please try again'));
      // The server's words for it go under the field as well as in the toast.
      if (isApiError(err) && err.code === 'WRONG_CURRENT_PASSWORD') {
        form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      }
      toast({ variant: 'destructive', title: t('Failed to update password'), description: message });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-md gap-5">
      <PasswordField
        label={t('Current password')}
        toggleLabel={t('Show current password')}
        autoComplete="current-password"
        required
        {...formField(form, 'currentPassword')}
      />
      <NewPasswordFields form={form} confirmPasswordError={mismatch ? t('Passwords do not match') : undefined} />
      <div className="pt-3">
        <PendingButton
          type="submit"
          disabled={form.formState.isSubmitting || incomplete || mismatch}
          className="w-full sm:w-auto"
          pending={form.formState.isSubmitting}
          pendingLabel={t('Updating...')}
          spinner
        >
          {t('Update Password')}
        </PendingButton>
      </div>
    </form>
  );
}
