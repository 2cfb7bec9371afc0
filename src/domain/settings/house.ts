/*
 * The house's public contact details (issue #32): set in the back office's Settings, answered by
 * GET /api/house, shown on the contact page and in the footer. No zod here: the footer is in the
 * browser's first bundle.
 */

/** The social networks the house may link to, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'pinterest', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialNetworkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * The hosts a network's page lives on (a subdomain of one counts too): a link to the wrong site, or
 * pasted into the wrong field, is refused with a message naming the network.
 */
export const socialNetworkHosts: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  pinterest: ['pinterest.com', 'pinterest.fr', 'pinterest.co.uk', 'pin.it'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

/** One line of the opening hours: "Tuesday to Saturday", "11:00 – 19:00". */
export interface OpeningHours {
  days: string;
  time: string;
}

/** At most this many lines of opening hours (one a day of the week). */
export const MAX_OPENING_HOURS = 7;

/** A social network's page, as GET /api/house lists the ones set. */
interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** What the contact page and the footer show of the house (GET /api/house). */
export interface House {
  /** The house's legal name (the back office's "The house"). */
  name: string;
  /** The registered address, one line per line. */
  address: string[];
  email: string;
  /** As people write it ("+33 1 99 00 14 03"); empty when the house gives none. */
  phone: string;
  hours: OpeningHours[];
  /** Only the networks set, in SOCIAL_NETWORKS' order. */
  social: SocialLink[];
}

/**
 * A fresh shop's contact details (migration 0019 writes the same): the atelier's hours and address
 * as the contact page gave them before they were settings, and a Paris number from the range kept
 * for fiction (ARCEP's 01 99 00), until the house sets its own.
 */
/** Where a person writes about their data (the privacy policy, the FAQ, the account page). */
export const PRIVACY_EMAIL = 'privacy@maison-lumiere.shop';

export const DEFAULT_CONTACT = {
  email: 'care@maison-lumiere.shop',
  phone: '+33 1 99 00 14 03',
  hours: [
    { days: 'Tuesday to Saturday', time: '11:00 – 19:00' },
    { days: 'Sunday and Monday', time: 'Closed' },
  ],
} as const satisfies { email: string; phone: string; hours: readonly OpeningHours[] };

/** How soon the house answers a message (the contact page, and the acknowledgement it mails). */
export const REPLY_WITHIN = 'one working day';

/** The `tel:` link of a phone number as written: its digits, and a leading +. */
export const telHref = (phone: string): string =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
