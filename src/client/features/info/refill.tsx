import { useHouse } from '@/client/lib/house-query';
import { Strong, TextLink } from '@/client/components/house-words';
import { Item, List, Section } from './prose';
import { paths } from '@/domain/pages/paths';

/**
 * /refill: the Refill Program, as the house runs it today. Nothing is ordered online: a refill is
 * arranged by writing to the house (the contact form, its subject chosen), and the bottle is brought
 * to the atelier or posted there.
 */
export function Refill() {
  const house = useHouse().data;
  const atelier = house ? [house.name, ...house.address].join(', ') : undefined;
  return (
    <>
      <Section id="what-we-refill" title="What we refill">
        <p>
          Every bottle of the house, whatever its size, once it is empty: a perfume of the{' '}
          <TextLink to={paths.collections()}>collection</TextLink>, and the bottle of a perfume composed for you, from
          the <TextLink to={paths.customPerfume()}>Custom Perfume</TextLink> questionnaire or the{' '}
          <TextLink to={paths.recipeBuilder()}>Bespoke Perfume</TextLink> builder.
        </p>
        <p>
          We refill our own bottles only, with their spray and cap: they are the ones our formulas are made for. If the
          glass is chipped or the spray no longer works, we tell you before doing anything, and offer a new bottle
          instead.
        </p>
      </Section>

      <Section id="same-formula" title="The same perfume, again">
        <List>
          <Item>
            <Strong>A perfume of the collection</Strong> is filled from the batch of the same formula that is resting at
            the atelier, so it smells as your bottle did when it was new.
          </Item>
          <Item>
            <Strong>A custom or bespoke creation</Strong> is composed again from the formula we keep with your order:
            the same ingredients, the same drops, the same concentration. It is made to order like the first bottle, so
            it takes the same time; the batch number printed on your label, or your order number, tells us which one it
            is.
          </Item>
        </List>
        <p>
          The bottle is emptied of what is left, rinsed with perfumer’s alcohol and dried before it is filled: two
          batches never mix.
        </p>
      </Section>

      <Section id="price" title="What it costs">
        <p>
          Less than a new bottle: you pay for the perfume, not again for the glass, the spray and the box. The price
          depends on the perfume and the size (and the postage, if we send it back to you), so we give it to you in our
          answer, before we do anything; nothing is charged until you have agreed to it.
        </p>
      </Section>

      <Section id="how" title="How to arrange it">
        <ol className="grid list-decimal gap-2.5 pl-5 marker:text-accent">
          <li>
            <TextLink to={paths.info('contact', { subject: 'refill' }, 'write')}>Write to us</TextLink> with the subject
            “Refilling a bottle”: the perfume or the creation’s name, the bottle’s size, and your order number if you
            have it. We answer within one working day with the price and the time it takes.
          </li>
          <li>
            Bring the empty bottle to the atelier during its opening hours
            {atelier ? (
              <>
                {' '}
                (<span className="text-ink">{atelier}</span>)
              </>
            ) : null}
            , or send it there by post, capped and well wrapped.
          </li>
          <li>
            We refill it at the atelier. You collect it there, or we post it back to you, as we have agreed by e-mail.
          </li>
        </ol>
        <p>
          Refills are not ordered from the shop’s cart: each one is arranged with a perfumer, by e-mail. Your questions
          are welcome the same way, on the <TextLink to={paths.info('contact')}>Contact</TextLink> page.
        </p>
      </Section>
    </>
  );
}
