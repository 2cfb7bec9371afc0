/*
 * Every word the batch sheet prints, in English: the atelier's staff read it (the bottle's label speaks the
 * order's language through the catalogues: label-pdf.ts). One object of messages, each a string or a function
 * of named parameters. Numbers and dates are formatted by the caller and passed in.
 */
export const en = {
  sheet: {
    title: (p: { batch: string }) => `Batch sheet ${p.batch}`,
    perfume: 'Perfume',
    type: 'Type',
    workOrder: 'Work order',
    workOrderOf: (p: { id: number; orderId: number }) => `${p.id} · Order ${p.orderId}`,
    perfumeNo: 'Perfume no.',
    bottles: 'Bottles',
    bottlesOf: (p: { quantity: number; volume: number }) => `${p.quantity} × ${p.volume} ml`,
    made: 'Made',
    kind: 'Kind',
    kinds: { bespoke: 'Bespoke', lifestyle: 'Lifestyle' },
    readyOn: 'Ready on',
    notResting: 'Not resting yet',
    formula: 'Formula per bottle',
    allergens: 'Allergens to declare',
    noAllergens: 'None above 0.001 % of the finished perfume.',
    weighedBy: 'Weighed by',
    bottledBy: 'Bottled by',
    foot: (p: { batch: string; name: string; id: number; orderId: number }) =>
      `Batch ${p.batch} · ${p.name} · Work order ${p.id} · Order ${p.orderId}`,
  },

  table: {
    ingredient: 'Ingredient',
    note: 'Note',
    groups: { top: 'top', middle: 'heart', base: 'base' },
    lot: 'Lot',
    drops: 'Drops',
    ml: 'ml',
    g: 'g',
    percentOf: (p: { volume: number }) => `% of ${p.volume} ml`,
    forBottles: (p: { n: number; unit: string }) => `For ${p.n} bottles, ${p.unit}`,
    concentrate: 'Fragrance concentrate',
    alcoholBase: 'Alcohol base',
    total: 'Total',
  },
};
