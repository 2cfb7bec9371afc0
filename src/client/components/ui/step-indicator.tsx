import { Check } from 'lucide-react';
import { Rich } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

interface IndicatorStep {
  title: string;
}

interface StepIndicatorProps {
  steps: readonly IndicatorStep[];
  /** Zero-based index of the current step. */
  current: number;
  /** The list's accessible name, e.g. "Questionnaire progress". */
  label: string;
  className?: string;
}

/**
 * Numbered circles joined by a rule, each with its title. The current step carries
 * aria-current="step"; finished steps show a tick and say so to screen readers.
 */
export function StepIndicator({ steps, current, label, className }: StepIndicatorProps) {
  const sr = (words: string) => <span className="sr-only">{words}</span>;
  return (
    <ol aria-label={label} className={cn('flex items-start', className)}>
      {steps.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={step.title}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center text-center"
          >
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-px transition-colors duration-300 sm:top-5 sm:right-[calc(50%+1.5rem)] sm:left-[calc(-50%+1.5rem)]',
                  i <= current ? 'bg-accent' : 'bg-line',
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-8 items-center justify-center rounded-full border font-serif text-base tabular-nums transition-colors duration-300 sm:size-10 sm:text-lg',
                active && 'border-primary bg-primary text-primary-ink',
                done && 'border-accent bg-surface text-accent',
                !active && !done && 'border-line bg-surface text-ink-soft',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={1.75} /> : i + 1}
            </span>
            <span
              className={cn(
                'mt-2.5 px-0.5 text-[0.625rem] font-medium tracking-[0.06em] uppercase sm:text-[0.6875rem] sm:tracking-[0.2em]',
                active ? 'text-ink' : 'text-ink-soft',
              )}
            >
              {done ? (
                <Rich
                  message="<sr>Step {number}: </sr>{title}<sr> (completed)</sr>"
                  values={{ number: i + 1, title: step.title }}
                  tags={{ sr }}
                />
              ) : (
                <Rich
                  message="<sr>Step {number}: </sr>{title}"
                  values={{ number: i + 1, title: step.title }}
                  tags={{ sr }}
                />
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
