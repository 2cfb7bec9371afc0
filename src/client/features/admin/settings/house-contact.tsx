import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, useFieldArray } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import type { z } from 'zod';
import { MAX_OPENING_HOURS, SOCIAL_NETWORKS, socialNetworkNames } from '@/domain/settings/house';
import { houseContactInputSchema, type HouseContact } from '@/domain/settings/schemas';
import { Button } from '@/client/components/ui/button';
import { SavedSettingsForm, useSavedSettings } from '@/client/components/form/saved-settings-section';
import { useHouseContact, useSaveHouseContact } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { EmailField, TextField } from '@/client/components/form/text-field';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { msg } from '@/domain/i18n/translator';

type ContactForm = z.input<typeof houseContactInputSchema>;
type ContactValues = z.output<typeof houseContactInputSchema>;

const placeholders: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: 'https://www.instagram.com/…',
  facebook: 'https://www.facebook.com/…',
  pinterest: 'https://www.pinterest.com/…',
  tiktok: 'https://www.tiktok.com/@…',
  youtube: 'https://www.youtube.com/@…',
};

/** The house's public contact details: what the contact page and every page's footer show. */
export function HouseContactSection() {
  const { t } = useI18n();
  const contact = useHouseContact();
  return (
    <SavedSettingsSection
      id="settings-contact"
      title={t('Contact and social pages')}
      description={t(
        "What the contact page and the footer of every page show: the address shoppers write to (the contact form's messages go there too), the phone, the atelier's opening hours and the house's social pages.",
      )}
      query={contact}
      what={t('contact details')}
    >
      {(saved) => <ContactDetailsForm saved={saved} />}
    </SavedSettingsSection>
  );
}

function ContactDetailsForm({ saved }: { saved: HouseContact }) {
  const { t } = useI18n();
  const save = useSaveHouseContact();
  const settings = useSavedSettings({
    resolver: zodResolver(houseContactInputSchema),
    saved,
    save: (values: ContactValues) => save.mutateAsync(values),
    savedValues: (result) => result,
    savedToast: {
      title: t('Contact details saved'),
      description: t('The contact page and the footer show them now.'),
    },
    refusal: {
      // Read when the save is refused: the rows as they are then.
      fields: (): FieldPath<ContactForm>[] => [
        'email',
        'phone',
        'hours',
        ...hours.fields.flatMap((_, i) => [`hours.${i}.days`, `hours.${i}.time`] as const),
        ...SOCIAL_NETWORKS.map((n) => `social.${n}` as const),
      ],
      fallback: msg('The contact details could not be saved. Please try again.'),
    },
  });
  const { form } = settings;
  const { errors } = form.formState;
  const hours = useFieldArray({ control: form.control, name: 'hours' });

  return (
    <SavedSettingsForm
      settings={settings}
      label={t("The house's contact details")}
      saveLabel={t('Save the contact details')}
      className="grid gap-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          form={form}
          name="email"
          label={t('Contact e-mail')}
          hint={t("Shown to shoppers; the contact form's messages are mailed here.")}
        />
        <TextField
          form={form}
          name="phone"
          label={t('Phone (optional)')}
          type="tel"
          autoComplete="off"
          inputMode="tel"
          hint={t('With the country code, for example +33 1 99 00 14 03. Left empty, no phone is shown.')}
        />
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-1 font-serif text-xl text-ink">{t('Opening hours')}</legend>
        <p className="text-xs text-ink-soft">
          {t(
            'One line per group of days, as the contact page shows them, for example “Tuesday to Saturday” and “11:00 – 19:00”, or “Closed”. With no line, the contact page shows no hours.',
          )}
        </p>
        {hours.fields.length > 0 ? (
          <ol className="grid gap-4">
            {hours.fields.map((field, i) => (
              <li
                key={field.id}
                className="grid items-start gap-3 border-l-2 border-line pl-4 sm:grid-cols-[1fr_1fr_auto]"
              >
                <TextField
                  form={form}
                  name={`hours.${i}.days`}
                  label={t('Days, line {line}', { line: i + 1 })}
                  autoComplete="off"
                />
                <TextField
                  form={form}
                  name={`hours.${i}.time`}
                  label={t('Hours, line {line}', { line: i + 1 })}
                  autoComplete="off"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start sm:mt-7"
                  aria-label={t('Remove line {line} of the opening hours', { line: i + 1 })}
                  onClick={() => hours.remove(i)}
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="sm:sr-only">{t('Remove')}</span>
                </Button>
              </li>
            ))}
          </ol>
        ) : null}
        {errors.hours?.message ? (
          <p className="text-[0.8125rem] text-danger">{shownText(errors.hours.message, t)}</p>
        ) : null}
        {hours.fields.length < MAX_OPENING_HOURS ? (
          <div>
            <Button variant="outline" size="sm" onClick={() => hours.append({ days: '', time: '' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('Add a line')}
            </Button>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 font-serif text-xl text-ink">{t('Social pages')}</legend>
        <p className="text-xs text-ink-soft">
          {t(
            'Each is optional: the footer links only to the pages set here, opening them in a new tab. Paste the page’s whole address, starting with https://.',
          )}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              form={form}
              name={`social.${network}`}
              label={socialNetworkNames[network]}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholders[network]}
            />
          ))}
        </div>
      </fieldset>
    </SavedSettingsForm>
  );
}
