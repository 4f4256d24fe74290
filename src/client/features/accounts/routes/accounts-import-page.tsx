import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ImportKey, ImportPreview, ImportProgress } from '@shared/schemas/account-imports';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { SegmentedControl } from '@client/components/ui/segmented-control';
import { toastError } from '@client/lib/error-toasts';
import { downloadImportTemplate, type SheetFormat } from '../api/profile-files';
import { useApplyImport, useCheckImport, useImportProgress } from '../api/profile-imports';
import { ImportPreviewTable } from '../components/import-preview-table';
import { accountsText } from '../text';
import styles from './accounts-import-page.module.css';

const t = accountsText.imports;
const PAGE_ROWS = 100;

/**
 * 'Імпорт профілів': a file is checked first (every row as the profile form would take it, refusals
 * by row and column), then applied with one button; the apply's progress is polled until it is done.
 */
export function AccountsImportPage() {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState<ImportKey>('id');
  const [createGroups, setCreateGroups] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportProgress | null>(null);
  const [onlyRefusals, setOnlyRefusals] = useState(false);
  const [shown, setShown] = useState(PAGE_ROWS);
  const check = useCheckImport();
  const apply = useApplyImport();
  const progress = useImportProgress(preview?.import.id ?? null, apply.isPending);

  const reset = () => {
    setPreview(null);
    setResult(null);
    setShown(PAGE_ROWS);
    apply.reset();
  };
  const onCheck = () => {
    if (!file) return;
    reset();
    check.mutate({ file, key, createGroups }, { onSuccess: setPreview });
  };
  const onApply = () => {
    if (!file || !preview) return;
    apply.mutate({ id: preview.import.id, file }, { onSuccess: setResult });
  };
  const template = (format: SheetFormat) => () => void downloadImportTemplate(format).catch(toastError);

  const rows = preview ? (onlyRefusals ? preview.rows.filter((row) => row.action === 'refuse') : preview.rows) : [];
  const applicable = preview ? preview.counts.created + preview.counts.updated : 0;
  const running = apply.isPending ? (progress.data ?? preview?.import) : null;
  const done = result ?? (preview?.import.status === 'done' ? preview.import : null);

  return (
    <>
      <PageHeader title={accountsText.pages.accountsImport} />
      <div className={styles.stack}>
        <Panel title={t.templateTitle}>
          <p className={styles.hint}>{t.templateHint}</p>
          <div className={styles.buttons}>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} variant="secondary" onClick={template(format)}>
                <Download size={16} aria-hidden="true" />
                {t.templateDownload(format.toUpperCase())}
              </Button>
            ))}
          </div>
        </Panel>

        <Panel title={t.fileTitle}>
          <div className={styles.form}>
            <div className={styles.field}>
              <label htmlFor={fileId}>{t.fileLabel}</label>
              {/* The browser's own file button speaks the browser's language; this one speaks Ukrainian. */}
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                className="visually-hidden"
                tabIndex={-1}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={apply.isPending}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  reset();
                }}
              />
              <div className={styles.filePick}>
                <Button
                  variant="secondary"
                  onClick={() => fileInput.current?.click()}
                  disabled={apply.isPending}
                  aria-describedby={`${fileId}-name ${fileId}-hint`}
                >
                  <FileUp size={16} aria-hidden="true" />
                  {t.fileChoose}
                </Button>
                <span id={`${fileId}-name`} className={styles.fileName}>
                  {file?.name ?? t.fileNone}
                </span>
              </div>
              <span id={`${fileId}-hint`} className={styles.hint}>
                {t.fileHint}
              </span>
            </div>
            <SegmentedControl<ImportKey>
              legend={t.keyLegend}
              name="key"
              segments={[
                { value: 'id', label: t.keyId },
                { value: 'comment', label: t.keyComment },
              ]}
              value={key}
              disabled={apply.isPending}
              onChange={(value) => {
                setKey(value);
                reset();
              }}
            >
              <span className={styles.hint}>{t.keyHint}</span>
            </SegmentedControl>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={createGroups}
                disabled={apply.isPending}
                onChange={(event) => {
                  setCreateGroups(event.target.checked);
                  reset();
                }}
              />
              {t.createGroups}
            </label>
            <div>
              <Button onClick={onCheck} disabled={!file || apply.isPending} busy={check.isPending}>
                {check.isPending ? t.checking : t.check}
              </Button>
            </div>
          </div>
        </Panel>

        {running && (
          <Panel title={t.progressTitle}>
            <progress className={styles.progress} max={running.totalRows} value={running.processedRows} aria-label={t.progressTitle} />
            <p role="status">{t.progressLabel(running.processedRows, running.totalRows)}</p>
          </Panel>
        )}

        {done && !running && (
          <Panel title={t.doneTitle}>
            {!result && <p>{t.alreadyDone}</p>}
            <p role="status">{t.doneText(done.result.created, done.result.updated, done.result.unchanged, done.result.refused)}</p>
            <div className={styles.buttons}>
              <ButtonLink to={paths.accounts.list.getHref()}>{t.toList}</ButtonLink>
            </div>
          </Panel>
        )}

        {preview && !done && !running && (
          <Panel
            title={t.previewTitle}
            actions={
              <label className={styles.checkbox}>
                <input type="checkbox" checked={onlyRefusals} onChange={(event) => setOnlyRefusals(event.target.checked)} />
                {t.onlyRefusals}
              </label>
            }
          >
            <p role="status" className={styles.counts}>
              {t.counts(preview.counts.created, preview.counts.updated, preview.counts.unchanged, preview.counts.refused)}
            </p>
            <ImportPreviewTable rows={rows.slice(0, shown)} emptyText={t.empty} />
            {rows.length > shown && (
              <Button variant="ghost" onClick={() => setShown(shown + PAGE_ROWS)}>
                {t.showMore(shown, rows.length)}
              </Button>
            )}
            <div className={styles.applyBar}>
              <p className={styles.hint}>{applicable > 0 ? t.applyHint : t.nothingToApply}</p>
              <Button onClick={onApply} disabled={applicable === 0} busy={apply.isPending}>
                {t.apply(applicable)}
              </Button>
            </div>
          </Panel>
        )}
      </div>
    </>
  );
}
