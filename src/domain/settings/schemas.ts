import { msg } from '../i18n/translator';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { MAX_GIFT_WRAP_CENTS } from '../gifts/gifts';
import { countryCodeSchema } from '../shipping/schemas';
import { MAX_OPENING_HOURS, SOCIAL_NETWORKS, type SocialNetwork, socialNetworkHosts } from './house';

/** The house's legal details: the seller on every invoice. */
export const shopSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  homeCountry: z.string(),
  legalMentions: z.string(),
  /** What a gift wrap costs (major units, VAT included). */
  giftWrapPrice: z.number(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsInputSchema = z.object({
  legalName: z
    .string({ message: msg('Legal name is required') })
    .trim()
    .min(2, msg('Legal name is required'))
    .max(120, msg('Legal name is too long'))
    .refine(isSingleLine, msg('Legal name must be on one line')),
  address: z
    .string({ message: msg('Address is required') })
    .trim()
    .min(5, msg('Address is required'))
    .max(400, msg('Address is too long')),
  vatNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, msg('VAT number is too long'))
    .regex(
      /^([A-Z]{2}[0-9A-Z+*. ]{2,16})?$/,
      msg('A VAT number starts with its country code, for example FR12345678901'),
    )
    .default(''),
  homeCountry: countryCodeSchema,
  legalMentions: z.string().trim().max(1000, msg('Legal mentions are too long')).default(''),
  /** What a gift wrap costs (major units, VAT included); unchanged when absent. */
  giftWrapPrice: z
    .number({ message: msg('Gift wrap price must be a number') })
    .min(0, msg('Gift wrap price must be between 0 and 100'))
    .max(MAX_GIFT_WRAP_CENTS / 100, msg('Gift wrap price must be between 0 and 100'))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msg('Gift wrap price has at most two decimals'))
    .optional(),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

/** A destination's VAT rate: `rate` in percent as people write it (20, 5.5). */
const vatRateSchema = z.object({ country: z.string(), name: z.string(), rate: z.number() });
export const vatRatesSchema = z.array(vatRateSchema);
export type VatRate = z.infer<typeof vatRateSchema>;

export const vatRateInputSchema = z.object({
  rate: z
    .number({ message: msg('Rate must be a number') })
    .min(0, msg('Rate must be between 0 and 100'))
    .max(100, msg('Rate must be between 0 and 100'))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msg('Rate has at most two decimals')),
});
export const vatCountryParam = z.object({ country: countryCodeSchema });

/** One line of the opening hours, as the back office edits it. */
const openingHoursSchema = z.object({ days: z.string(), time: z.string() });

/** The house's social pages, each '' when the house has none there. */
const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<SocialNetwork, z.ZodString>,
);

/** The house's public contact details, as the back office edits them (GET /api/admin/settings/contact). */
export const houseContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  hours: z.array(openingHoursSchema),
  social: socialLinksSchema,
});
export type HouseContact = z.infer<typeof houseContactSchema>;

/** Whether `host` is `domain` or one of its subdomains. */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * A social page's link refused, in words naming its network: whole messages, one per network (a field's error
 * carries no values to fill in, `src/client/lib/shown-text.ts`).
 */
const socialLinkMessages: Record<SocialNetwork, { tooLong: string; wholeAddress: string; otherSite: string }> = {
  instagram: {
    tooLong: msg('The Instagram link is too long'),
    wholeAddress: msg("Please enter the Instagram page's whole address, starting with https://"),
    otherSite: msg('This is not a Instagram address (instagram.com)'),
  },
  facebook: {
    tooLong: msg('The Facebook link is too long'),
    wholeAddress: msg("Please enter the Facebook page's whole address, starting with https://"),
    otherSite: msg('This is not a Facebook address (facebook.com)'),
  },
  pinterest: {
    tooLong: msg('The Pinterest link is too long'),
    wholeAddress: msg("Please enter the Pinterest page's whole address, starting with https://"),
    otherSite: msg('This is not a Pinterest address (pinterest.com)'),
  },
  tiktok: {
    tooLong: msg('The TikTok link is too long'),
    wholeAddress: msg("Please enter the TikTok page's whole address, starting with https://"),
    otherSite: msg('This is not a TikTok address (tiktok.com)'),
  },
  youtube: {
    tooLong: msg('The YouTube link is too long'),
    wholeAddress: msg("Please enter the YouTube page's whole address, starting with https://"),
    otherSite: msg('This is not a YouTube address (youtube.com)'),
  },
};

/** A social page's link: empty, or an https address on the network's own site. */
function socialUrlSchema(network: SocialNetwork) {
  const words = socialLinkMessages[network];
  return z
    .string()
    .trim()
    .max(300, words.tooLong)
    .superRefine((value, ctx) => {
      if (value === '') return;
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) {
        ctx.addIssue({ code: 'custom', message: words.wholeAddress });
      } else if (!socialNetworkHosts[network].some((domain) => onDomain(url.hostname.toLowerCase(), domain))) {
        ctx.addIssue({ code: 'custom', message: words.otherSite });
      }
    })
    .default('');
}

/** PUT /api/admin/settings/contact: what the contact page and the footer show. */
export const houseContactInputSchema = z.object({
  email: z
    .string({ message: msg('Contact e-mail is required') })
    .trim()
    .min(1, msg('Contact e-mail is required'))
    .max(254, msg('Please enter a valid e-mail address'))
    .pipe(z.email(msg('Please enter a valid e-mail address'))),
  phone: z
    .string()
    .trim()
    .max(30, msg('Phone number is too long'))
    .regex(
      /^(\+?[0-9][0-9 ().-]{5,28})?$/,
      msg('Digits and spaces, with the country code, for example +33 1 99 00 14 03'),
    )
    .default(''),
  hours: z
    .array(
      z.object({
        days: z
          .string({ message: msg('Say which days') })
          .trim()
          .min(1, msg('Say which days'))
          .max(40, msg('At most 40 characters'))
          .refine(isSingleLine, msg('On one line')),
        time: z
          .string({ message: msg('Say the hours, or Closed') })
          .trim()
          .min(1, msg('Say the hours, or Closed'))
          .max(40, msg('At most 40 characters'))
          .refine(isSingleLine, msg('On one line')),
      }),
    )
    .max(MAX_OPENING_HOURS, msg('At most 7 lines of opening hours')) // MAX_OPENING_HOURS (schemas.test.ts)
    .default([]),
  social: z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialUrlSchema(n)])) as Record<
        SocialNetwork,
        ReturnType<typeof socialUrlSchema>
      >,
    )
    .prefault({}),
});
export type HouseContactInput = z.infer<typeof houseContactInputSchema>;

/** GET /api/house: the house's public contact details (src/domain/settings/house.ts). */
export const houseSchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  hours: z.array(openingHoursSchema),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
