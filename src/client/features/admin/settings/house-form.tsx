import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { shopSettingsInputSchema, type ShopSettings } from '@/domain/settings/schemas';
import { SavedSettingsForm, useSavedSettings } from '@/client/components/form/saved-settings-section';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';
import { useCountries } from '../shared/countries';
import { useHouseSettings, useSaveHouse } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { formField } from '@/client/components/form/form-field';
import { NumberField, TextAreaField, TextField } from '@/client/components/form/text-field';
import { SelectField } from '@/client/components/ui/select-field';

type HouseForm = z.input<typeof shopSettingsInputSchema>;
type HouseValues = z.output<typeof shopSettingsInputSchema>;
const FIELDS = ['legalName', 'address', 'vatNumber', 'homeCountry', 'legalMentions', 'giftWrapPrice'] as const;

/** The house's legal details: the seller every invoice and credit note prints. */
export function HouseSection() {
  const { t } = useI18n();
  const settings = useHouseSettings();
  return (
    <SavedSettingsSection
      id="settings-house"
      title={t('The house')}
      description={t(
        "The seller on every invoice and credit note: the legal name, the registered address, the VAT number and the country VAT is declared in. The name and the address are also the atelier's on the contact page and in the footer.",
      )}
      query={settings}
      what={t("house's details")}
    >
      {(saved) => <HouseForm saved={saved} />}
    </SavedSettingsSection>
  );
}

function HouseForm({ saved }: { saved: ShopSettings }) {
  const { t } = useI18n();
  const save = useSaveHouse();
  const countries = useCountries();
  const settings = useSavedSettings({
    resolver: zodResolver(shopSettingsInputSchema),
    saved,
    save: (values: HouseValues) => save.mutateAsync(values),
    savedValues: (result) => result,
    savedToast: { title: t('House details saved'), description: t('Invoices issued from now on print them.') },
    refusal: { fields: FIELDS, fallback: msg("The house's details could not be saved. Please try again.") },
  });
  const { form } = settings;
  const vatNumber = useWatch({ control: form.control, name: 'vatNumber' });
  const noVatNumber = !vatNumber?.trim();

  return (
    <SavedSettingsForm
      settings={settings}
      label={t("The house's legal details")}
      saveLabel={t('Save the house')}
      className="grid gap-5 sm:grid-cols-2"
      footClassName="sm:col-span-2"
    >
      <TextField
        form={form}
        name="legalName"
        label={t('Legal name')}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <TextAreaField
        form={form}
        name="address"
        label={t('Address')}
        rows={3}
        className="sm:col-span-2"
        hint={t('As registered, one line per line.')}
      />
      <TextField
        form={form}
        name="vatNumber"
        label={t('VAT number')}
        autoComplete="off"
        spellCheck={false}
        inputClassName="uppercase"
        hint={t('Starts with its country code, for example FR12345678901.')}
        aria-describedby={noVatNumber ? 'settings-vat-number-warning' : undefined}
      />
      <SelectField label={t('Home country')} {...formField(form, 'homeCountry')}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {noVatNumber ? (
        <p
          id="settings-vat-number-warning"
          role="status"
          className="border-l-2 border-accent bg-muted/60 px-4 py-3 text-sm text-ink sm:col-span-2"
        >
          {t("Invoices need the house's VAT number.")}
        </p>
      ) : null}
      <TextAreaField
        form={form}
        name="legalMentions"
        label={t('Legal mentions')}
        rows={3}
        className="sm:col-span-2"
        hint={t('Printed at the foot of every invoice: company form, capital, registration.')}
      />
      <NumberField
        form={form}
        name="giftWrapPrice"
        options={{ valueAsNumber: true }}
        label={t('Gift wrap price (€, VAT included)')}
        min={0}
        max={100}
        step={0.01}
        hint={t("What the checkout charges for a gift wrap; taxed at the destination's rate, like the shipping.")}
      />
    </SavedSettingsForm>
  );
}
