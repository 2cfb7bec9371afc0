/**
 * The house's client-care pages (the footer's Client Care column, and the Refill Program in The
 * House). One lazily loaded module,
 * info-page.tsx, shows the page of its path; the server's page heads and sitemap name the same
 * paths (src/server/pages/seo.ts, discovery.ts). Its words are messages, shown with `t()`.
 */
import { msg } from '@/domain/i18n/translator';

export const infoPaths = ['shipping-returns', 'faq', 'refill', 'contact', 'privacy', 'terms'] as const;
export type InfoPath = (typeof infoPaths)[number];

export interface InfoPageMeta {
  /** The document title and the h1. */
  title: string;
  /** The short name in the side navigation. */
  nav: string;
  /** The line above the h1, when not "Client Care". */
  eyebrow?: string;
  /** The line under the h1; a house page's is the owner's (GET /api/pages/:slug). */
  intro?: string;
  /** For the legal texts: when they last changed (ISO date); a house page's is when the owner last saved it. */
  updated?: string;
}

export const infoPages: Record<InfoPath, InfoPageMeta> = {
  'shipping-returns': {
    title: msg('Shipping & Returns'),
    nav: msg('Shipping & Returns'),
    updated: '2026-11-23',
  },
  faq: {
    title: msg('Frequently Asked Questions'),
    nav: msg('FAQ'),
  },
  refill: {
    title: msg('Refill Program'),
    nav: msg('Refill Program'),
    eyebrow: msg('The House'),
    intro: msg(
      'Bring back or send us your empty bottle, of the collection or of your own creation, and we fill it again at the atelier with the same formula, for less than a new bottle.',
    ),
  },
  contact: {
    title: msg('Contact Us'),
    nav: msg('Contact Us'),
    intro: msg(
      'Write to us, call, or visit the atelier where every bottle is composed, filled and packed by hand. We answer every message within one working day.',
    ),
  },
  privacy: {
    title: msg('Privacy Policy'),
    nav: msg('Privacy Policy'),
    intro: msg(
      'What we keep about you, why, for how long, who else sees it, and how to ask us to show, correct or delete it.',
    ),
    updated: '2026-11-23',
  },
  terms: {
    title: msg('Terms & Conditions'),
    nav: msg('Terms & Conditions'),
    updated: '2026-11-23',
  },
};

export function isInfoPath(path: string): path is InfoPath {
  return (infoPaths as readonly string[]).includes(path);
}
