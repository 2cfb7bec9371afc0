import { dropsToMl } from '@/domain/bespoke/bespoke';
import { formatMl } from '@/client/lib/format';

export function dropsLabel(drops: number): string {
  return `${drops} ${drops === 1 ? 'drop' : 'drops'}`;
}

/** "{n} drops · {ml} ml" */
export function dropsAndMl(drops: number): string {
  return `${dropsLabel(drops)} · ${formatMl(dropsToMl(drops))} ml`;
}
