import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Gift } from 'lucide-react';
import { GIFT_CARD_SUGGESTED } from '@/domain/gift-cards/gift-cards';
import { giftCardPurchaseSchema } from '@/domain/gift-cards/schemas';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { TextField } from '@/client/components/ui/text-field';
import { errorMessage } from '@/client/lib/api';
import { usePrice, useMoney } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { useCart } from '@/client/lib/use-cart';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/domain/pages/paths';

type Errors = Partial<Record<'amount' | 'recipientName' | 'recipientEmail' | 'message' | 'sendOn', string>>;

const today = () => new Date().toISOString().slice(0, 10);

/** /gift-cards: a gift card of 25 to 1,000 for a recipient, mailed with its code on the day chosen once paid. */
export default function GiftCardsPage() {
  useDocumentTitle('Gift Cards');
  const money = useMoney();
  const price = usePrice();
  const cart = useCart();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<number | 'other'>(50);
  const [other, setOther] = useState('');
  const [fields, setFields] = useState({ recipientName: '', recipientEmail: '', message: '', sendOn: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [adding, setAdding] = useState(false);

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
      ...(fields.sendOn ? { sendOn: fields.sendOn } : {}),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        found[key] ??= issue.message;
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
        title: 'Added to cart',
        description: `A gift card of ${price(parsed.data.amount)} for ${parsed.data.recipientName}.`,
      });
      await navigate(paths.cart());
    } catch (err) {
      toast({ variant: 'destructive', title: 'Not added', description: errorMessage(err, 'Please try again.') });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">Gifts</p>
        <h1 className="mt-3 font-serif text-4xl sm:text-5xl">Gift Cards</h1>
        <p className="mt-4 max-w-2xl text-ink-soft">
          A gift card of 25 to 1,000, mailed to the one you choose on the day you choose, with your message. It pays for
          any of our perfumes, in one order or several.{' '}
          <Link to={paths.giftCardBalance()} className="underline decoration-accent-soft underline-offset-4">
            Check a card&apos;s balance
          </Link>
          .
        </p>
      </header>

      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Gift card" className="mt-10 grid max-w-2xl gap-8">
        <fieldset className="border border-line bg-surface p-6 sm:p-8">
          <legend className="px-2 font-serif text-2xl">Amount</legend>
          <div className="mt-2 flex flex-wrap gap-3" role="radiogroup" aria-label="Amount">
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
              Another amount
            </Button>
          </div>
          {amount === 'other' ? (
            <div className="mt-5 max-w-xs">
              <TextField
                label="Amount (25 to 1,000)"
                inputMode="numeric"
                value={other}
                onChange={(e) => setOther(e.target.value)}
                error={errors.amount}
              />
            </div>
          ) : errors.amount ? (
            <p className="mt-3 text-sm text-danger">{errors.amount}</p>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-5 border border-line bg-surface p-6 sm:p-8">
          <legend className="px-2 font-serif text-2xl">Recipient</legend>
          <TextField label="Recipient's name" autoComplete="off" {...bind('recipientName')} />
          <TextField
            label="Recipient's e-mail"
            type="email"
            inputMode="email"
            spellCheck={false}
            {...bind('recipientEmail')}
          />
          <TextAreaField label="Message (optional)" rows={3} {...bind('message')} />
          <TextField
            label="Delivery day"
            type="date"
            min={today()}
            hint="Left empty, the card is mailed as soon as your order is paid."
            {...bind('sendOn')}
          />
        </fieldset>

        <div className="flex flex-wrap items-center gap-4">
          <PendingButton
            type="submit"
            size="lg"
            pending={adding}
            pendingLabel="Add to Cart"
            disableWhilePending
            spinner
            icon={<Gift aria-hidden="true" className="size-4" />}
          >
            Add to Cart
          </PendingButton>
          <Link to={paths.cart()} className={buttonClasses('outline', 'lg')}>
            View Cart
          </Link>
        </div>
      </form>

      {/* The footer's Gift Sets and Corporate Gifts lead here: the house's gift is the card. */}
      <section
        id="corporate"
        aria-labelledby="corporate-heading"
        className="mt-16 max-w-2xl scroll-mt-28 border-t border-line pt-10"
      >
        <p className="eyebrow">Gift sets &amp; corporate gifts</p>
        <h2 id="corporate-heading" className="mt-3 font-serif text-3xl">
          For a team, or for your clients
        </h2>
        <p className="mt-4 leading-relaxed text-ink-soft">
          Our gift is the card: it lets each person choose their own perfume, or compose one. Add a card for every
          person on your list, each with its own recipient, message and delivery day, and pay for them in one order,
          with one invoice. For a larger order, or a question before you order,{' '}
          <Link to={paths.info('contact')} className="text-ink underline decoration-accent-soft underline-offset-4">
            write to us
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
