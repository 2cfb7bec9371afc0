/**
 * What the privacy, terms and label pages print of the house and that the back office does not set:
 * the legal texts' address and the privacy address. The contact details (e-mail, phone, hours, social
 * pages) are settings: GET /api/house (./house-query.ts).
 */
export const HOUSE = {
  name: 'Maison Lumière',
  street: '14 rue Charlot',
  postalCode: '75003',
  city: 'Paris',
  country: 'France',
  privacyEmail: 'privacy@maison-lumiere.shop',
} as const;
