import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { disableTwoFactor, renewRecoveryCodes } from '@/domain/api/auth';
import { OneTimeCodeField, useCodeKind } from '@/client/components/form/one-time-code-field';
import { formField } from '@/client/components/form/form-field';
import { call, isApiError } from '@/client/lib/api';
import { CurrentPasswordField, needPassword, sayRefusal, StepButtons, TwoFactorStep } from './two-factor-parts';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

const CONFIRM = {
  disable: {
    title: msg('Turn off two-step verification'),
    text: msg('Signing in will ask for your password only. Your recovery codes stop working.'),
    submit: msg('Turn off'),
    pending: msg('Turning off...'),
  },
  renew: {
    title: msg('New recovery codes'),
    text: msg('Ten new codes replace the ones you have: the old ones stop working.'),
    submit: msg('Make new codes'),
    pending: msg('Making codes...'),
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
  const { t } = useI18n();
  const words = CONFIRM[action];
  const confirm = useMutation({
    mutationFn: async (body: { password: string; code: string }): Promise<string[] | undefined> => {
      if (action === 'renew') return (await call(renewRecoveryCodes, { body })).recoveryCodes;
      await call(disableTwoFactor, { body });
      return undefined;
    },
  });
  const form = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });
  const { recovery, switchKind } = useCodeKind(form);
  useEffect(() => {
    if (recovery) form.setFocus('code');
  }, [recovery, form]);

  const onSubmit = async ({ password, code }: { password: string; code: string }) => {
    try {
      await onDone(await confirm.mutateAsync({ password, code: code.trim() }));
    } catch (err) {
      await sayRefusal(err, {
        last: 'code',
        place: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
        title: t('Nothing changed'),
        t,
        stale: { when: (e) => isApiError(e) && e.code === 'TWO_FACTOR_OFF', then: onOff },
      });
    }
  };

  return (
    <TwoFactorStep title={t(words.title)}>
      <p className="mt-2 text-sm text-ink-soft">{t(words.text)}</p>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 grid max-w-xs gap-4">
        <CurrentPasswordField {...formField(form, 'password', { validate: needPassword(t) })} />
        <OneTimeCodeField
          form={form}
          recovery={recovery}
          hint={{ app: t('The 6-digit code your app shows now.'), recovery: t('One of your unused recovery codes.') }}
          onSwitch={switchKind}
        />
        <StepButtons form={form} pendingLabel={t(words.pending)} submit={t(words.submit)} onCancel={onCancel} />
      </form>
    </TwoFactorStep>
  );
}
