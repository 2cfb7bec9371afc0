import { type HouseContact, houseSchema, type ShopSettings } from '../../domain/settings/schemas';
import { DEFAULT_CONTACT, type House, SOCIAL_NETWORKS } from '../../domain/settings/house';
import { DEFAULT_GIFT_WRAP_CENTS } from '../../domain/gifts/gifts';
import { toMajor } from '../../domain/shared/money';
import type { readContact, readSettings } from './repo';

/** The house's details as their row holds them, as the back office edits them and as GET /api/house shows them. */

/** The legal details as the back office edits them. */
export function legalDetailsOf(row: Awaited<ReturnType<typeof readSettings>>): ShopSettings {
  // Migration 0007 writes the row; a store emptied by hand answers the house's name alone.
  return row
    ? {
        legalName: row.legalName,
        address: row.address,
        vatNumber: row.vatNumber,
        homeCountry: row.homeCountry,
        legalMentions: row.legalMentions,
        giftWrapPrice: toMajor(row.giftWrapCents),
      }
    : {
        legalName: 'Maison Lumière',
        address: '',
        vatNumber: '',
        homeCountry: 'FR',
        legalMentions: '',
        giftWrapPrice: toMajor(DEFAULT_GIFT_WRAP_CENTS),
      };
}

/** The contact details as the back office edits them: the house's defaults until saved, every network (empty: none). */
export function contactOf(row: Awaited<ReturnType<typeof readContact>>): HouseContact {
  const links = row?.social ?? {};
  return {
    email: row?.email ?? DEFAULT_CONTACT.email,
    phone: row?.phone ?? DEFAULT_CONTACT.phone,
    hours: row ? row.hours : [...DEFAULT_CONTACT.hours],
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, links[n] ?? ''])) as HouseContact['social'],
  };
}

/** What GET /api/house answers, and the contact page and the footer show: the address in lines, the networks set. */
export function publicHouseOf(legal: ShopSettings, contact: HouseContact): House {
  return houseSchema.parse({
    name: legal.legalName,
    address: legal.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    email: contact.email,
    phone: contact.phone,
    hours: contact.hours,
    social: SOCIAL_NETWORKS.filter((n) => contact.social[n]).map((n) => ({
      network: n,
      url: contact.social[n],
    })),
  });
}
