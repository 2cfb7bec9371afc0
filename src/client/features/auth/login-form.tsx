import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginSchema } from '@/domain/accounts/schemas';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from '@/client/components/ui/password-field';
import { Spinner } from '@/client/components/ui/spinner';
import { EmailField } from '@/client/components/ui/text-field';
import { toast } from '@/client/lib/toast';
import { isApiError } from '@/client/lib/api';
import { useLogin } from '@/client/lib/use-auth';
import { homeFor } from '@/client/lib/use-sign-out';

const loginFormSchema = loginSchema.omit({ guestId: true });
type LoginFields = z.input<typeof loginFormSchema>;
type LoginValues = z.output<typeof loginFormSchema>;

/** The failure texts: the server's words, else a hint that depends on what went wrong. */
function loginFailure(err: unknown): string {
  if (isApiError(err)) return err.serverMessage ?? 'Please check your credentials';
  return 'Please check your credentials and try again';
}

/** Login: email and password; back to `next` when a page sent the shopper here, else admins land on /admin, everyone else on /dashboard. */
export function LoginForm({ email = '', next }: { email?: string; next?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email, password: '' },
  });

  // Forgot password? takes the e-mail typed so far along.
  const typedEmail = useWatch({ control, name: 'email' });

  // Just registered: the e-mail is filled in, the password is what is left to type.
  useEffect(() => {
    if (email) setFocus('password');
  }, [email, setFocus]);

  const onSubmit = async (values: LoginValues) => {
    try {
      const user = await login.mutateAsync(values);
      toast({ variant: 'success', title: 'Welcome back!' });
      await navigate(next ?? homeFor(user), { replace: true });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Login failed', description: loginFailure(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <EmailField label="Email" error={errors.email?.message} {...register('email')} />
      <div className="grid gap-2.5">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/forgot-password"
          state={{ email: typedEmail }}
          className="justify-self-end text-[0.8125rem] text-ink-soft underline decoration-accent-soft underline-offset-4 transition-colors hover:text-ink hover:decoration-ink"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
