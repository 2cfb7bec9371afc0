/**
 * What each seeded ingredient is (decision 064): its material grade, its IFRA Category 4 (fine
 * fragrance) limit in percent of the finished perfume (null: not restricted), and its content of the
 * EU's labelled fragrance allergens, INCI name and percent of the material. Typical values for the
 * grade, rounded: where they come from is in docs/atelier-materials.md. A house trades on its
 * suppliers' certificates (IFRA certificate, allergen statement) for each lot, entered in the back office.
 */
export interface MaterialSeed {
  grade: string;
  ifraLimit: number | null;
  allergens: readonly (readonly [inci: string, percent: number])[];
}

export const materialSeeds: Readonly<Record<string, MaterialSeed>> = {
  bergamot: {
    grade: 'Bergamot oil, bergapten-free (FCF), Calabria',
    ifraLimit: null,
    allergens: [
      ['Limonene', 38],
      ['Linalool', 9],
      ['Citral', 0.4],
      ['Geraniol', 0.05],
    ],
  },
  lemon: {
    grade: 'Lemon oil, cold-pressed, Sicily',
    // Phototoxic furocoumarins: IFRA's citrus-oil standard for leave-on skin products.
    ifraLimit: 2,
    allergens: [
      ['Limonene', 68],
      ['Citral', 2.5],
      ['Linalool', 0.2],
      ['Geraniol', 0.03],
    ],
  },
  'pink-pepper': {
    grade: 'Pink pepper CO2 extract (Schinus molle)',
    ifraLimit: null,
    allergens: [
      ['Limonene', 15],
      ['Linalool', 0.4],
    ],
  },
  neroli: {
    grade: 'Neroli oil, Tunisia (Citrus aurantium amara flowers)',
    ifraLimit: null,
    allergens: [
      ['Linalool', 42],
      ['Limonene', 14],
      ['Geraniol', 2.5],
      ['Farnesol', 1.2],
      ['Citral', 0.3],
    ],
  },
  mandarin: {
    grade: 'Mandarin oil, red, cold-pressed',
    ifraLimit: null,
    allergens: [
      ['Limonene', 72],
      ['Linalool', 0.4],
      ['Citral', 0.1],
    ],
  },
  grapefruit: {
    grade: 'Grapefruit oil, cold-pressed',
    // Phototoxic furocoumarins: IFRA's citrus-oil standard for leave-on skin products.
    ifraLimit: 4,
    allergens: [
      ['Limonene', 92],
      ['Linalool', 0.3],
      ['Citral', 0.2],
    ],
  },
  cardamom: {
    grade: 'Cardamom oil, Guatemala',
    ifraLimit: null,
    allergens: [
      ['Linalool', 5],
      ['Limonene', 2.5],
      ['Geraniol', 0.5],
    ],
  },
  lavender: {
    grade: 'Lavender oil, fine (Lavandula angustifolia), Provence',
    ifraLimit: null,
    allergens: [
      ['Linalool', 35],
      ['Geraniol', 0.6],
      ['Limonene', 0.5],
      ['Coumarin', 0.1],
    ],
  },
  basil: {
    grade: 'Basil oil, linalool type (Ocimum basilicum)',
    // Its methyl eugenol (about 1.5 %) against IFRA's methyl eugenol limit in a fine fragrance (0.02 %).
    ifraLimit: 1.3,
    allergens: [
      ['Linalool', 52],
      ['Eugenol', 4],
      ['Limonene', 0.3],
      ['Citral', 0.2],
    ],
  },
  rose: {
    // Methyl eugenol reduced: a plain rose absolute's methyl eugenol would cap it near 2 % of a fine fragrance.
    grade: 'Rose absolute, methyl eugenol reduced (Rosa centifolia), Grasse',
    ifraLimit: null,
    allergens: [
      ['Citronellol', 12],
      ['Geraniol', 8],
      ['Eugenol', 1.5],
      ['Farnesol', 1.2],
      ['Linalool', 1],
      ['Benzyl Alcohol', 1],
      ['Citral', 0.5],
    ],
  },
  jasmine: {
    grade: 'Jasmine absolute (Jasminum grandiflorum), India',
    ifraLimit: null,
    allergens: [
      ['Benzyl Benzoate', 15],
      ['Linalool', 6],
      ['Eugenol', 2.5],
      ['Benzyl Alcohol', 1.5],
      ['Farnesol', 1],
      ['Isoeugenol', 0.1],
    ],
  },
  iris: {
    grade: 'Orris butter (Iris pallida), 15 % irones',
    ifraLimit: null,
    allergens: [],
  },
  tuberose: {
    grade: 'Tuberose absolute (Polianthes tuberosa)',
    ifraLimit: null,
    allergens: [
      ['Benzyl Benzoate', 20],
      ['Benzyl Salicylate', 6],
      ['Eugenol', 1.5],
      ['Farnesol', 0.5],
      ['Benzyl Alcohol', 0.5],
      ['Linalool', 0.3],
    ],
  },
  'ylang-ylang': {
    grade: 'Ylang-ylang oil, extra, Comoros',
    // Its isoeugenol (about 0.5 %) against IFRA's isoeugenol limit in a fine fragrance (0.02 %).
    ifraLimit: 4,
    allergens: [
      ['Linalool', 14],
      ['Benzyl Benzoate', 7],
      ['Benzyl Salicylate', 4],
      ['Farnesol', 2],
      ['Geraniol', 1.5],
      ['Eugenol', 0.5],
      ['Isoeugenol', 0.5],
      ['Benzyl Alcohol', 0.5],
    ],
  },
  'orange-blossom': {
    grade: 'Orange flower absolute (Citrus aurantium amara)',
    ifraLimit: null,
    allergens: [
      ['Linalool', 35],
      ['Farnesol', 2],
      ['Geraniol', 2],
      ['Limonene', 2],
      ['Benzyl Alcohol', 0.3],
    ],
  },
  geranium: {
    grade: 'Geranium oil, Egypt (Pelargonium graveolens)',
    ifraLimit: null,
    allergens: [
      ['Citronellol', 30],
      ['Geraniol', 16],
      ['Linalool', 6],
      ['Citral', 1.5],
      ['Limonene', 0.4],
    ],
  },
  violet: {
    grade: 'Violet accord: ionones with violet leaf (methyl 2-octynoate 0.5 %)',
    // Its methyl 2-octynoate against IFRA's limit for it in a fine fragrance (0.01 %).
    ifraLimit: 2,
    allergens: [
      ['Alpha-Isomethyl Ionone', 25],
      ['Methyl 2-Octynoate', 0.5],
    ],
  },
  cinnamon: {
    grade: 'Cinnamon leaf oil, Sri Lanka (Cinnamomum zeylanicum)',
    // Its eugenol and cinnamal against IFRA's limits for them in a fine fragrance.
    ifraLimit: 3,
    allergens: [
      ['Eugenol', 80],
      ['Linalool', 2],
      ['Benzyl Benzoate', 2],
      ['Cinnamal', 1.5],
    ],
  },
  sandalwood: {
    grade: 'Sandalwood oil (Santalum album), sustainably grown, Australia',
    ifraLimit: null,
    allergens: [],
  },
  vetiver: {
    grade: 'Vetiver oil, Haiti',
    ifraLimit: null,
    allergens: [],
  },
  patchouli: {
    grade: 'Patchouli oil, iron-free, Indonesia',
    ifraLimit: null,
    allergens: [],
  },
  amber: {
    grade: 'Amber accord: labdanum, benzoin Siam and vanillin',
    ifraLimit: null,
    allergens: [
      ['Benzyl Benzoate', 8],
      ['Coumarin', 2],
      ['Benzyl Cinnamate', 1],
      ['Benzyl Alcohol', 1],
    ],
  },
  vanilla: {
    grade: 'Vanilla absolute (Vanilla planifolia), Madagascar',
    ifraLimit: null,
    allergens: [['Benzyl Alcohol', 1]],
  },
  musk: {
    grade: 'White musk accord: macrocyclic musks',
    ifraLimit: null,
    allergens: [
      ['Benzyl Salicylate', 10],
      ['Hexyl Cinnamal', 5],
    ],
  },
  oud: {
    grade: 'Oud accord: agarwood oil 10 % in sandalwood',
    ifraLimit: null,
    allergens: [],
  },
  cedarwood: {
    grade: 'Cedarwood oil, Virginia (Juniperus virginiana)',
    ifraLimit: null,
    allergens: [],
  },
  'tonka-bean': {
    grade: 'Tonka bean absolute (Dipteryx odorata)',
    // Its coumarin (about 45 %) against IFRA's coumarin limit in a fine fragrance (1.6 %).
    ifraLimit: 3.5,
    allergens: [
      ['Coumarin', 45],
      ['Benzyl Benzoate', 1],
    ],
  },
  oakmoss: {
    grade: 'Oakmoss absolute, low atranol (Evernia prunastri), 30 % in ethanol',
    // IFRA's oakmoss standard: 0.1 % of the extract in a fine fragrance, so 0.33 % of this dilution.
    ifraLimit: 0.33,
    allergens: [['Evernia Prunastri Extract', 30]],
  },
};

/**
 * Each seeded material's density in g/ml at 20 °C (issue #43), so the atelier weighs it in grams:
 * typical values for the grade (suppliers' specifications give a range; these are within it). A house
 * keeps its supplier's figure in the back office. Migration 0022 writes them into a store seeded before.
 */
export const materialDensities: Readonly<Record<string, number>> = {
  bergamot: 0.876,
  lemon: 0.853,
  'pink-pepper': 0.85,
  neroli: 0.868,
  mandarin: 0.851,
  grapefruit: 0.852,
  cardamom: 0.923,
  lavender: 0.887,
  basil: 0.951,
  rose: 0.862,
  jasmine: 0.95,
  iris: 0.904,
  tuberose: 1.0,
  'ylang-ylang': 0.947,
  'orange-blossom': 0.935,
  geranium: 0.891,
  violet: 0.96,
  cinnamon: 1.028,
  sandalwood: 0.972,
  vetiver: 1.001,
  patchouli: 0.958,
  amber: 1.021,
  vanilla: 1.038,
  musk: 1.002,
  oud: 0.985,
  cedarwood: 0.948,
  'tonka-bean': 1.048,
  oakmoss: 1.032,
};
