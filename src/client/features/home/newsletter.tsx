import { useEffect, useRef, useState, type FormEvent } from 'react';
import { inputClasses } from '@/client/components/ui/input-variants';
import { toast } from '@/client/lib/toast';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';

/** The subscription is simulated on the client (docs/decisions: Newsletter): no call, about a second of "work". */
const SIMULATED_DELAY_MS = 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function Newsletter() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const value = email.trim();
    if (!value) {
      toast({
        variant: 'destructive',
        title: t('Email Required'),
        description: t('Please enter your email address to subscribe.'),
      });
      return;
    }
    if (!EMAIL_PATTERN.test(value)) {
      toast({
        variant: 'destructive',
        title: t('Invalid Email'),
        description: t('Please enter a valid email address.'),
      });
      return;
    }
    setSubmitting(true);
    timer.current = setTimeout(() => {
      setSubmitting(false);
      setEmail('');
      toast({
        variant: 'success',
        title: t('Subscribed'),
        description: t('Thank you for subscribing to our newsletter.'),
      });
    }, SIMULATED_DELAY_MS);
  };

  return (
    <section aria-labelledby="newsletter-heading" className="defer-render py-24 sm:py-32">
      <div className="container-page">
        <div className="mx-auto grid max-w-5xl items-end gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="eyebrow">{t('The Maison letter')}</p>
            <h2 id="newsletter-heading" className="mt-4 font-serif text-4xl leading-tight sm:text-5xl">
              {t('Join Our Newsletter')}
            </h2>
            <p className="mt-5 max-w-md text-[0.9375rem] leading-relaxed text-ink-soft">
              {t('New compositions, stories from the atelier and early invitations, a few times a season. Never more.')}
            </p>
          </div>
          {/* Before hydration: method="dialog" makes a native submission do nothing (no address in a URL);
              boot.ts holds the submission and plays it once hydrated, with what was typed (app/early-input.ts). */}
          <form method="dialog" noValidate onSubmit={onSubmit} className="w-full">
            <label htmlFor="newsletter-email" className="text-[0.6875rem] font-medium tracking-[0.18em] uppercase">
              {t('Email address')}
            </label>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder={t('you@example.com')}
                value={email}
                disabled={submitting}
                onChange={(e) => setEmail(e.target.value)}
                className={`${inputClasses} sm:flex-1`}
              />
              <PendingButton
                type="submit"
                className="sm:w-44"
                pending={submitting}
                pendingLabel={t('SUBSCRIBING...')}
                disableWhilePending
              >
                {t('SUBSCRIBE')}
              </PendingButton>
            </div>
            <p className="mt-3 text-xs text-ink-soft">{t('You can unsubscribe at any time with one click.')}</p>
          </form>
        </div>
      </div>
    </section>
  );
}
