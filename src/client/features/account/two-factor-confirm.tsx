import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { disableTwoFactor, renewRecoveryCodes } from '@/domain/api/auth';
import { codeProblem, TwoFactorCodeField } from '@/client/components/two-factor-code-field';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { call, errorMessage, isApiError } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import {
  CurrentPasswordField,
  linkButtonClasses,
  needPassword,
  refusedField,
  stepHeadingClasses,
  useFocusOnMount,
} from './two-factor-parts';

const CONFIRM = {
  disable: {
    title: 'Turn off two-step verification',
    text: 'Signing in will ask for your password only. Your recovery codes stop working.',
    submit: 'Turn off',
    pending: 'Turning off...',
  },
  renew: {
    title: 'New recovery codes',
    text: 'Ten new codes replace the ones you have: the old ones stop working.',
    submit: 'Make new codes',
    pending: 'Making codes...',
  },
} as const;

export function ConfirmWithCode({
  action,
  onDone,
  onCancel,
  onOff,
}: {
  action: 'disable' | 'renew';
  /** Done: the new codes (renew), or none (turned off). */
  onDone: (codes?: string[]) => Promise<void>;
  onCancel: () => void;
  /** It was off already (turned off elsewhere). */
  onOff: () => Promise<void>;
}) {
  const words = CONFIRM[action];
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [recovery, setRecovery] = useState(false);
  const confirm = useMutation({
    mutationFn: async (body: { password: string; code: string }): Promise<string[] | undefined> => {
      if (action === 'renew') return (await call(renewRecoveryCodes, { body })).recoveryCodes;
      await call(disableTwoFactor, { body });
      return undefined;
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });

  const switchKind = () => {
    resetField('code');
    clearErrors('code');
    setRecovery((r) => !r);
  };
  useEffect(() => {
    if (recovery) setFocus('code');
  }, [recovery, setFocus]);

  const onSubmit = async ({ password, code }: { password: string; code: string }) => {
    try {
      await onDone(await confirm.mutateAsync({ password, code: code.trim() }));
    } catch (err) {
      const message = errorMessage(err, 'Please try again');
      const field = refusedField(err, 'code');
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
        return;
      }
      toast({ variant: 'destructive', title: 'Nothing changed', description: message });
      if (isApiError(err) && err.code === 'TWO_FACTOR_OFF') await onOff();
    }
  };

  return (
    <div className="mt-8 border-t border-line pt-8">
      <h4 ref={heading} tabIndex={-1} className={stepHeadingClasses}>
        {words.title}
      </h4>
      <p className="mt-2 text-sm text-ink-soft">{words.text}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid max-w-xs gap-4">
        <CurrentPasswordField error={errors.password?.message} {...register('password', { validate: needPassword })} />
        <div className="grid gap-2.5">
          <TwoFactorCodeField
            key={recovery ? 'recovery' : 'app'}
            recovery={recovery}
            hint={recovery ? 'One of your unused recovery codes.' : 'The 6-digit code your app shows now.'}
            error={errors.code?.message}
            {...register('code', { validate: (value) => codeProblem(value, recovery) ?? true })}
          />
          <button type="button" onClick={switchKind} className={`justify-self-start ${linkButtonClasses}`}>
            {recovery ? 'Use the code from your app' : 'Use a recovery code'}
          </button>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {isSubmitting ? words.pending : words.submit}
          </Button>
          <Button variant="subtle" onClick={onCancel} className="w-full sm:w-auto">
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
