import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import type { z } from 'zod';
import { PAGE_SHAPES } from '@/domain/pages/house-shapes';
import { HOUSE_PAGE_SLUGS, housePagePaths, housePageTitles, type HousePageSlug } from '@/domain/pages/house-text';
import { DEFAULT_LOCALE, describeLocale, languageNameIn, LOCALES } from '@/domain/i18n/locales';
import { msg } from '@/domain/i18n/translator';
import {
  type AdminHousePage,
  type AdminHousePages,
  type HousePageInput,
  type housePageInputSchema,
  housePageInputSchemaFor,
  type HousePageTranslations,
} from '@/domain/pages/schemas';
import { Rich, useI18n } from '@/client/lib/i18n';
import { SelectField } from '@/client/components/ui/select-field';
import { SavedSettingsForm, useSavedSettings } from '@/client/components/form/saved-settings-section';
import { useHousePages, useSaveHousePage } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { TextAreaField } from '@/client/components/form/text-field';

type PageValues = z.output<typeof housePageInputSchema>;

/** The languages a page is written in besides English (the shop's own list: a third needs no code here). */
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The form's words in every language: a field not yet written in a language is empty (shoppers read the English). */
function formValues(page: Pick<AdminHousePage, 'intro' | 'body' | 'translations'>) {
  const translations: Required<HousePageTranslations> = {};
  for (const locale of TRANSLATED)
    translations[locale] = {
      intro: page.translations?.[locale]?.intro ?? '',
      body: page.translations?.[locale]?.body ?? '',
    };
  return { intro: page.intro, body: page.body, translations };
}

/** What is saved: the English, and each language's fields that hold words (none: no `translations`). */
function pageInput(values: PageValues): HousePageInput {
  const translations: HousePageTranslations = {};
  for (const [locale, words] of Object.entries(values.translations ?? {})) {
    const kept = { ...(words.intro ? { intro: words.intro } : {}), ...(words.body ? { body: words.body } : {}) };
    if (kept.intro || kept.body) translations[locale] = kept;
  }
  const input = { intro: values.intro, body: values.body };
  return Object.keys(translations).length ? { ...input, translations } : input;
}

/** The house's own pages: their words, edited here; their facts, read from the settings. */
export function HousePagesSection() {
  const { t } = useI18n();
  const pages = useHousePages();
  return (
    <SavedSettingsSection
      id="settings-pages"
      title={t('Pages')}
      description={t(
        'The words of the shop’s Shipping & Returns, FAQ, Terms and Privacy pages, the About story, the collection’s introductions and the home page’s testimonials, in each of the shop’s languages. Delivery times, prices and windows are written as placeholders, filled from the settings they describe, so the pages always agree with the shop. Shoppers read a saved page at once.',
      )}
      query={pages}
      what="pages"
      rows={2}
    >
      {(data) => <HousePagesEditor data={data} />}
    </SavedSettingsSection>
  );
}

function HousePagesEditor({ data }: { data: AdminHousePages }) {
  const { t } = useI18n();
  const [slug, setSlug] = useState<HousePageSlug>(HOUSE_PAGE_SLUGS[0]);
  const [dirty, setDirty] = useState(false);
  const page = data.pages.find((p) => p.slug === slug)!;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid content-start gap-6">
        <SelectField
          label={t('Page')}
          value={slug}
          disabled={dirty}
          hint={dirty ? t('Save or undo your changes to edit another page.') : undefined}
          onChange={(e) => setSlug(e.target.value as HousePageSlug)}
        >
          {HOUSE_PAGE_SLUGS.map((s) => (
            <option key={s} value={s}>
              {t(housePageTitles[s])}
            </option>
          ))}
        </SelectField>
        {/* A page of its own per page: switching starts from that page's saved words. */}
        <HousePageForm key={slug} page={page} onDirty={setDirty} />
      </div>
      <FactList facts={data.facts} />
    </div>
  );
}

function HousePageForm({ page, onDirty }: { page: AdminHousePage; onDirty: (dirty: boolean) => void }) {
  const { t, tag: pageTag } = useI18n();
  const shape = PAGE_SHAPES[page.slug];
  const save = useSaveHousePage();
  const title = t(housePageTitles[page.slug]);
  const settings = useSavedSettings({
    resolver: zodResolver(housePageInputSchemaFor(page.slug, t)),
    saved: formValues(page),
    save: (values: PageValues) => save.mutateAsync({ slug: page.slug, input: pageInput(values) }),
    savedValues: formValues,
    savedToast: { title: t('{page} saved', { page: title }), description: t('Shoppers read the new words now.') },
    refusal: {
      fields: [
        'intro',
        'body',
        ...TRANSLATED.flatMap((l) => [`translations.${l}.intro`, `translations.${l}.body`] as const),
      ],
      fallback: msg('The page could not be saved. Please try again.'),
    },
  });
  const { form } = settings;
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  return (
    <SavedSettingsForm
      settings={settings}
      label={t('The words of {page}', { page: title })}
      saveLabel={t('Save the page')}
      className="grid gap-6"
      actions={
        <a
          href={housePagePaths[page.slug]}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 text-sm underline decoration-accent-soft underline-offset-4"
        >
          {t('View the page')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('(opens in a new tab)')}</span>
        </a>
      }
    >
      {/* Side by side: the English, and each other language beside it (one under the other on a narrow screen). */}
      <div className="grid gap-6 xl:grid-cols-2">
        <fieldset className="grid content-start gap-6">
          <legend className="mb-2 font-serif text-xl text-ink">{languageNameIn(DEFAULT_LOCALE, pageTag)}</legend>
          <TextAreaField
            form={form}
            name="intro"
            label={t('Introduction')}
            rows={3}
            hint={t('One paragraph under the page’s title.')}
          />
          <TextAreaField
            form={form}
            name="body"
            label={t('Text')}
            rows={24}
            inputClassName="font-mono text-[0.8125rem]"
            spellCheck
            hint={
              <>
                {shape ? <span className="mb-1 block">{t(shape)}</span> : null}
                <FormatHint />
              </>
            }
          />
        </fieldset>
        {TRANSLATED.map((locale) => {
          const { tag } = describeLocale(locale);
          const language = languageNameIn(locale, pageTag);
          return (
            <fieldset key={locale} lang={tag} className="grid content-start gap-6">
              <legend className="mb-2 font-serif text-xl text-ink">{language}</legend>
              <TextAreaField
                form={form}
                name={`translations.${locale}.intro`}
                label={t('Introduction in {language}', { language })}
                rows={3}
                hint={t('Left empty, shoppers reading {language} see the English introduction.', { language })}
              />
              <TextAreaField
                form={form}
                name={`translations.${locale}.body`}
                label={t('Text in {language}', { language })}
                rows={24}
                inputClassName="font-mono text-[0.8125rem]"
                spellCheck
                hint={t(
                  'The same placeholders and sections as the English. Left empty, shoppers reading {language} see the English text.',
                  { language },
                )}
              />
            </fieldset>
          );
        })}
      </div>
    </SavedSettingsForm>
  );
}

/** How the text is written: its code examples stay as typed in every language. */
const FORMAT_EXAMPLES: Record<string, string> = {
  section: '## ',
  anchor: '## Returns {#returns}',
  heading: '### ',
  item: '- ',
  aside: '> ',
  strong: '**words**',
  link: '[words](/page)',
  mail: 'mailto:',
  https: 'https://',
};

function FormatHint() {
  return (
    <Rich
      message="A line starting with <section></section> is a section (<anchor></anchor> names its anchor), <heading></heading> a heading within it (on the FAQ, a question), <item></item> a list item and <aside></aside> a boxed aside; an empty line ends a paragraph. <strong></strong> are strong, <link></link> a link (to a page of the shop, <mail></mail> or <https></https>). HTML is shown as typed."
      tags={Object.fromEntries(
        Object.entries(FORMAT_EXAMPLES).map(([name, code]) => [name, () => <code>{code}</code>]),
      )}
    />
  );
}

/** Every placeholder a page may use, with what it reads now. */
function FactList({ facts }: { facts: AdminHousePages['facts'] }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <aside aria-labelledby={id} className="grid content-start gap-3 border-l-2 border-line pl-4">
      <h4 id={id} className="font-serif text-xl text-ink">
        {t('Facts from the settings')}
      </h4>
      <dl className="grid gap-3 text-[0.8125rem]">
        {facts.map((f) => (
          <div key={f.name}>
            <dt>
              <code className="text-ink">{`{${f.name}}`}</code>
            </dt>
            <dd className="text-ink-soft">{f.description}</dd>
            <dd className="break-words whitespace-pre-line text-ink">{t('Now: {value}', { value: f.value })}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
