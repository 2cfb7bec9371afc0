import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  shippingZoneInputSchema,
  type ShippingCountry,
  type ShippingZone,
  type ShippingZoneInput,
} from '@/domain/shipping/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { NumberField, TextField } from '@/client/components/form/text-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useStoreCurrency } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { CountryPicker } from './country-picker';
import { allCountries } from './countries';
import { useDeleteZone, useSaveZone, useShippingZones } from './settings-api';
import { SavedSettingsSection } from '../shared/settings-section';
import { markedFieldsMessage, serverFieldErrors } from '@/client/components/form/server-errors';
import { PendingButton } from '@/client/components/form/pending-button';
import { FormError } from '@/client/components/form/form-error';

type ZoneInput = z.input<typeof shippingZoneInputSchema>;
type MethodInput = ZoneInput['methods'][number];
/** The zone as its fields hold it: a new method's price is empty until typed (the schema then asks for it). */
type ZoneForm = Omit<ZoneInput, 'methods'> & {
  methods: (Omit<MethodInput, 'price'> & { price: number | undefined })[];
};
type ZoneValues = z.output<typeof shippingZoneInputSchema>;

const newMethod = (): ZoneForm['methods'][number] => ({
  name: '',
  price: undefined,
  freeAbove: null,
  minDays: 2,
  maxDays: 5,
});

const formValues = (zone: ShippingZone | null): ZoneForm =>
  zone
    ? {
        name: zone.name,
        countries: zone.countries,
        restOfWorld: zone.restOfWorld,
        methods: zone.methods.map(({ name, price, freeAbove, minDays, maxDays }) => ({
          name,
          price,
          freeAbove,
          minDays,
          maxDays,
        })),
      }
    : { name: '', countries: [], restOfWorld: false, methods: [newMethod()] };

/** The shipping zones, each a card with its countries and methods; a new one added at the end. */
export function ShippingZonesSection() {
  const zones = useShippingZones();
  const countries = allCountries();
  const [adding, setAdding] = useState(false);
  return (
    <SavedSettingsSection
      id="settings-zones"
      title="Shipping zones"
      description="Each zone lists its countries and the methods offered there. A country belongs to one zone; the zone marked “Rest of the world” ships to every country no other zone names. A country in no zone cannot be shipped to."
      query={zones}
      what="shipping zones"
      rows={2}
    >
      {(list) => (
        <div className="grid gap-6">
          {list.length === 0 && !adding ? (
            <p role="status" className="border border-danger/40 px-4 py-3 text-sm text-danger">
              No zone: the shop ships nowhere, and no order can be placed.
            </p>
          ) : null}
          {list.map((zone) => (
            <ZoneCard key={zone.id} zone={zone} zones={list} countries={countries} />
          ))}
          {adding ? (
            <ZoneCard zone={null} zones={list} countries={countries} onDone={() => setAdding(false)} />
          ) : (
            <div>
              <Button type="button" variant="outline" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                Add a zone
              </Button>
            </div>
          )}
        </div>
      )}
    </SavedSettingsSection>
  );
}

interface ZoneCardProps {
  /** null: a new zone, not saved yet. */
  zone: ShippingZone | null;
  zones: readonly ShippingZone[];
  countries: readonly ShippingCountry[];
  /** A new zone saved or given up. */
  onDone?: () => void;
}

function ZoneCard({ zone, zones, countries, onDone }: ZoneCardProps) {
  const currency = useStoreCurrency();
  const save = useSaveZone();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ZoneForm, unknown, ZoneValues>({
    resolver: zodResolver<ZoneForm, unknown, ZoneValues>(shippingZoneInputSchema),
    defaultValues: formValues(zone),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const methods = useFieldArray({ control, name: 'methods' });
  const takenBy = new Map(
    zones.filter((z) => z.id !== zone?.id).flatMap((z) => z.countries.map((c) => [c, z.name] as const)),
  );
  const title = zone ? zone.name : 'New zone';
  const headingId = `zone-${zone?.id ?? 'new'}-title`;

  const onSubmit = async (values: ZoneValues) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync({ id: zone?.id ?? null, input: values as ShippingZoneInput });
      const saved = answer.find((z) => z.name === values.name);
      toast({
        variant: 'success',
        title: zone ? 'Zone saved' : 'Zone added',
        description: `${values.name}: ${values.methods.length} ${values.methods.length === 1 ? 'method' : 'methods'} offered at checkout.`,
      });
      if (zone) reset(formValues(saved ?? null));
      else onDone?.();
    } catch (err) {
      setFormError(
        placeZoneError(err, values, (field, message, focus) =>
          setError(field, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    }
  };

  return (
    <section aria-labelledby={headingId} className="border border-line bg-surface p-5 sm:p-6">
      <h4 id={headingId} className="font-serif text-xl leading-snug">
        {title}
        {zone?.restOfWorld ? <span className="ml-2 font-sans text-sm text-ink-soft">· Rest of the world</span> : null}
      </h4>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(e) => (isSubmitting ? e.preventDefault() : void handleSubmit(onSubmit)(e))}
        className="mt-5 grid gap-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <div className="grid content-start gap-5">
            <TextField form={form} name="name" label="Zone name" autoComplete="off" />
            <CheckboxField
              label="Rest of the world"
              hint="Also ships to every country no other zone names."
              {...register('restOfWorld')}
            />
          </div>
          <Controller
            control={control}
            name="countries"
            render={({ field, fieldState }) => (
              <CountryPicker
                ref={field.ref}
                label="Countries"
                countries={countries}
                value={field.value ?? []}
                onChange={field.onChange}
                takenBy={takenBy}
                error={fieldState.error?.message ?? errors.countries?.root?.message}
              />
            )}
          />
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">Methods</legend>
          <ol className="grid gap-3">
            {methods.fields.map((field, i) => (
              <li
                key={field.id}
                aria-label={`Method ${i + 1}`}
                className="grid grid-cols-2 gap-3 border border-line p-4 sm:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] sm:items-start sm:border-0 sm:p-0"
              >
                <TextField
                  form={form}
                  name={`methods.${i}.name`}
                  label="Method name"
                  autoComplete="off"
                  className="col-span-2 sm:col-span-1"
                />
                <NumberField
                  form={form}
                  name={`methods.${i}.price`}
                  label={`Price (${currency})`}
                  min="0"
                  step="0.01"
                />
                <NumberField
                  form={form}
                  name={`methods.${i}.freeAbove`}
                  empty={null}
                  label="Free above"
                  min="0"
                  step="0.01"
                  placeholder="Never"
                />
                <NumberField form={form} name={`methods.${i}.minDays`} label="From (days)" min="0" step="1" />
                <NumberField form={form} name={`methods.${i}.maxDays`} label="To (days)" min="0" step="1" />
                <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-6">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="px-2.5"
                    onClick={() => methods.remove(i)}
                    aria-label={`Remove method ${i + 1}${field.name ? ` (${field.name})` : ''}`}
                    title="Remove this method"
                  >
                    <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    <span className="sm:hidden">Remove</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {errors.methods?.message || errors.methods?.root?.message ? (
            <p role="alert" className="text-[0.8125rem] text-danger">
              {errors.methods.message ?? errors.methods.root?.message}
            </p>
          ) : null}
          <p className="text-xs text-ink-soft">
            Free above: the subtotal after discounts from which the method costs nothing; leave it empty for never. The
            first method is the one offered first.
          </p>
          <div>
            <Button type="button" variant="subtle" size="sm" onClick={() => methods.append(newMethod())}>
              <Plus aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              Add a method
            </Button>
          </div>
        </fieldset>

        <FormError message={formError} />
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <PendingButton type="submit" pending={isSubmitting} pendingLabel="Saving…">
            {zone ? 'Save zone' : 'Add zone'}
          </PendingButton>
          {zone ? (
            <>
              {isDirty ? (
                <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => reset(formValues(zone))}>
                  Undo changes
                </Button>
              ) : null}
              <DeleteZone zone={zone} />
            </>
          ) : (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * A refused save, placed: each field the server named under its field, a country in two zones under
 * the countries (or the "Rest of the world" box), a name taken under the name. Answers the form's alert.
 */
function placeZoneError(
  err: unknown,
  values: ZoneValues,
  place: (field: FieldPath<ZoneForm>, message: string, focus: boolean) => void,
): string {
  const words = errorMessage(err, 'The zone could not be saved. Please try again.');
  const named = serverFieldErrors(err);
  if (named.length > 0) {
    named.forEach((f, i) => place(f.path as FieldPath<ZoneForm>, f.message, i === 0));
    return markedFieldsMessage(named.length);
  }
  if (isApiError(err) && err.code === 'ZONE_NAME_TAKEN') place('name', words, true);
  else if (isApiError(err) && (err.code === 'COUNTRY_IN_TWO_ZONES' || err.code === 'COUNTRY_UNKNOWN'))
    place(values.restOfWorld && /rest of the world/i.test(words) ? 'restOfWorld' : 'countries', words, true);
  return words;
}

function DeleteZone({ zone }: { zone: ShippingZone }) {
  const remove = useDeleteZone();
  const consequence = zone.restOfWorld
    ? `Its methods go. Countries no other zone names can no longer be shipped to, and their shoppers are told so at checkout.`
    : `Its methods go. Its countries are then shipped by the rest of the world's zone, if there is one; otherwise they can no longer be shipped to.`;

  const run = async () => {
    await remove.mutateAsync(zone.id);
    toast({ variant: 'success', title: 'Zone deleted', description: `${zone.name} is gone.` });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" className="ml-auto text-danger">
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Delete zone<span className="sr-only"> {zone.name}</span>
        </Button>
      }
      title={`Delete the zone ${zone.name}?`}
      description={consequence}
      cancelLabel="Keep it"
      confirmLabel="Delete zone"
      pendingLabel="Deleting…"
      danger
      pending={remove.isPending}
      onConfirm={run}
      failure="The zone could not be deleted. Please try again."
    />
  );
}
