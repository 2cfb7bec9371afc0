import type { WorkOrderDetail } from '@/domain/atelier/schemas';
import { fragranceGrams } from '@/domain/atelier/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { useI18n } from '@/client/lib/i18n';
import { categoryLabels } from '../shared/note-groups';
import { formatMl, formatPercent } from './atelier-format';

/** The formula's numbers: right-aligned, figures of one width, tight enough for a phone. */
const numberCell = 'px-1 py-2.5 text-right tabular-nums whitespace-nowrap sm:px-3';
const numberHead = 'px-1 text-right sm:px-3';

/** The formula as the perfumer weighs it: each ingredient by note group, then the alcohol base and the total. */
export function FormulaTable({ workOrder, labelledBy }: { workOrder: WorkOrderDetail; labelledBy: string }) {
  const tr = useI18n();
  const { t } = tr;
  const { formula } = workOrder;
  const drops = formula.composition.reduce((n, line) => n + line.drops, 0);
  // Grams where the formula kept its densities (since issue #43); none invented for an older one.
  const weighed = formula.composition.some((l) => l.grams !== undefined);
  const fragranceG = fragranceGrams(formula);
  const grams = (g: number | undefined) =>
    g === undefined ? (
      <>
        <span aria-hidden="true" className="text-ink-soft">
          —
        </span>
        <span className="sr-only">{t('Not known')}</span>
      </>
    ) : (
      formatMl(tr, g)
    );
  return (
    // A long name on a narrow phone scrolls the table sideways rather than squeezing its figures.
    <div className="overflow-x-auto border border-line bg-surface">
      <Table aria-labelledby={labelledBy} className="min-w-[18rem]">
        <TableHeader>
          <TableRow>
            <TableHead className="px-2 sm:px-3">{t('Ingredient')}</TableHead>
            <TableHead className="px-2 max-sm:hidden sm:px-3">{t('Group')}</TableHead>
            <TableHead className={numberHead}>{t('Drops')}</TableHead>
            <TableHead className={numberHead}>{t('ml')}</TableHead>
            {weighed ? <TableHead className={numberHead}>{t('g')}</TableHead> : null}
            <TableHead className={numberHead}>%</TableHead>
            <TableHead className="px-2 max-sm:hidden sm:px-3">{t('Lot')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {formula.composition.map((line) => (
            <TableRow key={`${line.group}-${line.ingredientId}`}>
              <TableHead
                scope="row"
                className="px-2 py-2.5 text-sm font-normal tracking-normal text-ink normal-case sm:px-3"
              >
                <span className="break-words">{line.name}</span>
                {/* On a phone the group goes under the name, its column left out to keep the figures in view. */}
                <span className="block text-[0.8125rem] text-ink-soft sm:hidden">{t(categoryLabels[line.group])}</span>
                {/* And its lot, its column left out too. */}
                <span className="block text-[0.8125rem] break-all text-ink-soft sm:hidden">
                  {t('Lot {lot}', { lot: workOrder.lots[String(line.ingredientId)] ?? t('not recorded') })}
                </span>
              </TableHead>
              <TableCell className="px-2 py-2.5 text-ink-soft max-sm:hidden sm:px-3">
                {t(categoryLabels[line.group])}
              </TableCell>
              <TableCell className={numberCell}>{line.drops}</TableCell>
              <TableCell className={numberCell}>{formatMl(tr, line.ml)}</TableCell>
              {weighed ? <TableCell className={numberCell}>{grams(line.grams)}</TableCell> : null}
              <TableCell className={numberCell}>{formatPercent(tr, line.percent)}</TableCell>
              <TableCell className="px-2 py-2.5 break-all max-sm:hidden sm:px-3">
                {workOrder.lots[String(line.ingredientId)] ?? (
                  <span className="text-ink-soft">{t('Not recorded')}</span>
                )}
              </TableCell>
            </TableRow>
          ))}
          <TableRow className="bg-muted/40">
            <TableHead
              scope="row"
              className="px-2 py-2.5 text-sm font-normal tracking-normal text-ink normal-case sm:px-3"
            >
              {t('Fragrance')}
            </TableHead>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3">
              <span className="sr-only">{t('All groups')}</span>
            </TableCell>
            <TableCell className={numberCell}>{drops}</TableCell>
            <TableCell className={numberCell}>{formatMl(tr, formula.fragranceMl)}</TableCell>
            {weighed ? <TableCell className={numberCell}>{grams(fragranceG)}</TableCell> : null}
            <TableCell className={numberCell}>
              {formatPercent(tr, (formula.fragranceMl / formula.volumeMl) * 100)}
            </TableCell>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
          </TableRow>
          <TableRow>
            <TableHead
              scope="row"
              className="px-2 py-2.5 text-sm font-normal tracking-normal text-ink normal-case sm:px-3"
            >
              {t('Alcohol base')}
            </TableHead>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3">
              <span className="sr-only">{t('None')}</span>
            </TableCell>
            <TableCell className={numberCell}>
              <span aria-hidden="true" className="text-ink-soft">
                —
              </span>
              <span className="sr-only">{t('Not in drops')}</span>
            </TableCell>
            <TableCell className={numberCell}>{formatMl(tr, formula.alcoholMl)}</TableCell>
            {weighed ? <TableCell className={numberCell}>{grams(formula.alcoholGrams)}</TableCell> : null}
            <TableCell className={numberCell}>{formatPercent(tr, formula.alcoholPercent)}</TableCell>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
          </TableRow>
          <TableRow className="border-b-0 font-medium">
            <TableHead
              scope="row"
              className="px-2 py-2.5 text-sm font-medium tracking-normal text-ink normal-case sm:px-3"
            >
              {t('Total')}
            </TableHead>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
            <TableCell className="px-2 py-2.5 sm:px-3" />
            <TableCell className={numberCell}>{formatMl(tr, formula.volumeMl)}</TableCell>
            {weighed ? (
              <TableCell className={numberCell}>
                {grams(
                  fragranceG === undefined || formula.alcoholGrams === undefined
                    ? undefined
                    : (Math.round(fragranceG * 100) + Math.round(formula.alcoholGrams * 100)) / 100,
                )}
              </TableCell>
            ) : null}
            <TableCell className={numberCell}>{formatPercent(tr, 100)}</TableCell>
            <TableCell className="px-2 py-2.5 max-sm:hidden sm:px-3" />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
