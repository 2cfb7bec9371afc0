import { dropsToMl } from '@/domain/bespoke';

const mlFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Millilitres for display: 0.05, 2.5, 12.5. */
export function formatMl(ml: number): string {
  return mlFormat.format(ml);
}

export function dropsLabel(drops: number): string {
  return `${drops} ${drops === 1 ? 'drop' : 'drops'}`;
}

/** "{n} drops · {ml} ml" */
export function dropsAndMl(drops: number): string {
  return `${dropsLabel(drops)} · ${formatMl(dropsToMl(drops))} ml`;
}
