import type { ComponentType, ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { telHref } from '@/domain/settings/house';
import { EmailAddress } from '@/client/components/email-address';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useHouse } from '@/client/lib/house-query';
import { cn } from '@/client/lib/utils';
import { ContactForm } from './contact-form';
import { TextLink } from '@/client/components/house-words';
import { Section } from './prose';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

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
  const { t } = useI18n();
  const house = useHouse().data;

  const cards: Card[] = house
    ? [
        {
          key: 'mail',
          icon: Mail,
          title: t('Write to us'),
          body: (
            <>
              <p className="mt-2 text-[0.9375rem]">
                <a href={`mailto:${house.email}`} className={textLink}>
                  <EmailAddress address={house.email} />
                </a>
              </p>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                {/* Within REPLY_WITHIN (domain/settings/house.ts). */}
                <Rich
                  message="We answer within one working day; or use the <link>form below</link>."
                  tags={{
                    link: (words) => (
                      <a href="#write" className={textLink}>
                        {words}
                      </a>
                    ),
                  }}
                />
              </p>
            </>
          ),
        },
        ...(house.phone
          ? [
              {
                key: 'phone',
                icon: Phone,
                title: t('Call us'),
                body: (
                  <>
                    <p className="mt-2 text-[0.9375rem] whitespace-nowrap">
                      <a href={telHref(house.phone)} className={`${textLink} tabular-nums`}>
                        {house.phone}
                      </a>
                    </p>
                    <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                      {t('During the atelier’s opening hours.')}
                    </p>
                  </>
                ),
              },
            ]
          : []),
        {
          key: 'address',
          icon: MapPin,
          title: t('The atelier'),
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
                title: t('Opening hours'),
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
        <ul className="grid gap-px border border-line bg-line sm:grid-cols-2" aria-label={t('How to reach us')}>
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
        <Section id="write" title={t('Send us a message')}>
          <p>
            {t(
              'About an order, a perfume, a creation or a visit: tell us here, and one of us will answer by e-mail within one working day.',
            )}
          </p>
          <div className="mt-3">
            <ContactForm houseEmail={house?.email} />
          </div>
        </Section>
        <Section id="about-an-order" title={t('About an order')}>
          <p>
            {t(
              'Please give your order number: it is in your confirmation e-mail and at the top of your order’s page. The link in that e-mail also shows where your order stands at any time, and the shipping e-mail gives the carrier’s tracking number.',
            )}
          </p>
          <p>
            <Rich
              message="To return a bottle or report one that arrived damaged, see <returns>Shipping & Returns</returns>; many other answers are in the <faq>FAQ</faq>."
              tags={{
                returns: (words) => (
                  <TextLink to={paths.info('shipping-returns', undefined, 'returns')}>{words}</TextLink>
                ),
                faq: (words) => <TextLink to={paths.info('faq')}>{words}</TextLink>,
              }}
            />
          </p>
        </Section>
        <Section id="visit" title={t('Visiting the atelier')}>
          <p>
            <Rich
              message="The atelier is where we compose, macerate and fill every bottle. During opening hours you are welcome to smell the collection and talk to the perfumers; for a longer conversation about a bespoke formula, write to us first so that one of them is free. You can also bring back an empty bottle to be refilled: see the <link>Refill Program</link>."
              tags={{ link: (words) => <TextLink to={paths.info('refill')}>{words}</TextLink> }}
            />
          </p>
        </Section>
      </div>
    </>
  );
}
