import { TriangleAlert } from 'lucide-react';
import { groupDrops, noteGroups, type BespokeDesign } from '@/domain/bespoke/bespoke';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { groupCopy, noteStepGroup } from './builder-steps';
import { dropsLabel } from './format';

interface CapacityFixProps {
  id: string;
  design: BespokeDesign;
  /** The domain's `capacityProblem`: how far over the type the formula is, and what to do. */
  problem: string;
  /** The step shown: its own group is lowered right here, so it gets no button. */
  step: number;
  onGo: (step: number) => void;
  className?: string;
}

const stepOf = Object.fromEntries(Object.entries(noteStepGroup).map(([step, group]) => [group, Number(step)]));

/**
 * Why the builder goes no further while the formula is over its type's capacity, beside Next (which
 * names it as its description), with a way to each notes step holding drops to take out: the steps
 * stay reachable, so a shopper who chose a smaller type lowers the drops where they are. The
 * capacity calculator's alert is what announces the change; this says the numbers and the way out.
 */
export function CapacityFix({ id, design, problem, step, onGo, className }: CapacityFixProps) {
  const groups = noteGroups.filter((g) => stepOf[g] !== step && groupDrops(design, g) > 0);
  return (
    <div className={cn('border border-danger/50 bg-danger/5 p-4 sm:p-5', className)}>
      <p id={id} className="flex items-start gap-2 text-sm font-medium text-danger">
        <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0" strokeWidth={1.75} />
        {problem}
      </p>
      {groups.length > 0 ? (
        <nav aria-label="Lower the drops" className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <span className="text-xs text-ink-soft">Lower the drops in:</span>
          {groups.map((g) => (
            <Button key={g} variant="subtle" size="sm" onClick={() => onGo(stepOf[g]!)}>
              {groupCopy[g].title}{' '}
              <span className="tracking-normal normal-case text-ink-soft lining-nums tabular-nums">
                {dropsLabel(groupDrops(design, g))}
              </span>
            </Button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
