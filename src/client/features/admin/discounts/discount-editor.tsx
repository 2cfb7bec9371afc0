import { useState, type FormEvent } from 'react';
import type { Discount } from '@/domain/promotions/schemas';
import { errorMessages } from '@/domain/shared/errors';
import { errorMessage } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { idParam } from '../shared/admin-format';
import { DetailSheet } from '../shared/detail-sheet';
import { EditorShell } from '../shared/editor-shell';
import { SheetStatus } from '../shared/sheet-status';
import { useUnsavedChanges } from '../shared/use-unsaved-changes';
import type { SheetParam } from '../shared/use-sheet-param';
import { useUpdateDiscount } from './api';
import { DiscountFields, type DiscountKind, fieldErrorsOf, namesFields, readDiscountForm } from './discount-fields';

interface ListShown {
  items: readonly Discount[];
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A code's form in the side sheet (`?discount=4`), for a code no order has used yet (issue #43): the
 * fields of the form that makes one, filled with its terms. The code is read from the page of the
 * list shown.
 */
export function DiscountEditorSheet({ sheet, list }: { sheet: SheetParam; list: ListShown }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel={t("Close the code's form")}>
      {(id) => <DiscountEditor id={id} list={list} onClose={sheet.close} />}
    </DetailSheet>
  );
}

function DiscountEditor({ id, list, onClose }: { id: number; list: ListShown; onClose: () => void }) {
  const { t } = useI18n();
  const discount = list.items.find((d) => d.id === id);
  if (!discount)
    return (
      <SheetStatus
        title={t('Discount code #{id}', { id })}
        what={t('discount code')}
        query={list}
        missing={list.isError ? undefined : t('There is no code with this number on this page of the list.')}
        rows={3}
        rowClassName="h-14 w-full"
      />
    );
  if (!discount.editable)
    return (
      <SheetStatus
        title={t('Edit {code}', { code: discount.code })}
        what={t('discount code')}
        query={{ isPending: false, refetch: list.refetch }}
        missing={t(errorMessages.DISCOUNT_IN_USE)}
      />
    );
  return <DiscountEditForm key={discount.id} discount={discount} onClose={onClose} />;
}

function DiscountEditForm({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useI18n();
  const update = useUpdateDiscount();
  const [kind, setKind] = useState<DiscountKind>(discount.kind);
  const [dirty, setDirty] = useState(false);
  const { blocker, release } = useUnsavedChanges(dirty);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = readDiscountForm(event.currentTarget, kind);
    update.mutate(
      { id: discount.id, body },
      {
        onSuccess: (saved) => {
          release();
          toast({ variant: 'success', title: t('Code saved'), description: `${saved.label}.` });
          onClose();
        },
      },
    );
  };

  return (
    <EditorShell
      eyebrow={t('Discount code #{id}', { id: discount.id })}
      title={t('Edit {code}', { code: discount.code })}
      description={t('No order has used this code yet, so each of its terms can still change.')}
      formLabel={t('Edit {code}', { code: discount.code })}
      onSubmit={submit}
      onCancel={onClose}
      submitting={update.isPending}
      submitLabel={t('Save changes')}
      formError={
        update.error && !namesFields(update.error)
          ? errorMessage(update.error, t('The code could not be saved. Please try again.'))
          : null
      }
      blocker={blocker}
    >
      {/* A change in any field (it bubbles here) makes the form ask before it is left. */}
      <div className="grid gap-5 sm:grid-cols-2" onChange={() => setDirty(true)}>
        <DiscountFields initial={discount} kind={kind} onKindChange={setKind} errorOf={fieldErrorsOf(update.error)} />
      </div>
    </EditorShell>
  );
}
