import type { UseFormRegister } from 'react-hook-form';
import { Check, CircleAlert } from 'lucide-react';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import type { Question, QuestionnaireInput } from './questionnaire';

interface QuestionFieldsetProps {
  question: Question;
  register: UseFormRegister<QuestionnaireInput>;
  /** The domain's words for an unanswered question (a catalogue message). */
  error?: string;
}

/**
 * One question: a fieldset named by its legend, with a native radio (one answer) or
 * checkbox (several) per option. Each input covers its whole chip, so a click anywhere
 * on the chip reaches it, and arrow keys move within a radio group as usual.
 */
export function QuestionFieldset({ question, register, error }: QuestionFieldsetProps) {
  const { t } = useI18n();
  const { name, legend, options, multiple = false } = question;
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [multiple ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="font-serif text-xl leading-snug sm:text-2xl">{t(legend)}</legend>
      {multiple ? (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {t('Select all that apply')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2 sm:gap-2.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'group relative inline-flex h-11 cursor-pointer items-center gap-2.5 border bg-surface pr-4 pl-3.5 text-sm text-ink select-none',
              'transition-[border-color,background-color,color] duration-200 hover:border-ink/40',
              'has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-ink',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              error ? 'border-danger/70' : 'border-line',
            )}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              {...register(name)}
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex size-4 shrink-0 items-center justify-center border border-current/45 transition-colors',
                multiple ? '' : 'rounded-full',
                'peer-checked:border-current [&>*]:opacity-0 peer-checked:[&>*]:opacity-100',
              )}
            >
              {multiple ? (
                <Check className="size-3" strokeWidth={2.5} />
              ) : (
                <span className="size-2 rounded-full bg-current" />
              )}
            </span>
            {t(option.label)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-3 flex items-center gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
