import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_DROPS_PER_INGREDIENT, MIN_DROPS } from '@/domain/bespoke/bespoke';
import { dropsAndMl } from './format';

interface DropControlProps {
  name: string;
  drops: number;
  /** Hands the raw value to the domain (normalizeDrops / setDrops); the design decides what sticks. */
  onChange: (value: unknown) => void;
}

const stepButton =
  'inline-flex w-10 items-center justify-center text-ink transition-colors hover:bg-muted focus-visible:relative focus-visible:outline-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent';

/**
 * Minus, a number field and plus. While the field is being cleared it may read empty;
 * every other keystroke goes straight to the design, so an ignored change (past the
 * bottle's capacity) snaps back to the value that stands.
 */
export function DropControl({ name, drops, onChange }: DropControlProps) {
  const id = useId();
  const summaryId = `${id}-summary`;
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {name} drops
      </label>
      <div className="flex h-10 w-full items-stretch border border-line bg-background">
        <button
          type="button"
          aria-label={`Fewer drops of ${name}`}
          aria-controls={id}
          disabled={drops <= MIN_DROPS}
          onClick={() => onChange(drops - 1)}
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
          value={draft ?? String(drops)}
          aria-describedby={summaryId}
          onChange={(e) => {
            const raw = e.target.value;
            if (raw === '') {
              setDraft('');
              return;
            }
            setDraft(null);
            onChange(raw);
          }}
          onBlur={() => {
            if (draft !== null) {
              setDraft(null);
              onChange(draft);
            }
          }}
          className="w-full min-w-0 flex-1 border-x border-line bg-transparent text-center text-[0.9375rem] text-ink lining-nums tabular-nums outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        />
        <button
          type="button"
          aria-label={`More drops of ${name}`}
          aria-controls={id}
          disabled={drops >= MAX_DROPS_PER_INGREDIENT}
          onClick={() => onChange(drops + 1)}
          className={stepButton}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={summaryId} className="text-center text-xs text-ink-soft lining-nums tabular-nums">
        {dropsAndMl(drops)}
      </p>
    </div>
  );
}
