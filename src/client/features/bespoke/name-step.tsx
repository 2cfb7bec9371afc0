import type { FormEvent } from 'react';
import { CUSTOM_NAME_MAX } from '@/domain/lifestyle/lifestyle';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useI18n } from '@/client/lib/i18n';

interface NameStepProps {
  value: string;
  onChange: (name: string) => void;
  /** Enter in the field moves on when the name is acceptable. */
  onSubmit: () => void;
}

export function NameStep({ value, onChange, onSubmit }: NameStepProps) {
  const { t } = useI18n();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-2.5">
      <Label htmlFor="bespoke-name">{t('Perfume name')}</Label>
      <Input
        id="bespoke-name"
        value={value}
        maxLength={CUSTOM_NAME_MAX}
        autoComplete="off"
        placeholder={t('e.g. Jardin de Minuit')}
        aria-describedby="bespoke-name-help"
        onChange={(e) => onChange(e.target.value)}
        className="h-14 px-4 font-serif text-2xl sm:text-3xl"
      />
      <p id="bespoke-name-help" className="text-sm text-ink-soft">
        {t('This name will appear on your bottle and in your orders.')}
      </p>
    </form>
  );
}
