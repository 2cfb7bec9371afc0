import { useId, useState, type ChangeEvent } from 'react';
import { Download, FileUp } from 'lucide-react';
import type { Answer } from '@/domain/api/endpoint';
import type { importCatalogueFile } from '@/domain/api/catalogue-file';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { ErrorNote } from '@/client/components/ui/error-note';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { PanelEmpty } from '../shared/panel-states';
import { StackedTable, type Column } from '../shared/stacked-table';
import { catalogueCsvUrl, useCatalogueImport } from './catalogue-file-api';

/** The catalogue's section (`?section=file`): the catalogue exported as CSV, and a file imported back. */
export const FILE_SECTION = 'file';

type Report = Answer<typeof importCatalogueFile>;

/** Where the import is: nothing chosen, a file being checked (a dry run), checked, refused, applied. */
type Step =
  | { step: 'idle' }
  | { step: 'checking'; file: File }
  | { step: 'failed'; file: File; message: string }
  | { step: 'checked'; file: File; report: Report; again?: boolean }
  | { step: 'applied'; report: Report };

/**
 * Export CSV downloads every perfume and size; Import CSV checks a file first (a dry run: the counts, each row that
 * changes, each error at its line and column) and offers Apply only when nothing stops it. The server applies every
 * row or none.
 */
export function CatalogueFile() {
  const { t } = useI18n();
  const id = useId();
  const send = useCatalogueImport();
  const [state, setState] = useState<Step>({ step: 'idle' });

  const check = async (file: File, again = false) => {
    setState({ step: 'checking', file });
    try {
      setState({ step: 'checked', file, report: await send.mutateAsync({ file, dryRun: true }), again });
    } catch (err) {
      setState({ step: 'failed', file, message: errorMessage(err, t('The file could not be checked.')) });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (corrected and saved meanwhile) must still be read.
    event.target.value = '';
    if (file) void check(file);
  };

  const apply = async (file: File) => {
    try {
      const report = await send.mutateAsync({ file, dryRun: false });
      setState({ step: 'applied', report });
      toast({ variant: 'success', title: t('Catalogue file applied'), description: counts(report) });
    } catch (err) {
      // The catalogue changed since the check (a sale, another edit): the file is checked again against it.
      if (isApiError(err, 400) && err.code === 'CATALOGUE_FILE_INVALID') return check(file, true);
      toast({
        variant: 'destructive',
        title: t('The file was not applied'),
        description: errorMessage(err, t('Nothing was changed. Please try again.')),
      });
    }
  };

  const counts = (report: Report) =>
    t(
      '{created, plural, one {# perfume added} other {# perfumes added}}, {updated, plural, one {# changed} other {# changed}}, {unchanged} unchanged',
      { created: report.created, updated: report.updated, unchanged: report.unchanged },
    );

  return (
    <div className="grid gap-8">
      <section className="grid gap-4" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="font-serif text-xl">
          {t('The catalogue as a file')}
        </h3>
        <p className="max-w-prose text-sm leading-relaxed text-ink-soft">
          {t(
            'Export every perfume and size as a CSV file, edit it in a spreadsheet, and import it back. A row with an id changes that perfume, a row without one adds a perfume; a price left empty in a market is derived at its rate. Nothing is written until you apply a file whose check found no error.',
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={catalogueCsvUrl} download className={buttonClasses('outline', 'sm')}>
            <Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            {t('Export CSV')}
          </a>
          <span className="relative inline-flex">
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              onChange={onFile}
              disabled={send.isPending}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
            />
            <label
              htmlFor={`${id}-file`}
              className={buttonClasses(
                'primary',
                'sm',
                'pointer-events-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
              )}
            >
              <FileUp aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              {t('Import CSV')}
            </label>
          </span>
        </div>
      </section>

      {state.step === 'idle' ? (
        <PanelEmpty title={t('No file chosen')}>
          {t('Choose a CSV file: what it would change is shown here before anything is written.')}
        </PanelEmpty>
      ) : null}

      {state.step === 'checking' ? (
        <p role="status" className="flex items-center gap-3 text-sm">
          <Spinner className="size-4" />
          {t('Checking {file}…', { file: state.file.name })}
        </p>
      ) : null}

      {state.step === 'failed' ? (
        <div className="grid justify-items-start gap-3">
          <ErrorNote>{state.message}</ErrorNote>
          <Button variant="outline" size="sm" onClick={() => void check(state.file)}>
            {t('Try Again')}
          </Button>
        </div>
      ) : null}

      {state.step === 'applied' ? (
        <p role="status" className="border border-line bg-surface px-4 py-3 text-sm">
          {t('Applied: {counts}.', { counts: counts(state.report) })}
        </p>
      ) : null}

      {state.step === 'checked' ? (
        <Checked
          file={state.file}
          report={state.report}
          again={state.again ?? false}
          counts={counts(state.report)}
          applying={send.isPending}
          onApply={() => void apply(state.file)}
        />
      ) : null}
    </div>
  );
}

interface CheckedProps {
  file: File;
  report: Report;
  /** Checked again after an apply found the catalogue changed since the first check. */
  again: boolean;
  counts: string;
  applying: boolean;
  onApply: () => void;
}

type ErrorRow = Report['errors'][number] & { id: string };
type ChangeRow = Report['rows'][number] & { id: string };

/** A dry run's outcome: its counts, its errors at their lines and columns, the rows that change, and Apply. */
function Checked({ file, report, again, counts, applying, onApply }: CheckedProps) {
  const { t } = useI18n();
  const lineOf = (r: { line: number; row: number }) =>
    r.row === r.line ? String(r.line) : t('{line} (row {row})', { line: r.line, row: r.row });
  const errors: ErrorRow[] = report.errors.map((e, i) => ({ ...e, id: `${i}` }));
  const changes: ChangeRow[] = report.rows
    .filter((r) => r.action !== 'unchanged')
    .map((r) => ({ ...r, id: `${r.line}` }));
  const shown = (column: string, value: string) =>
    value !== '' ? value : column.startsWith('price_') ? t('derived') : t('empty');
  const ACTIONS: Record<ChangeRow['action'], string> = {
    created: t('Added'),
    updated: t('Changed'),
    unchanged: t('Unchanged'),
  };

  const errorColumns: Column<ErrorRow>[] = [
    { label: t('Line'), cell: lineOf },
    { label: t('Column'), cell: (e) => (e.column === '' ? '—' : <code className="text-xs">{e.column}</code>) },
    { label: t('Problem'), cell: (e) => e.message },
  ];
  const changeColumns: Column<ChangeRow>[] = [
    { label: t('Line'), cell: lineOf },
    {
      label: t('Perfume'),
      cell: (r) => (
        <span className="min-w-0">
          <span className="block font-medium break-words">{r.perfume || '—'}</span>
          <span className="mt-1 block text-[0.75rem] text-ink-soft">
            {r.volume === null ? '—' : t('{volume} ml', { volume: r.volume })}
          </span>
        </span>
      ),
    },
    { label: t('Action'), cell: (r) => ACTIONS[r.action] },
    {
      label: t('Changes'),
      cell: (r) =>
        r.changes.length === 0 ? (
          '—'
        ) : (
          <ul className="grid gap-1">
            {r.changes.map((c) => (
              <li key={c.column} className="break-words">
                <code className="text-xs">{c.column}</code>{' '}
                <span className="line-clamp-3 whitespace-pre-wrap">
                  {t('{from} → {to}', { from: shown(c.column, c.from), to: shown(c.column, c.to) })}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const nothing = report.created + report.updated === 0;
  return (
    <section className="grid gap-6" aria-label={t('Check of {file}', { file: file.name })}>
      <p role="status" className="text-sm">
        {t('{file}: {counts}.', { file: file.name, counts })}
      </p>
      {again ? (
        <p className="text-sm text-ink-soft">
          {t('The catalogue changed since the file was checked, so it was not applied: here it is checked again.')}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div className="grid gap-4">
          <ErrorNote>
            {t(
              '{count, plural, one {# error stops this file} other {# errors stop this file}}: correct it in the spreadsheet and choose it again. Nothing was changed.',
              { count: errors.length },
            )}
          </ErrorNote>
          <StackedTable label={t('Errors in the file')} columns={errorColumns} rows={errors} />
        </div>
      ) : null}
      {nothing && errors.length === 0 ? (
        <PanelEmpty title={t('Nothing to change')}>{t('The file says what the catalogue already holds.')}</PanelEmpty>
      ) : null}
      {changes.length > 0 ? (
        <StackedTable label={t('What the file changes, row by row')} columns={changeColumns} rows={changes} />
      ) : null}
      {errors.length === 0 && !nothing ? (
        <div>
          <PendingButton pending={applying} pendingLabel={t('Applying…')} disableWhilePending spinner onClick={onApply}>
            {t('Apply the file')}
          </PendingButton>
        </div>
      ) : null}
    </section>
  );
}
