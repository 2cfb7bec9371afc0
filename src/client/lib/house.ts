/** How to reach the house: the one place the contact, privacy and terms pages read them from. */
export const HOUSE = {
  name: 'Maison Lumière',
  street: '14 rue Charlot',
  postalCode: '75003',
  city: 'Paris',
  country: 'France',
  email: 'care@maison-lumiere.shop',
  privacyEmail: 'privacy@maison-lumiere.shop',
  /** The atelier's opening hours, in local time (Europe/Paris). */
  hours: [
    { days: 'Tuesday to Saturday', time: '11:00 – 19:00' },
    { days: 'Sunday and Monday', time: 'Closed' },
  ],
  /** When e-mails are read and answered. */
  replyWithin: 'one working day',
} as const;
