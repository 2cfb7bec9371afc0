import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { shopSettingsInputSchema, type ShopSettings } from '@/domain/settings/schemas';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { useSavedForm } from '@/client/components/form/use-saved-form';
import { PanelQuery } from '../shared/panel-states';
import { allCountries } from './countries';
import { useHouseSettings, useSaveHouse } from './settings-api';
import { SettingsSection } from '../shared/settings-section';
import { PendingButton } from '@/client/components/form/pending-button';
import { FormError } from '@/client/components/form/form-error';
import { formField } from '@/client/components/form/form-field';
import { TextField } from '@/client/components/ui/text-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { SelectField } from '@/client/components/ui/select-field';

type HouseForm = z.input<typeof shopSettingsInputSchema>;
type HouseValues = z.output<typeof shopSettingsInputSchema>;
const FIELDS = ['legalName', 'address', 'vatNumber', 'homeCountry', 'legalMentions', 'giftWrapPrice'] as const;

/** The house's legal details: the seller every invoice and credit note prints. */
export function HouseSection() {
  const settings = useHouseSettings();
  return (
    <SettingsSection
      id="settings-house"
      title="The house"
      description="The seller on every invoice and credit note: the legal name, the registered address, the VAT number and the country VAT is declared in. The name and the address are also the atelier's on the contact page and in the footer."
    >
      <PanelQuery query={settings} what="house's details" rows={1}>
        {(saved) => <HouseForm saved={saved} />}
      </PanelQuery>
    </SettingsSection>
  );
}

function HouseForm({ saved }: { saved: ShopSettings }) {
  const save = useSaveHouse();
  const countries = allCountries();
  const { form, onSubmit, formError } = useSavedForm({
    resolver: zodResolver(shopSettingsInputSchema),
    saved,
    save: (values: HouseValues) => save.mutateAsync(values),
    savedValues: (result) => result,
    done: () =>
      toast({
        variant: 'success',
        title: 'House details saved',
        description: 'Invoices issued from now on print them.',
      }),
    refusal: { fields: FIELDS, fallback: "The house's details could not be saved. Please try again." },
  });
  const {
    control,
    reset,
    formState: { isSubmitting, isDirty },
  } = form;
  const vatNumber = useWatch({ control, name: 'vatNumber' });
  const noVatNumber = !vatNumber?.trim();

  return (
    <form noValidate aria-label="The house's legal details" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Legal name"
        autoComplete="organization"
        className="sm:col-span-2"
        {...formField(form, 'legalName')}
      />
      <TextAreaField
        label="Address"
        rows={3}
        className="sm:col-span-2"
        hint="As registered, one line per line."
        {...formField(form, 'address')}
      />
      <TextField
        label="VAT number"
        autoComplete="off"
        spellCheck={false}
        inputClassName="uppercase"
        hint="Starts with its country code, for example FR12345678901."
        aria-describedby={noVatNumber ? 'settings-vat-number-warning' : undefined}
        {...formField(form, 'vatNumber')}
      />
      <SelectField label="Home country" {...formField(form, 'homeCountry')}>
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
          Invoices need the house's VAT number.
        </p>
      ) : null}
      <TextAreaField
        label="Legal mentions"
        rows={3}
        className="sm:col-span-2"
        hint="Printed at the foot of every invoice: company form, capital, registration."
        {...formField(form, 'legalMentions')}
      />
      <TextField
        label="Gift wrap price (€, VAT included)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        hint="What the checkout charges for a gift wrap; taxed at the destination's rate, like the shipping."
        {...formField(form, 'giftWrapPrice', { valueAsNumber: true })}
      />
      <FormError message={formError} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <PendingButton type="submit" pending={isSubmitting} pendingLabel="Saving…">
          Save the house
        </PendingButton>
        {isDirty ? (
          <Button type="button" variant="ghost" onClick={() => reset(saved)} disabled={isSubmitting}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
