import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/client/components/form/text-field';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { translatedLocales, type Translations } from '@/domain/catalogue/translations';
import { describeLocale, languageNameIn, type Locale } from '@/domain/i18n/locales';

/*
 * The catalogue's content in the shop's other languages (docs/decisions/069-languages.md): each translated
 * field beside its English, saved with the rest of the form in `translations` (`{ fr: { notes: '…' } }`).
 * A French field left empty shows the English in the shop, and says so (its placeholder is that English).
 */

/** A message shown as the page's language words it (a table's cell, which cannot call a hook itself). */
export function Words({ message }: { message: string }) {
  const { t } = useI18n();
  return <>{t(message)}</>;
}

/** The form's starting translations: every language's fields, '' where not translated yet. */
export function translationValues<F extends string>(
  translations: Translations<F> | undefined,
  fields: readonly F[],
): Record<Locale, Record<F, string>> {
  return Object.fromEntries(
    translatedLocales.map((l) => [
      l,
      Object.fromEntries(fields.map((f) => [f, translations?.[l]?.[f] ?? ''])) as Record<F, string>,
    ]),
  );
}

/** The translations' fields a refusal of the server may name (`translations.fr.notes`). */
export function translationErrorFields(fields: readonly string[]): string[] {
  return translatedLocales.flatMap((l) => fields.map((f) => `translations.${l}.${f}`));
}

interface TranslatedFieldProps<TForm extends FieldValues, TValues> {
  form: UseFormReturn<TForm, unknown, TValues>;
  /** The English field (the row's own), and each language's at `translations.{code}.{name}`. */
  name: FieldPath<TForm>;
  /** The English field's label ('Notes'), and each other's with its `{language}` ('Notes ({language})'). */
  label: string;
  translatedLabel: string;
  /** Under the English field. */
  hint?: string;
  multiline?: boolean;
  className?: string;
}

/** One translated field: the English beside each other language (side by side from sm up, stacked on a phone). */
export function TranslatedField<TForm extends FieldValues, TValues>({
  form,
  name,
  label,
  translatedLabel,
  hint,
  multiline = false,
  className,
}: TranslatedFieldProps<TForm, TValues>) {
  const { t, tag } = useI18n();
  const english = String(useWatch({ control: form.control, name }) ?? '');
  const fallback = t('Left empty, the shop shows the English.');
  // A translation's path is the form's own (`translations.fr.notes`): react-hook-form cannot check one built here.
  const field = (
    path: FieldPath<TForm>,
    props: { label: string; hint?: string; placeholder?: string; lang?: string },
  ) =>
    multiline ? (
      <TextAreaField key={path} form={form} name={path} rows={4} {...props} />
    ) : (
      <TextField key={path} form={form} name={path} autoComplete="off" {...props} />
    );
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', className)}>
      {field(name, { label: t(label), hint: hint ? t(hint) : undefined })}
      {translatedLocales.map((code) =>
        field(`translations.${code}.${name}` as FieldPath<TForm>, {
          label: t(translatedLabel, { language: languageNameIn(code, tag) }),
          hint: fallback,
          placeholder: english,
          lang: describeLocale(code).tag,
        }),
      )}
    </div>
  );
}
