import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { registerSchema } from '@/domain/accounts/schemas';
import { PasswordField } from '@/client/components/ui/password-field';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { useRegister } from '@/client/lib/use-auth';
import { formField } from '@/client/components/form/form-field';
import { EmailField, TextField } from '@/client/components/ui/text-field';
import { AuthSubmit } from './auth-frame';
import { useI18n } from '@/client/lib/i18n';

const registerFormSchema = registerSchema.omit({ guestId: true });
type RegisterFields = z.input<typeof registerFormSchema>;
type RegisterValues = z.output<typeof registerFormSchema>;

/** Register. A new account signs in from the Login tab, its e-mail already filled in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useI18n();
  const signUp = useRegister();
  const form = useForm<RegisterFields, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: '', username: '', email: '', password: '' },
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (values: RegisterValues) => {
    try {
      await signUp.mutateAsync(values);
    } catch (err) {
      toast({
        variant: 'destructive',
        title: t('Registration failed'),
        description: errorMessage(err, t('Please try again')),
      });
      return;
    }
    toast({
      variant: 'success',
      title: t('Account created!'),
      description: t('Please log in with your new credentials'),
    });
    onRegistered(values.email);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <TextField label={t('Full name')} autoComplete="name" {...formField(form, 'fullName')} />
      <TextField
        label={t('Username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...formField(form, 'username')}
      />
      <EmailField label={t('Email')} {...formField(form, 'email')} />
      <PasswordField
        label={t('Password')}
        autoComplete="new-password"
        hint={errors.password ? undefined : t('At least 6 characters.')}
        {...formField(form, 'password')}
      />
      <AuthSubmit pending={isSubmitting} pendingLabel={t('Creating account...')}>
        {t('Create Account')}
      </AuthSubmit>
    </form>
  );
}
