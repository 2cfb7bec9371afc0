import { Strong, TextLink } from '@/client/components/house-words';
import { REFILL_PROGRAMME_ID, useRefillOffer } from '@/client/components/refill-choice';
import { Rich, useI18n } from '@/client/lib/i18n';
import { paths } from '@/domain/pages/paths';
import { Item, List, Section } from './prose';

const strong = (words: string) => <Strong>{words}</Strong>;

/**
 * The refill programme (DESIGN §1 "Refills"): a size or a creation delivered every few weeks at the refill
 * price, as GET /api/refills says today (its intervals and discount); the words without the figures while
 * they load.
 */
export function RefillProgramme() {
  const { t, tag, number } = useI18n();
  const offer = useRefillOffer();
  const intervals = offer ? new Intl.ListFormat(tag, { type: 'disjunction' }).format(offer.intervals.map(String)) : '';
  const percent = offer ? number(offer.discountPercent / 100, { style: 'percent', maximumFractionDigits: 1 }) : '';
  return (
    <Section id={REFILL_PROGRAMME_ID} title={t('The refill programme')}>
      <p data-testid="refill-offer">
        {offer
          ? t(
              'A perfume of the collection, in the size you choose, or one of your creations, delivered again every {intervals} weeks, at {percent} less than its one-off price.',
              { intervals, percent },
            )
          : t(
              'A perfume of the collection, in the size you choose, or one of your creations, delivered again every few weeks, for less than its one-off price.',
            )}{' '}
        {t(
          'Choose “Refill” beside the size on the perfume’s page, or on the creation in your account: a refill needs an account.',
        )}
      </p>
      <List>
        <Item>
          <Rich
            message="<strong>Paid once, then kept.</strong> The first delivery is paid at checkout. The card you pay with is kept by our payment provider, never by us, and charged for each next delivery at the refill price of its day."
            tags={{ strong }}
          />
        </Item>
        <Item>
          <Rich
            message="<strong>A reminder three days before</strong> each delivery says what comes, when and for how much, with a link to skip or change it."
            tags={{ strong }}
          />
        </Item>
        <Item>
          <Rich
            message="<strong>Yours to change at any time.</strong> Skip the next delivery, pause one to three deliveries, change the interval or have the next one sent now. Changes close 48 hours before each delivery, while it is charged and prepared, and reopen once it is."
            tags={{ strong }}
          />
        </Item>
        <Item>
          <Rich
            message="<strong>Cancel in one click</strong>, whenever you like: nothing more is charged, and an e-mail confirms it."
            tags={{ strong }}
          />
        </Item>
      </List>
      <p>
        <Rich
          message="Your refills and their next dates are in <link>your account</link>, under Subscription."
          tags={{ link: (words) => <TextLink to={paths.dashboard()}>{words}</TextLink> }}
        />
      </p>
    </Section>
  );
}
