/**
 * What the printed label shows of the house and that the back office does not set: its name. The
 * legal address and the contact details are settings (GET /api/house, ./house-query.ts), and the
 * house's pages read them as facts (GET /api/pages/:slug).
 */
export const HOUSE = {
  name: 'Maison Lumière',
} as const;
