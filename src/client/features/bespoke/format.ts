import { dropsToMl } from '@/domain/bespoke/bespoke';

/**
 * Millilitres for display: 0.05, 2.5, 12.5 (en-US, at most two decimals). By hand rather than with
 * `Intl.NumberFormat`, whose first use costs a phone tens of milliseconds while the builder hydrates.
 */
export function formatMl(ml: number): string {
  const [whole = '0', fraction] = String(Math.round(ml * 100) / 100).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

export function dropsLabel(drops: number): string {
  return `${drops} ${drops === 1 ? 'drop' : 'drops'}`;
}

/** "{n} drops · {ml} ml" */
export function dropsAndMl(drops: number): string {
  return `${dropsLabel(drops)} · ${formatMl(dropsToMl(drops))} ml`;
}
