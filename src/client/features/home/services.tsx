import { Link } from 'react-router';
import { ArrowRight, FlaskConical, Gem, Sparkles, type LucideIcon } from 'lucide-react';
import { countInWords } from '@/domain/shared/text';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { paths } from '@/domain/pages/paths';
import { DEFAULT_LOCALE } from '@/domain/i18n/locales';
import { msg } from '@/domain/i18n/translator';
import { useI18n } from '@/client/lib/i18n';

interface Service {
  numeral: string;
  title: string;
  /** Its words: a message given `{words}`, the catalogue's count of perfumes in words (`none` until known). */
  text: string;
  to: string;
  cta: string;
  Icon: LucideIcon;
}

const services: Service[] = [
  {
    numeral: 'I',
    title: msg('Curated Collections'),
    // However many the catalogue holds ("Twenty").
    text: msg(
      '{words, select, none {Signature fragrances for women and men, each composed in small batches from exceptional raw materials.} other {{words} signature fragrances for women and men, each composed in small batches from exceptional raw materials.}}',
    ),
    to: paths.collections(),
    cta: msg('Browse the collection'),
    Icon: Gem,
  },
  {
    numeral: 'II',
    title: msg('Lifestyle Configurator'),
    text: msg(
      'Tell us how you live, what you love and who you are. Four short steps lead to a perfume recommended for you alone.',
    ),
    to: paths.customPerfume(),
    cta: msg('Take the questionnaire'),
    Icon: Sparkles,
  },
  {
    numeral: 'III',
    title: msg('Bespoke Perfume'),
    text: msg(
      'Choose the concentration, then build your top, heart and base notes ingredient by ingredient, drop by drop.',
    ),
    to: paths.recipeBuilder(),
    cta: msg('Compose your own'),
    Icon: FlaskConical,
  },
];

export function Services() {
  const { t, locale, number } = useI18n();
  const count = usePerfumes().data?.length;
  // The count as a sentence starts with it: spelled out in English ("Twenty"), in figures in another language.
  const words = count === undefined ? 'none' : locale === DEFAULT_LOCALE ? countInWords(count) : number(count);
  return (
    <section aria-labelledby="services-heading" className="defer-render border-t border-line bg-surface py-24 sm:py-32">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{t('Three ways to your fragrance')}</p>
          <h2 id="services-heading" className="mt-4 font-serif text-4xl leading-tight sm:text-5xl">
            {t('The Art of Perfumery, Your Way')}
          </h2>
        </div>
        <ul className="mt-16 grid gap-px border border-line bg-line md:grid-cols-3">
          {services.map(({ numeral, title, text, to, cta, Icon }) => (
            <li key={title} className="bg-surface">
              <Link
                to={to}
                className="group flex h-full flex-col p-8 transition-colors duration-300 hover:bg-background sm:p-10"
              >
                <div className="flex items-center justify-between">
                  <span aria-hidden="true" className="font-serif text-lg text-accent italic">
                    {numeral}
                  </span>
                  <Icon
                    aria-hidden="true"
                    strokeWidth={1.25}
                    className="size-7 text-ink-soft transition-colors group-hover:text-accent"
                  />
                </div>
                <h3 className="mt-12 font-serif text-3xl">{t(title)}</h3>
                <p className="mt-4 flex-1 text-[0.9375rem] leading-relaxed text-ink-soft">{t(text, { words })}</p>
                <span className="mt-8 inline-flex items-center gap-2 text-[0.6875rem] font-medium tracking-[0.22em] uppercase">
                  {t(cta)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform duration-300 group-hover:translate-x-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
