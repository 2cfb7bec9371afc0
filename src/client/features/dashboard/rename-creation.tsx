import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CUSTOM_NAME_MAX } from '@/domain/lifestyle/lifestyle';
import type { Creation } from '@/domain/creations/schemas';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { toast } from '@/client/lib/toast';
import { refusalOf, useCreationActions } from './creations-api';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';

/** The inline rename form: the server checks the name and its words are shown under the field. */
export function RenameCreation({ creation, onDone }: { creation: Creation; onDone: () => void }) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(creation.name);
  const [error, setError] = useState<string>();
  const { rename } = useCreationActions();

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === creation.name) {
      onDone();
      return;
    }
    try {
      const renamed = await rename.mutateAsync({ id: creation.id, name });
      toast({
        variant: 'success',
        title: t('Creation renamed'),
        description: t('It is now called “{name}”.', { name: renamed.name }),
      });
      onDone();
    } catch (err) {
      setError(refusalOf(err, t('The name could not be changed. Please try again.')));
      inputRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-2 grid gap-3">
      <TextField
        ref={inputRef}
        label={t('Creation name')}
        value={name}
        maxLength={CUSTOM_NAME_MAX + 20}
        autoComplete="off"
        error={error}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <PendingButton
          type="submit"
          size="sm"
          pending={rename.isPending}
          pendingLabel={t('Saving…')}
          disableWhilePending
        >
          {t('Save name')}
        </PendingButton>
        <Button size="sm" variant="outline" disabled={rename.isPending} onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
