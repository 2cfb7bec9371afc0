import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { getGiftCardBalance } from '@/domain/api/gift-cards';
import { isCodeShaped } from '@/domain/gift-cards/gift-cards';
import { TextField } from '@/client/components/ui/text-field';
import { call, errorMessage } from '@/client/lib/api';
import { usePrice } from '@/client/lib/format';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/domain/pages/paths';
import { PendingButton } from '@/client/components/form/pending-button';
import { Rich, useI18n } from '@/client/lib/i18n';

/** /gift-cards/balance: what a gift card holds, by its code (the server throttles guesses like sign-ins). */
export default function GiftCardBalancePage() {
  const { t } = useI18n();
  useDocumentTitle(t('Gift Card Balance'));
  const price = usePrice();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ balance: number; last4: string } | { error: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCodeShaped(code)) {
      setResult({ error: t('A gift card code is 16 letters and digits (XXXX-XXXX-XXXX-XXXX).') });
      return;
    }
    setBusy(true);
    try {
      const answer = await call(getGiftCardBalance, { query: { code } });
      setResult({ balance: answer.balance, last4: answer.last4 });
    } catch (err) {
      setResult({ error: errorMessage(err, t('The balance could not be read. Please try again.')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">{t('Gift Cards')}</p>
        <h1 className="mt-3 font-serif text-4xl sm:text-5xl">{t('Gift Card Balance')}</h1>
        <p className="mt-4 max-w-2xl text-ink-soft">
          <Rich
            message="Enter the code from your gift card's e-mail to see what is left on it. <link>Give a gift card</link>."
            tags={{
              link: (words) => (
                <Link to={paths.giftCards()} className="underline decoration-accent-soft underline-offset-4">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      </header>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-10 grid max-w-md gap-5"
        aria-label={t('Balance')}
      >
        <TextField
          label={t('Gift card code')}
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <PendingButton
          type="submit"
          size="lg"
          pending={busy}
          pendingLabel={t('Check Balance')}
          disableWhilePending
          spinner
        >
          {t('Check Balance')}
        </PendingButton>
      </form>
      <div role="status" aria-live="polite" className="mt-8 max-w-md">
        {result && 'balance' in result ? (
          <p className="border border-line bg-surface px-5 py-4">
            <Rich
              message="The card ending {last4} holds <strong>{balance}</strong>."
              values={{ last4: result.last4, balance: price(result.balance) }}
              tags={{ strong: (words) => <strong>{words}</strong> }}
            />
          </p>
        ) : null}
      </div>
      <div role="alert" className="max-w-md">
        {result && 'error' in result ? (
          <p className="border border-danger/45 px-5 py-4 text-sm text-danger">{result.error}</p>
        ) : null}
      </div>
    </div>
  );
}
