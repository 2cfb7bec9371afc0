import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Gift } from 'lucide-react';
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, GIFT_CARD_SUGGESTED } from '@/domain/gift-cards/gift-cards';
import { giftCardPurchaseSchema } from '@/domain/gift-cards/schemas';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { SelectField } from '@/client/components/ui/select-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { TextField } from '@/client/components/ui/text-field';
import { errorMessage } from '@/client/lib/api';
import { usePrice, useMoney } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { useCart } from '@/client/lib/use-cart';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/domain/pages/paths';
import { DEFAULT_LOCALE, describeLocale, LOCALES } from '@/domain/i18n/locales';
import { Rich, useI18n } from '@/client/lib/i18n';
import { useCurrentUser } from '@/client/lib/use-auth';
import { cardGiver } from '@/domain/gift-cards/card';
import { GiftCardPreview } from './gift-card-preview';

type Errors = Partial<
  Record<'amount' | 'recipientName' | 'recipientEmail' | 'message' | 'fromName' | 'sendOn' | 'recipientLocale', string>
>;

const today = () => new Date().toISOString().slice(0, 10);

/** /gift-cards: a gift card of 25 to 1,000 for a recipient, mailed with its code on the day chosen once paid. */
export default function GiftCardsPage() {
  const { t, number, locale } = useI18n();
  useDocumentTitle(t('Gift Cards'));
  const money = useMoney();
  const price = usePrice();
  const cart = useCart();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<number | 'other'>(50);
  const [other, setOther] = useState('');
  // The recipient's mail is written in the page's language unless the buyer chooses another.
  const [fields, setFields] = useState({
    recipientName: '',
    recipientEmail: '',
    message: '',
    fromName: '',
    sendOn: '',
    recipientLocale: locale,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [adding, setAdding] = useState(false);
  // The card says whom it is from: the name written in "From", else as the order names its buyer (a signed-in
  // shopper's name), else "From you".
  const giver = cardGiver(fields.fromName, useCurrentUser().data?.fullName) ?? '';
  /** The amount as the preview shows it: a whole number of the market's money, else nothing yet. */
  const chosen = amount === 'other' ? Number(other.trim() === '' ? Number.NaN : other) : amount;
  const shownAmount = Number.isInteger(chosen) && chosen > 0 ? money(chosen * 100) : '';

  /** A recipient's field bound to its value, its change and its error. */
  const bind = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
    error: errors[name],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = giftCardPurchaseSchema.safeParse({
      amount: amount === 'other' ? (other.trim() === '' ? Number.NaN : Number(other)) : amount,
      recipientName: fields.recipientName,
      recipientEmail: fields.recipientEmail,
      ...(fields.message.trim() ? { message: fields.message } : {}),
      ...(fields.fromName.trim() ? { fromName: fields.fromName } : {}),
      ...(fields.sendOn ? { sendOn: fields.sendOn } : {}),
      // Left out, the server writes in the default language.
      ...(fields.recipientLocale !== DEFAULT_LOCALE ? { recipientLocale: fields.recipientLocale } : {}),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        // The amount's range, as the page's language writes its numbers; any other message by its English.
        found[key] ??=
          key === 'amount' && (issue.code === 'too_small' || issue.code === 'too_big')
            ? t('A gift card is worth {min} to {max}', {
                min: number(GIFT_CARD_MIN_CENTS / 100),
                max: number(GIFT_CARD_MAX_CENTS / 100),
              })
            : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setAdding(true);
    try {
      await cart.addItem({ giftCard: parsed.data, quantity: 1 });
      toast({
        variant: 'success',
        title: t('Added to cart'),
        description: t('A gift card of {amount} for {name}.', {
          amount: price(parsed.data.amount),
          name: parsed.data.recipientName,
        }),
      });
      await navigate(paths.cart());
    } catch (err) {
      toast({ variant: 'destructive', title: t('Not added'), description: errorMessage(err, t('Please try again.')) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">{t('Gifts')}</p>
        <h1 className="mt-3 font-serif text-4xl sm:text-5xl">{t('Gift Cards')}</h1>
        <p className="mt-4 max-w-2xl text-ink-soft">
          <Rich
            message="A gift card of {min} to {max}, mailed to the one you choose on the day you choose, with your message. It pays for any of our perfumes, in one order or several. <link>Check a card's balance</link>."
            values={{ min: number(GIFT_CARD_MIN_CENTS / 100), max: number(GIFT_CARD_MAX_CENTS / 100) }}
            tags={{
              link: (words) => (
                <Link to={paths.giftCardBalance()} className="underline decoration-accent-soft underline-offset-4">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      </header>

      {/* The form, and beside it on a desktop (below it on a phone) the card as the mail will show it. */}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,42rem)_minmax(0,1fr)] lg:items-start lg:gap-14">
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-label={t('Gift card')}
          className="grid max-w-2xl gap-8"
        >
          <fieldset className="border border-line bg-surface p-6 sm:p-8">
            <legend className="px-2 font-serif text-2xl">{t('Amount')}</legend>
            <div className="mt-2 flex flex-wrap gap-3" role="radiogroup" aria-label={t('Amount')}>
              {GIFT_CARD_SUGGESTED.map((value) => (
                <Button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={amount === value}
                  variant={amount === value ? 'primary' : 'outline'}
                  onClick={() => setAmount(value)}
                >
                  {money(value * 100)}
                </Button>
              ))}
              <Button
                type="button"
                role="radio"
                aria-checked={amount === 'other'}
                variant={amount === 'other' ? 'primary' : 'outline'}
                onClick={() => setAmount('other')}
              >
                {t('Another amount')}
              </Button>
            </div>
            {amount === 'other' ? (
              <div className="mt-5 max-w-xs">
                <TextField
                  label={t('Amount ({min} to {max})', {
                    min: number(GIFT_CARD_MIN_CENTS / 100),
                    max: number(GIFT_CARD_MAX_CENTS / 100),
                  })}
                  inputMode="numeric"
                  value={other}
                  onChange={(e) => setOther(e.target.value)}
                  error={errors.amount}
                />
              </div>
            ) : errors.amount ? (
              <p className="mt-3 text-sm text-danger">{t(errors.amount)}</p>
            ) : null}
          </fieldset>

          <fieldset className="grid gap-5 border border-line bg-surface p-6 sm:p-8">
            <legend className="px-2 font-serif text-2xl">{t('Recipient')}</legend>
            <TextField label={t("Recipient's name")} autoComplete="off" {...bind('recipientName')} />
            <TextField
              label={t("Recipient's e-mail")}
              type="email"
              inputMode="email"
              spellCheck={false}
              {...bind('recipientEmail')}
            />
            <TextAreaField label={t('Message (optional)')} rows={3} {...bind('message')} />
            <TextField
              label={t('From (optional)')}
              autoComplete="off"
              hint={t(
                'Your name as the recipient will read it on the card. Left empty, the card is signed with the name on your order.',
              )}
              {...bind('fromName')}
            />
            <TextField
              label={t('Delivery day')}
              type="date"
              min={today()}
              hint={t('Left empty, the card is mailed as soon as your order is paid.')}
              {...bind('sendOn')}
            />
            {LOCALES.length > 1 ? (
              <SelectField label={t('Language of the e-mail')} {...bind('recipientLocale')}>
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {describeLocale(code).name}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </fieldset>

          <div className="flex flex-wrap items-center gap-4">
            <PendingButton
              type="submit"
              size="lg"
              pending={adding}
              pendingLabel={t('Add to Cart')}
              disableWhilePending
              spinner
              icon={<Gift aria-hidden="true" className="size-4" />}
            >
              {t('Add to Cart')}
            </PendingButton>
            <Link to={paths.cart()} className={buttonClasses('outline', 'lg')}>
              {t('View Cart')}
            </Link>
          </div>
        </form>
        <div className="lg:sticky lg:top-28">
          <GiftCardPreview
            amount={shownAmount}
            recipientName={fields.recipientName}
            giver={giver}
            message={fields.message}
          />
        </div>
      </div>

      {/* The footer's Gift Sets and Corporate Gifts lead here: the house's gift is the card. */}
      <section
        id="corporate"
        aria-labelledby="corporate-heading"
        className="mt-16 max-w-2xl scroll-mt-28 border-t border-line pt-10"
      >
        <p className="eyebrow">{t('Gift sets & corporate gifts')}</p>
        <h2 id="corporate-heading" className="mt-3 font-serif text-3xl">
          {t('For a team, or for your clients')}
        </h2>
        <p className="mt-4 leading-relaxed text-ink-soft">
          <Rich
            message="Our gift is the card: it lets each person choose their own perfume, or compose one. Add a card for every person on your list, each with its own recipient, message and delivery day, and pay for them in one order, with one invoice. For a larger order, or a question before you order, <link>write to us</link>."
            tags={{
              link: (words) => (
                <Link
                  to={paths.info('contact')}
                  className="text-ink underline decoration-accent-soft underline-offset-4"
                >
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      </section>
    </div>
  );
}
