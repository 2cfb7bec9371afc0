import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Link2Off } from 'lucide-react';
import type { z } from 'zod';
import { passwordResetFormSchema } from '@/domain/accounts/schemas';
import { errorMessages } from '@/domain/shared/errors';
import { NewPasswordFields } from '@/client/components/new-password-fields';
import { Button } from '@/client/components/ui/button';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { Spinner } from '@/client/components/ui/spinner';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useConfirmPasswordReset } from './api';
import { AuthFrame } from './auth-frame';
import { resetFailure } from './password-reset';

type Fields = z.input<typeof passwordResetFormSchema>;
type Values = z.output<typeof passwordResetFormSchema>;

/** Where the page stands: the form, the password changed, or a link that will not do. */
type Stage = { kind: 'form' } | { kind: 'done' } | { kind: 'link'; message: string };

/** /reset-password?token=…: the page the reset mail links to. A new password, twice. */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const token = useSearchParams()[0].get('token') ?? '';
  // No token at all: the link was cut short, and nothing can be asked of the server.
  const [stage, setStage] = useState<Stage>(() =>
    token ? { kind: 'form' } : { kind: 'link', message: errorMessages.RESET_LINK_INVALID },
  );

  return (
    <AuthFrame
      title="Choose a new password"
      intro="Your new password replaces the old one on every device: you will sign in again with it."
    >
      {/* What happens to the form is read out, and the focus moves to it. */}
      <div aria-live="polite">
        {stage.kind === 'form' ? null : <Outcome stage={stage} takeFocus={Boolean(token)} />}
      </div>
      {stage.kind === 'form' ? <ResetForm token={token} onStage={setStage} /> : null}
    </AuthFrame>
  );
}

function ResetForm({ token, onStage }: { token: string; onStage: (stage: Stage) => void }) {
  const confirm = useConfirmPasswordReset();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ newPassword }: Values) => {
    setMessage(null);
    try {
      await confirm.mutateAsync({ token, newPassword });
      onStage({ kind: 'done' });
    } catch (err) {
      const failure = resetFailure(err);
      if (failure.kind === 'link') onStage({ kind: 'link', message: failure.message });
      else if (failure.kind === 'field')
        setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      else setMessage(failure.message);
    }
  };

  return (
    <>
      <div role="alert">
        {message ? (
          <p className="mb-7 border border-danger/45 px-5 py-4 text-sm leading-relaxed text-danger">{message}</p>
        ) : null}
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          newPasswordError={errors.newPassword?.message}
          confirmPasswordError={errors.confirmPassword?.message}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {isSubmitting ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </>
  );
}

/** `takeFocus`: the outcome replaces the form the focus was in (not so for a link without a token, shown at once). */
function Outcome({ stage, takeFocus }: { stage: Exclude<Stage, { kind: 'form' }>; takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, stage.kind]);

  if (stage.kind === 'done') {
    return (
      <div className="flex flex-col items-center text-center">
        <CircleCheck aria-hidden="true" strokeWidth={1.25} className="size-10 text-success" />
        <h2 ref={heading} tabIndex={-1} className="mt-5 font-serif text-3xl outline-none">
          Password changed
        </h2>
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-soft">
          Your password has been changed. Please sign in with your new password.
        </p>
        <Link to="/login" className={buttonStyle('primary', 'lg', 'mt-8 w-full')}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center text-center">
      <Link2Off aria-hidden="true" strokeWidth={1.25} className="size-10 text-accent" />
      <h2 ref={heading} tabIndex={-1} className="mt-5 font-serif text-3xl outline-none">
        This link cannot be used
      </h2>
      <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-soft">{stage.message}</p>
      <Link to="/forgot-password" className={buttonStyle('primary', 'lg', 'mt-8 w-full')}>
        Ask for a New Link
      </Link>
    </div>
  );
}
