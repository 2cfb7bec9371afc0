/**
 * The lifestyle configurator's notes as the house's ingredients (decision 064): a lifestyle result is
 * weighed from these (`lifestyleFormula`). A note the house has no material of is matched to the
 * nearest one it has (Pine to cardamom's cool camphor, Leather to oud, Mint to basil).
 */
export const lifestyleNoteIngredients: Readonly<Record<string, string>> = {
  Bergamot: 'bergamot',
  Citrus: 'mandarin',
  Lemon: 'lemon',
  Neroli: 'neroli',
  Pine: 'cardamom',
  Mint: 'basil',
  Cinnamon: 'cinnamon',
  Rose: 'rose',
  Jasmine: 'jasmine',
  'Orange Blossom': 'orange-blossom',
  Lavender: 'lavender',
  Cedar: 'cedarwood',
  Vetiver: 'vetiver',
  Sandalwood: 'sandalwood',
  Leather: 'oud',
  Musk: 'musk',
  'Light Musk': 'musk',
  Vanilla: 'vanilla',
  Amber: 'amber',
};
