import { z } from '../shared/zod';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_MAX_LINES, messageLineCount, printedMessage } from './gifts';
import { msg } from '../i18n/translator';

/** The checkout's gift: a wrap, a message (one card: ≤ 250 characters on ≤ 6 lines). */
export const giftSchema = z.object({
  wrap: z.boolean({ message: 'wrap must be true or false' }).default(false),
  message: z
    .string({ message: msg('The gift message must be text') })
    .max(GIFT_MESSAGE_MAX * 2, `The gift message holds at most ${GIFT_MESSAGE_MAX} characters`)
    .transform(printedMessage)
    .refine((m) => m.length <= GIFT_MESSAGE_MAX, `The gift message holds at most ${GIFT_MESSAGE_MAX} characters`)
    .refine(
      (m) => m === '' || messageLineCount(m) <= GIFT_MESSAGE_MAX_LINES,
      `The gift message holds at most ${GIFT_MESSAGE_MAX_LINES} lines`,
    )
    .optional(),
});
export type Gift = z.output<typeof giftSchema>;

/** An order's gift as every order answer shows it; null when the order is not a gift. */
export const orderGiftSchema = z
  .object({
    wrap: z.boolean(),
    /** The wrap's price as charged (major units), VAT included; 0 without a wrap. */
    wrapPrice: z.number(),
    /** The VAT inside the wrap, as charged. */
    wrapTax: z.number().nullable(),
    /** The message as it is printed on the card and the packing slip; null without one. */
    message: z.string().nullable(),
  })
  .nullable();
export type OrderGift = z.infer<typeof orderGiftSchema>;
