import { useState } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { isAppCode, normaliseRecoveryCode } from '@/domain/accounts/two-factor';
import { msg } from '@/domain/i18n/translator';
import { useI18n } from '@/client/lib/i18n';
import { TextField, type TextFieldProps } from '@/client/components/ui/text-field';
import { type FieldSource, formField } from './form-field';

/**
 * What is wrong with a code as typed, before it is sent; undefined when it may be right. A catalogue message:
 * the field shows it through `t`.
 */
function codeProblem(code: string, recovery: boolean): string | undefined {
  if (!code.trim()) return recovery ? msg('Please enter a recovery code') : msg('Please enter the code from your app');
  if (recovery)
    return normaliseRecoveryCode(code)
      ? undefined
      : msg('A recovery code has ten letters and digits, like 7hk2m-xq9pd');
  return isAppCode(code) ? undefined : msg('The code from your app has six digits');
}

interface TwoFactorCodeFieldProps extends Omit<TextFieldProps, 'label'> {
  /** A recovery code rather than the app's six digits. */
  recovery?: boolean;
  label?: string;
}

/**
 * The field for a second factor's code: the app's six digits (offered by the phone's keyboard from a
 * text message or an app: one-time-code, numeric), or a recovery code. Spreads react-hook-form's register().
 */
export function TwoFactorCodeField({ recovery = false, label, ...props }: TwoFactorCodeFieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      label={label ?? (recovery ? t('Recovery code') : t('Authentication code'))}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={recovery ? 20 : 9}
      inputClassName="font-mono text-base tracking-[0.2em]"
      {...props}
    />
  );
}

/** A form that asks for a second factor's code: its `code` field. */
type CodeValues = FieldValues & { code: string };

export const linkButtonClasses =
  'text-[0.8125rem] text-ink-soft underline decoration-accent-soft underline-offset-4 transition-colors hover:text-ink hover:decoration-ink ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Which code a form asks for (the app's, or a recovery code) and the switch between them: the field
 * emptied and its error gone at each switch.
 */
export function useCodeKind<T extends CodeValues>(form: Pick<UseFormReturn<T>, 'resetField' | 'clearErrors'>) {
  const [recovery, setRecovery] = useState(false);
  const switchKind = () => {
    form.resetField('code' as FieldPath<T>);
    form.clearErrors('code' as FieldPath<T>);
    setRecovery((r) => !r);
  };
  return { recovery, switchKind };
}

/**
 * A form's `code` field for a second factor, checked as typed (`codeProblem`), with its hint for
 * each kind; given `onSwitch`, the link under it that switches to the other kind (`useCodeKind`).
 */
export function OneTimeCodeField<T extends CodeValues>({
  form,
  recovery = false,
  hint,
  onSwitch,
  switchAlign = 'start',
}: {
  form: FieldSource<T>;
  recovery?: boolean;
  /** What the field asks for, by kind. */
  hint?: { app: string; recovery: string };
  onSwitch?: () => void;
  /** Where the switching link stands under the field. */
  switchAlign?: 'start' | 'end';
}) {
  const { t } = useI18n();
  const field = (
    <TwoFactorCodeField
      key={recovery ? 'recovery' : 'app'}
      recovery={recovery}
      hint={hint && (recovery ? hint.recovery : hint.app)}
      {...formField(
        form,
        'code' as FieldPath<T>,
        {
          validate: (value: string) => codeProblem(value, recovery) ?? true,
        } as RegisterOptions<T, FieldPath<T>>,
      )}
    />
  );
  if (!onSwitch) return field;
  return (
    <div className="grid gap-2.5">
      {field}
      <button
        type="button"
        onClick={onSwitch}
        className={`${switchAlign === 'end' ? 'justify-self-end' : 'justify-self-start'} ${linkButtonClasses}`}
      >
        {recovery ? t('Use the code from your app') : t('Use a recovery code')}
      </button>
    </div>
  );
}
