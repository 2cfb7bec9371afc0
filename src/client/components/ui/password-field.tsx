import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { Field, fieldParts, type FieldProps } from './field';
import { Input } from './input';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'>, FieldProps {
  /** The eye button's name, e.g. "Show password" or "Show current password". */
  toggleLabel?: string;
}

/**
 * A labelled password input with an eye button that reveals the value. The button keeps its
 * name and reports its state with aria-pressed, so a screen reader hears "Show password,
 * toggle button, pressed". Help and error texts are tied to the input like TextField's (see Field).
 */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const { t } = useI18n();
  const [field, input] = fieldParts(props);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <Input
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...input}
            {...control}
            className="pr-12"
          />
          <button
            type="button"
            aria-label={toggleLabel ?? t('Show password')}
            aria-pressed={visible}
            aria-controls={control.id}
            disabled={input.disabled}
            onClick={() => setVisible((v) => !v)}
            className={cn(
              'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center text-ink-soft transition-colors duration-200',
              'hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring disabled:opacity-50',
            )}
          >
            <Icon aria-hidden="true" strokeWidth={1.5} className="size-[1.15rem]" />
          </button>
        </div>
      )}
    </Field>
  );
}
