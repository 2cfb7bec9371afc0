import { TriangleAlert } from 'lucide-react';
import { groupDrops, noteGroups, type BespokeDesign, type NoteGroup } from '@/domain/bespoke/bespoke';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { groupCopy, noteStepGroup } from './builder-steps';
import { dropsLabel } from './format';

interface CapacityFixProps {
  id: string;
  design: BespokeDesign;
  /** The domain's `capacityProblem` (how far over the type the formula is, and what to do), or its `ifraProblem`. */
  problem: string;
  /** The step shown: its own group is lowered right here, so it gets no button. */
  step: number;
  onGo: (step: number) => void;
  /**
   * The groups to lower, each with what its button says beside the group's name; by default every
   * group holding drops, with its drops (the capacity's case).
   */
  where?: readonly { group: NoteGroup; detail: string }[];
  /** The name of the way to those groups ("Lower the drops"); a page showing two of these tells them apart by it. */
  label?: string;
  className?: string;
}

const stepOf = Object.fromEntries(Object.entries(noteStepGroup).map(([step, group]) => [group, Number(step)]));

/**
 * Why the builder goes no further while the formula is over its type's capacity (or past an
 * ingredient's IFRA limit), beside Next (which names it as its description), with a way to each
 * notes step holding drops to take out: the steps stay reachable, so a shopper who chose a smaller
 * type lowers the drops where they are. The capacity calculator's alert is what announces the
 * change; this says the numbers and the way out.
 */
export function CapacityFix({ id, design, problem, step, onGo, where, label, className }: CapacityFixProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const groups = (
    where ??
    noteGroups.map((group) => ({
      group,
      detail: groupDrops(design, group) > 0 ? dropsLabel(groupDrops(design, group), i18n) : '',
    }))
  ).filter(({ group, detail }) => stepOf[group] !== step && detail !== '');
  return (
    <div className={cn('border border-danger/50 bg-danger/5 p-4 sm:p-5', className)}>
      <p id={id} className="flex items-start gap-2 text-sm font-medium text-danger">
        <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0" strokeWidth={1.75} />
        {problem}
      </p>
      {groups.length > 0 ? (
        <nav
          aria-label={label ?? t('Lower the drops')}
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
        >
          <span className="text-xs text-ink-soft">{t('Lower the drops in:')}</span>
          {groups.map(({ group, detail }) => (
            <Button key={group} variant="subtle" size="sm" onClick={() => onGo(stepOf[group]!)}>
              {t(groupCopy[group].title)}{' '}
              <span className="tracking-normal normal-case text-ink-soft lining-nums tabular-nums">{detail}</span>
            </Button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
