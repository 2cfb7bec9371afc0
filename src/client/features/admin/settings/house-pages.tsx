import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import type { z } from 'zod';
import { PAGE_SHAPES } from '@/domain/pages/house-shapes';
import { HOUSE_PAGE_SLUGS, housePagePaths, housePageTitles, type HousePageSlug } from '@/domain/pages/house-text';
import {
  type AdminHousePages,
  type housePageInputSchema,
  housePageInputSchemaFor,
  type HousePage,
} from '@/domain/pages/schemas';
import { SelectField } from '@/client/components/ui/select-field';
import { SavedSettingsForm, useSavedSettings } from '@/client/components/form/saved-settings-section';
import { useHousePages, useSaveHousePage } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { TextAreaField } from '@/client/components/form/text-field';

type PageValues = z.output<typeof housePageInputSchema>;

/** The house's own pages: their words, edited here; their facts, read from the settings. */
export function HousePagesSection() {
  const pages = useHousePages();
  return (
    <SavedSettingsSection
      id="settings-pages"
      title="Pages"
      description="The words of the shop’s Shipping & Returns, FAQ, Terms and Privacy pages, the About story, the collection’s introductions and the home page’s testimonials. Delivery times, prices and windows are written as {placeholders}, filled from the settings they describe, so the pages always agree with the shop. Shoppers read a saved page at once."
      query={pages}
      what="pages"
      rows={2}
    >
      {(data) => <HousePagesEditor data={data} />}
    </SavedSettingsSection>
  );
}

function HousePagesEditor({ data }: { data: AdminHousePages }) {
  const [slug, setSlug] = useState<HousePageSlug>(HOUSE_PAGE_SLUGS[0]);
  const [dirty, setDirty] = useState(false);
  const page = data.pages.find((p) => p.slug === slug)!;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid content-start gap-6">
        <SelectField
          label="Page"
          value={slug}
          disabled={dirty}
          hint={dirty ? 'Save or undo your changes to edit another page.' : undefined}
          onChange={(e) => setSlug(e.target.value as HousePageSlug)}
        >
          {HOUSE_PAGE_SLUGS.map((s) => (
            <option key={s} value={s}>
              {housePageTitles[s]}
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

function HousePageForm({ page, onDirty }: { page: HousePage; onDirty: (dirty: boolean) => void }) {
  const save = useSaveHousePage();
  const settings = useSavedSettings({
    resolver: zodResolver(housePageInputSchemaFor(page.slug)),
    saved: { intro: page.intro, body: page.body },
    save: (values: PageValues) => save.mutateAsync({ slug: page.slug, input: values }),
    savedValues: (result) => ({ intro: result.intro, body: result.body }),
    savedToast: { title: `${page.title} saved`, description: 'Shoppers read the new words now.' },
    refusal: { fields: ['intro', 'body'], fallback: 'The page could not be saved. Please try again.' },
  });
  const { form } = settings;
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  return (
    <SavedSettingsForm
      settings={settings}
      label={`The words of ${page.title}`}
      saveLabel="Save the page"
      className="grid gap-6"
      actions={
        <a
          href={housePagePaths[page.slug]}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 text-sm underline decoration-accent-soft underline-offset-4"
        >
          View the page
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      }
    >
      <TextAreaField
        form={form}
        name="intro"
        label="Introduction"
        rows={3}
        hint="One paragraph under the page’s title."
      />
      <TextAreaField
        form={form}
        name="body"
        label="Text"
        rows={24}
        inputClassName="font-mono text-[0.8125rem]"
        spellCheck
        hint={
          <>
            {PAGE_SHAPES[page.slug] ? <span className="mb-1 block">{PAGE_SHAPES[page.slug]}</span> : null}
            <FormatHint />
          </>
        }
      />
    </SavedSettingsForm>
  );
}

function FormatHint() {
  return (
    <>
      A line starting with <code>## </code> is a section (<code>{'## Returns {#returns}'}</code> names its anchor),{' '}
      <code>### </code> a heading within it (on the FAQ, a question), <code>- </code> a list item and <code>&gt; </code>{' '}
      a boxed aside; an empty line ends a paragraph. <code>**words**</code> are strong, <code>[words](/page)</code> a
      link (to a page of the shop, <code>mailto:</code> or <code>https://</code>). HTML is shown as typed.
    </>
  );
}

/** Every placeholder a page may use, with what it reads now. */
function FactList({ facts }: { facts: AdminHousePages['facts'] }) {
  const id = useId();
  return (
    <aside aria-labelledby={id} className="grid content-start gap-3 border-l-2 border-line pl-4">
      <h4 id={id} className="font-serif text-xl text-ink">
        Facts from the settings
      </h4>
      <dl className="grid gap-3 text-[0.8125rem]">
        {facts.map((f) => (
          <div key={f.name}>
            <dt>
              <code className="text-ink">{`{${f.name}}`}</code>
            </dt>
            <dd className="text-ink-soft">{f.description}</dd>
            <dd className="break-words whitespace-pre-line text-ink">Now: {f.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
