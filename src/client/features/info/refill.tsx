import { useHouse } from '@/client/lib/house-query';
import { Strong, TextLink } from '@/client/components/house-words';
import { Item, List, Section } from './prose';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';
import { RefillProgramme } from './refill-programme';

const strong = (words: string) => <Strong>{words}</Strong>;

/**
 * /refill: the Refill Program. First the refill programme (a size or a creation delivered every few weeks,
 * subscribed from the shop); then the bottle refilled at the atelier, arranged by writing to the house (the
 * contact form, its subject chosen) and brought or posted there.
 */
export function Refill() {
  const { t } = useI18n();
  const house = useHouse().data;
  const atelier = house ? [house.name, ...house.address].join(', ') : undefined;
  return (
    <>
      <RefillProgramme />

      <Section id="what-we-refill" title={t('What we refill')}>
        <p>
          <Rich
            message="Every bottle of the house, whatever its size, once it is empty: a perfume of the <collection>collection</collection>, and the bottle of a perfume composed for you, from the <custom>Custom Perfume</custom> questionnaire or the <bespoke>Bespoke Perfume</bespoke> builder."
            tags={{
              collection: (words) => <TextLink to={paths.collections()}>{words}</TextLink>,
              custom: (words) => <TextLink to={paths.customPerfume()}>{words}</TextLink>,
              bespoke: (words) => <TextLink to={paths.recipeBuilder()}>{words}</TextLink>,
            }}
          />
        </p>
        <p>
          {t(
            'We refill our own bottles only, with their spray and cap: they are the ones our formulas are made for. If the glass is chipped or the spray no longer works, we tell you before doing anything, and offer a new bottle instead.',
          )}
        </p>
      </Section>

      <Section id="same-formula" title={t('The same perfume, again')}>
        <List>
          <Item>
            <Rich
              message="<strong>A perfume of the collection</strong> is filled from the batch of the same formula that is resting at the atelier, so it smells as your bottle did when it was new."
              tags={{ strong }}
            />
          </Item>
          <Item>
            <Rich
              message="<strong>A custom or bespoke creation</strong> is composed again from the formula we keep with your order: the same ingredients, the same drops, the same concentration. It is made to order like the first bottle, so it takes the same time; the batch number printed on your label, or your order number, tells us which one it is."
              tags={{ strong }}
            />
          </Item>
        </List>
        <p>
          {t(
            'The bottle is emptied of what is left, rinsed with perfumer’s alcohol and dried before it is filled: two batches never mix.',
          )}
        </p>
      </Section>

      <Section id="price" title={t('What it costs')}>
        <p>
          {t(
            'Less than a new bottle: you pay for the perfume, not again for the glass, the spray and the box. The price depends on the perfume and the size (and the postage, if we send it back to you), so we give it to you in our answer, before we do anything; nothing is charged until you have agreed to it.',
          )}
        </p>
      </Section>

      <Section id="how" title={t('How to arrange it')}>
        <ol className="grid list-decimal gap-2.5 pl-5 marker:text-accent">
          <li>
            <Rich
              message="<link>Write to us</link> with the subject “Refilling a bottle”: the perfume or the creation’s name, the bottle’s size, and your order number if you have it. We answer within one working day with the price and the time it takes."
              tags={{
                link: (words) => (
                  <TextLink to={paths.info('contact', { subject: 'refill' }, 'write')}>{words}</TextLink>
                ),
              }}
            />
          </li>
          <li>
            {atelier ? (
              <Rich
                message="Bring the empty bottle to the atelier during its opening hours (<address>{atelier}</address>), or send it there by post, capped and well wrapped."
                values={{ atelier }}
                tags={{ address: (words) => <span className="text-ink">{words}</span> }}
              />
            ) : (
              t(
                'Bring the empty bottle to the atelier during its opening hours, or send it there by post, capped and well wrapped.',
              )
            )}
          </li>
          <li>
            {t(
              'We refill it at the atelier. You collect it there, or we post it back to you, as we have agreed by e-mail.',
            )}
          </li>
        </ol>
        <p>
          <Rich
            message="A bottle refilled at the atelier is not ordered from the shop’s cart: each one is arranged with a perfumer, by e-mail. Your questions are welcome the same way, on the <link>Contact</link> page."
            tags={{ link: (words) => <TextLink to={paths.info('contact')}>{words}</TextLink> }}
          />
        </p>
      </Section>
    </>
  );
}
