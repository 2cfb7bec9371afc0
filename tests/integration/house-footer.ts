/**
 * The lines a mail's text ends with after its signature: the house's name, address and contact as the seeded
 * settings hold them (src/server/mail/house-details.tsx), in the reader's language.
 */
export const houseFooter = (locale: 'en' | 'fr'): string[] => [
  '',
  'Maison Lumière, 14 rue Charlot, 75003 Paris, France',
  locale === 'fr'
    ? 'Écrivez-nous à care@maison-lumiere.shop ou appelez-nous au +33 1 99 00 14 03.'
    : 'Write to us at care@maison-lumiere.shop or call us on +33 1 99 00 14 03.',
];
