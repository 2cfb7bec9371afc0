import { useId, useState } from 'react';
import { CircleAlert, Minus, Plus } from 'lucide-react';
import { MAX_DROPS_PER_INGREDIENT, MIN_DROPS } from '@/domain/bespoke/bespoke';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { dropsAndMl } from './format';

interface DropControlProps {
  name: string;
  /** The drops the design holds for the ingredient. */
  drops: number;
  /** What the shopper typed when the design did not take it, kept for them to correct. */
  typed?: string;
  /** Why `typed` was not taken (the domain's `readDrops`). */
  problem?: string;
  /** The most drops the ingredient's IFRA limit allows (`ifraMaxDrops`); null or absent: no limit. */
  maxDrops?: number | null;
  /** A typed value, as it stands in the field: the builder reads it with `readDrops`. */
  onType: (value: string) => void;
  /** One drop more or fewer, from − and +. */
  onStep: (drops: number) => void;
}

const stepButton =
  'inline-flex w-10 items-center justify-center text-ink transition-colors hover:bg-muted focus-visible:relative focus-visible:outline-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent';

/**
 * Minus, a number field and plus. Every keystroke goes to the builder; a value the design does not
 * take stays in the field, marked invalid, with the reason under it (said politely as it changes),
 * until the shopper corrects it. A field being cleared to type anew says nothing until it is left.
 */
export function DropControl({ name, drops, typed, problem, maxDrops, onType, onStep }: DropControlProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = useId();
  const summaryId = `${id}-summary`;
  const problemId = `${id}-problem`;
  const limitId = `${id}-limit`;
  const limited = maxDrops !== undefined && maxDrops !== null;
  // A limit lowered after the design was composed: the count stays, marked, for the shopper to lower.
  const pastLimit = limited && drops > maxDrops;
  const [focused, setFocused] = useState(false);
  const shown = typed !== undefined && problem && !(focused && typed.trim() === '') ? problem : '';
  const describedBy = [shown ? problemId : '', summaryId, limited ? limitId : ''].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('{name} drops', { name })}
      </label>
      <div
        className={cn(
          'flex h-10 w-full items-stretch border bg-background',
          shown ? 'border-danger shadow-[inset_0_0_0_1px_var(--danger)]' : 'border-line',
        )}
      >
        <button
          type="button"
          aria-label={t('Fewer drops of {name}', { name })}
          aria-controls={id}
          disabled={drops <= MIN_DROPS}
          onClick={() => onStep(drops - 1)}
          className={stepButton}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_DROPS}
          max={MAX_DROPS_PER_INGREDIENT}
          step={1}
          value={typed ?? String(drops)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onType(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="w-full min-w-0 flex-1 border-x border-line bg-transparent text-center text-[0.9375rem] text-ink lining-nums tabular-nums outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        />
        <button
          type="button"
          aria-label={t('More drops of {name}', { name })}
          aria-controls={id}
          disabled={drops >= MAX_DROPS_PER_INGREDIENT}
          onClick={() => onStep(drops + 1)}
          className={stepButton}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={summaryId} className="text-center text-xs text-ink-soft lining-nums tabular-nums">
        {shown ? t('Kept at {amount}', { amount: dropsAndMl(drops, i18n) }) : dropsAndMl(drops, i18n)}
      </p>
      {limited ? (
        <p
          id={limitId}
          className={cn(
            '-mt-1.5 text-center text-[0.6875rem] leading-snug lining-nums tabular-nums',
            pastLimit ? 'font-medium text-danger' : 'text-ink-soft',
          )}
        >
          {t('IFRA limit: {drops, plural, one {# drop} other {# drops}}', { drops: maxDrops })}
        </p>
      ) : null}
      <p
        id={problemId}
        aria-live="polite"
        className="flex items-start gap-1.5 text-xs leading-snug font-medium text-danger empty:-mt-2"
      >
        {shown ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" strokeWidth={2} />
            {shown}
          </>
        ) : null}
      </p>
    </div>
  );
}
