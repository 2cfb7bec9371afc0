import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { HeroArt } from './hero-art';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

export function Hero() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="hero-heading" className="relative flex min-h-[90vh] items-center overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_85%_40%,color-mix(in_srgb,var(--accent-soft)_16%,transparent),transparent_70%)]"
      />
      <div className="container-page relative grid items-center gap-12 py-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-20 lg:py-20">
        <div className="max-w-2xl">
          <p className="eyebrow">{t('Maison de Parfum · Since 2020')}</p>
          <h1
            id="hero-heading"
            className="mt-6 font-serif text-[3.25rem] leading-[0.98] font-normal tracking-[-0.015em] sm:text-7xl lg:text-[5.5rem]"
          >
            <Rich
              message="Discover Your <em>Signature</em> Scent"
              tags={{ em: (words) => <em className="text-accent italic">{words}</em> }}
            />
          </h1>
          <p className="mt-8 max-w-lg text-base leading-relaxed text-ink-soft sm:text-lg">
            {t(
              'Explore a curated collection, let your way of living suggest a fragrance, or compose a perfume of your own, drop by drop, in our atelier.',
            )}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={paths.collections()} className={buttonStyle('primary', 'lg')}>
              {t('Explore Collections')}
            </Link>
            <Link to={paths.customPerfume()} className={buttonStyle('outline', 'lg', 'group')}>
              {t('Find Your Scent')}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform duration-300 group-hover:translate-x-1"
              />
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto w-full max-w-[15rem] sm:max-w-[24rem] lg:max-w-[30rem]" />
      </div>
    </section>
  );
}
