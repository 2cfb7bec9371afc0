import { isAppCode, normaliseRecoveryCode } from '@/domain/accounts/two-factor';
import { TextField, type TextFieldProps } from './ui/text-field';

/** What is wrong with a code as typed, before it is sent; undefined when it may be right. */
export function codeProblem(code: string, recovery: boolean): string | undefined {
  if (!code.trim()) return recovery ? 'Please enter a recovery code' : 'Please enter the code from your app';
  if (recovery)
    return normaliseRecoveryCode(code) ? undefined : 'A recovery code has ten letters and digits, like 7hk2m-xq9pd';
  return isAppCode(code) ? undefined : 'The code from your app has six digits';
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
  return (
    <TextField
      label={label ?? (recovery ? 'Recovery code' : 'Authentication code')}
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
