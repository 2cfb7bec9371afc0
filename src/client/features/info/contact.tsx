import type { ComponentType, ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { REPLY_WITHIN, telHref } from '@/domain/settings/house';
import { EmailAddress } from '@/client/components/email-address';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useHouse } from '@/client/lib/house-query';
import { cn } from '@/client/lib/utils';
import { ContactForm } from './contact-form';
import { TextLink } from '@/client/components/house-words';
import { Section } from './prose';
import { paths } from '@/domain/pages/paths';

const card = 'flex min-w-0 flex-col border-line bg-surface p-6 sm:p-8';
const label = 'mt-5 text-[0.6875rem] font-medium tracking-[0.2em] text-ink uppercase';
const textLink = 'text-ink underline decoration-accent-soft underline-offset-4 transition-colors hover:decoration-ink';

interface Card {
  key: string;
  icon: ComponentType<{ 'aria-hidden': 'true'; strokeWidth: number; className: string }>;
  title: string;
  body: ReactNode;
}

/**
 * /contact: how to reach the house (its e-mail, phone, address and hours, as the back office sets
 * them: GET /api/house, in the page when the server renders it), and a form that writes to it.
 */
export function Contact() {
  const house = useHouse().data;

  const cards: Card[] = house
    ? [
        {
          key: 'mail',
          icon: Mail,
          title: 'Write to us',
          body: (
            <>
              <p className="mt-2 text-[0.9375rem]">
                <a href={`mailto:${house.email}`} className={textLink}>
                  <EmailAddress address={house.email} />
                </a>
              </p>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                We answer within {REPLY_WITHIN}; or use the{' '}
                <a href="#write" className={textLink}>
                  form below
                </a>
                .
              </p>
            </>
          ),
        },
        ...(house.phone
          ? [
              {
                key: 'phone',
                icon: Phone,
                title: 'Call us',
                body: (
                  <>
                    <p className="mt-2 text-[0.9375rem] whitespace-nowrap">
                      <a href={telHref(house.phone)} className={`${textLink} tabular-nums`}>
                        {house.phone}
                      </a>
                    </p>
                    <p className="mt-2 text-sm leading-relaxed text-ink-soft">During the atelier’s opening hours.</p>
                  </>
                ),
              },
            ]
          : []),
        {
          key: 'address',
          icon: MapPin,
          title: 'The atelier',
          body: (
            <address className="mt-2 text-[0.9375rem] leading-relaxed text-ink not-italic">
              {[house.name, ...house.address].map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </address>
          ),
        },
        ...(house.hours.length > 0
          ? [
              {
                key: 'hours',
                icon: Clock,
                title: 'Opening hours',
                body: (
                  <dl className="mt-2 grid gap-2 text-[0.9375rem]">
                    {house.hours.map((h, i) => (
                      <div key={i}>
                        <dt className="text-ink-soft">{h.days}</dt>
                        <dd className="tabular-nums">{h.time}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              },
            ]
          : []),
      ]
    : [];

  return (
    <>
      {house ? (
        // Two columns from a tablet's width: wide enough for the address to stay on one line.
        <ul className="grid gap-px border border-line bg-line sm:grid-cols-2" aria-label="How to reach us">
          {cards.map(({ key, icon: Icon, title, body }, i) => (
            // An odd number of cards: the first spans the row.
            <li key={key} className={cn(card, i === 0 && cards.length % 2 === 1 && 'sm:col-span-2')}>
              <Icon aria-hidden="true" strokeWidth={1.25} className="size-6 text-accent" />
              <p className={label}>{title}</p>
              {body}
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-px border border-line bg-line sm:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={card}>
              <Skeleton className="size-6" />
              <Skeleton className="mt-5 h-3 w-24" />
              <Skeleton className="mt-3 h-4 w-48 max-w-full" />
            </div>
          ))}
        </div>
      )}

      <div className="mt-14 grid gap-10">
        <Section id="write" title="Send us a message">
          <p>
            About an order, a perfume, a creation or a visit: tell us here, and one of us will answer by e-mail within{' '}
            {REPLY_WITHIN}.
          </p>
          <div className="mt-3">
            <ContactForm houseEmail={house?.email} />
          </div>
        </Section>
        <Section id="about-an-order" title="About an order">
          <p>
            Please give your order number: it is in your confirmation e-mail and at the top of your order’s page. The
            link in that e-mail also shows where your order stands at any time, and the shipping e-mail gives the
            carrier’s tracking number.
          </p>
          <p>
            To return a bottle or report one that arrived damaged, see{' '}
            <TextLink to={paths.info('shipping-returns', undefined, 'returns')}>Shipping &amp; Returns</TextLink>; many
            other answers are in the <TextLink to={paths.info('faq')}>FAQ</TextLink>.
          </p>
        </Section>
        <Section id="visit" title="Visiting the atelier">
          <p>
            The atelier is where we compose, macerate and fill every bottle. During opening hours you are welcome to
            smell the collection and talk to the perfumers; for a longer conversation about a bespoke formula, write to
            us first so that one of them is free. You can also bring back an empty bottle to be refilled: see the{' '}
            <TextLink to={paths.info('refill')}>Refill Program</TextLink>.
          </p>
        </Section>
      </div>
    </>
  );
}
