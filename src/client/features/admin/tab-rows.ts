/**
 * How many columns a row of `count` tabs takes when a row holds at most `most`: the rows as even as they can be,
 * so a second row is never one or two tabs left alone (15 tabs, 8 a row at most: 8 and 7, not 10 and 5).
 */
export function balancedColumns(count: number, most: number): number {
  if (count <= most) return Math.max(count, 1);
  const rows = Math.ceil(count / most);
  return Math.ceil(count / rows);
}
