import { Clock, Mail, MapPin } from 'lucide-react';
import { HOUSE } from '@/client/lib/house';
import { Section, TextLink } from './prose';

const card = 'flex flex-col border border-line bg-surface p-6 sm:p-8';
const label = 'mt-5 text-[0.6875rem] font-medium tracking-[0.2em] text-ink uppercase';

export function Contact() {
  return (
    <>
      <ul className="grid gap-px border border-line bg-line sm:grid-cols-3" aria-label="How to reach us">
        <li className={card}>
          <Mail aria-hidden="true" strokeWidth={1.25} className="size-6 text-accent" />
          <p className={label}>Write to us</p>
          <p className="mt-2 text-[0.9375rem] break-words">
            <TextLink to={`mailto:${HOUSE.email}`}>{HOUSE.email}</TextLink>
          </p>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">We answer within {HOUSE.replyWithin}.</p>
        </li>
        <li className={card}>
          <MapPin aria-hidden="true" strokeWidth={1.25} className="size-6 text-accent" />
          <p className={label}>The atelier</p>
          <address className="mt-2 text-[0.9375rem] leading-relaxed text-ink not-italic">
            {HOUSE.name}
            <br />
            {HOUSE.street}
            <br />
            {HOUSE.postalCode} {HOUSE.city}
            <br />
            {HOUSE.country}
          </address>
        </li>
        <li className={card}>
          <Clock aria-hidden="true" strokeWidth={1.25} className="size-6 text-accent" />
          <p className={label}>Opening hours</p>
          <dl className="mt-2 grid gap-2 text-[0.9375rem]">
            {HOUSE.hours.map((h) => (
              <div key={h.days}>
                <dt className="text-ink-soft">{h.days}</dt>
                <dd className="tabular-nums">{h.time}</dd>
              </div>
            ))}
          </dl>
        </li>
      </ul>

      <div className="mt-14 grid gap-10">
        <Section id="about-an-order" title="About an order">
          <p>
            Please give your order number: it is in your confirmation e-mail and at the top of your order’s page. The
            link in that e-mail also shows where your order stands at any time, and the shipping e-mail gives the
            carrier’s tracking number.
          </p>
          <p>
            To return a bottle or report one that arrived damaged, see{' '}
            <TextLink to="/shipping-returns#returns">Shipping &amp; Returns</TextLink>; many other answers are in the{' '}
            <TextLink to="/faq">FAQ</TextLink>.
          </p>
        </Section>
        <Section id="visit" title="Visiting the atelier">
          <p>
            The atelier is where we compose, macerate and fill every bottle. During opening hours you are welcome to
            smell the collection and talk to the perfumers; for a longer conversation about a bespoke formula, write to
            us first so that one of them is free.
          </p>
        </Section>
      </div>
    </>
  );
}
