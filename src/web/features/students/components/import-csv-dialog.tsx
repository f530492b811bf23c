import { countOf } from '../../../lib/format';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import {
  CSV_COLUMNS,
  STUDENT_LIMITS,
  STUDENT_MESSAGES as M,
  type ImportPreview,
} from '../../../../contracts/students.contract';
import { FilePickerButton, ImportDialog } from '../../../components/import-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Table, Td, Th } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { toast, toastError } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { useClassList, usePreviewImport, useImportStudents } from '../students.api';
import { NativeSelect } from '../../../components/native-select';
import { ScrollRegion } from '../../../components/scroll-region';

const EXAMPLE = `${CSV_COLUMNS.slice(0, 5).join(',')}\nAda,Lovelace,ada@example.com,7,byron.family@example.com`;

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <ScrollRegion label="Import preview" className="max-h-72 overflow-auto rounded-md border">
      <Table label="Import preview">
        <thead>
          <tr>
            <Th>Line</Th>
            <Th>Name</Th>
            <Th>Status</Th>
            <Th>Email</Th>
            <Th>Grade</Th>
            <Th>Parent Email</Th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr
              key={r.line}
              className={r.errors.length ? 'bg-destructive/5' : undefined}
              data-testid="import-row"
            >
              <Td className="tabular-nums">{r.line}</Td>
              <Td className="whitespace-nowrap">{`${r.firstName} ${r.lastName}`.trim() || '—'}</Td>
              <Td className="min-w-48">
                {r.errors.length === 0 ? (
                  <span className="text-emerald-700 dark:text-emerald-400">Ready</span>
                ) : (
                  <ul className="text-destructive">
                    {r.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                )}
              </Td>
              <Td className="min-w-40 break-all">{r.email ?? '—'}</Td>
              <Td>{r.grade || '—'}</Td>
              <Td className="min-w-40 break-all">{r.parentEmail ?? '—'}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Paste or pick a file, preview with per-row errors, then confirm; nothing is saved before. */
export function ImportCsvDialog() {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  // The text the current preview was made from: editing the text makes the preview stale.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const previewCall = usePreviewImport();
  const importCall = useImportStudents();
  const classes = useClassList();
  const activeClasses = (classes.data ?? []).filter((c) => !c.archived);
  const [classId, setClassId] = useState('');
  const preview = previewCall.data && previewed === csv ? previewCall.data : undefined;

  const reset = () => {
    setCsv('');
    setPreviewed(null);
    previewCall.reset();
    importCall.reset();
  };

  async function pickFile(file: File) {
    if (file.size > STUDENT_LIMITS.csvChars * 4) {
      toastError(M.errorTitle, M.csvTooLarge);
      return;
    }
    // A chosen file is what the teacher means to import: preview it at once (issue 27).
    const text = await file.text();
    setCsv(text);
    runPreview(text);
  }

  function runPreview(text = csv) {
    setPreviewed(text);
    previewCall.mutate(text);
  }

  function runImport() {
    const target = activeClasses.find((c) => String(c.id) === classId);
    importCall.mutate(
      { csv, classId: target ? target.id : null },
      {
        onSuccess: ({ imported }) => {
          toast({
            title: M.csvImported(imported),
            description: target ? `Added to ${target.name}.` : undefined,
          });
          setOpen(false);
          reset();
        },
        onError: (error) =>
          toastError(
            M.errorTitle,
            'imported' in error
              ? `${M.csvImported(error.imported as number)}, but they could not be added to the class. Add them from Manage classes.`
              : (serverMessage(error) ?? M.csvImportFailed),
          ),
      },
    );
  }

  const previewError =
    previewed === csv && previewCall.isError
      ? (serverMessage(previewCall.error) ?? M.csvImportFailed)
      : null;

  return (
    <ImportDialog
      triggerIcon={Upload}
      triggerLabel="Import CSV"
      title="Import Students from CSV"
      description={M.csvPolicy}
      className="sm:max-w-3xl"
      open={open}
      onOpenChange={setOpen}
      onReset={reset}
      picker={
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <Label htmlFor="import-csv-text">CSV text</Label>
            <FilePickerButton
              accept=".csv,text/csv,text/plain"
              testId="import-file"
              onFile={(file) => void pickFile(file)}
            />
          </div>
          <Textarea
            id="import-csv-text"
            className="min-h-32 font-mono text-xs"
            placeholder={EXAMPLE}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
            aria-describedby="import-csv-hint"
          />
          <p id="import-csv-hint" className="text-xs text-muted-foreground">
            First row: column names ({CSV_COLUMNS.join(', ')}). A single Name column works too.
            Grade is K or 1 to 12.
          </p>
        </div>
      }
      options={
        activeClasses.length > 0 && (
          <NativeSelect
            id="import-class"
            label="Put the imported students in a class (optional)"
            options={activeClasses.map((c) => String(c.id))}
            format={(id) => activeClasses.find((c) => String(c.id) === id)?.name ?? id}
            placeholder="No class"
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
          />
        )
      }
      error={previewError}
      secondary={
        <Button
          variant="outline"
          onClick={() => runPreview()}
          disabled={csv.trim() === '' || previewCall.isPending}
        >
          {previewCall.isPending ? 'Checking...' : 'Preview'}
        </Button>
      }
      importLabel={
        importCall.isPending
          ? 'Importing...'
          : preview && preview.errorCount === 0
            ? `Import ${countOf(preview.validCount, 'student')}`
            : 'Import'
      }
      canImport={!!preview && preview.errorCount === 0 && preview.validCount > 0}
      importing={importCall.isPending}
      onImport={runImport}
    >
      {preview && (
        <div className="space-y-2">
          <p className="text-sm" role="status">
            <strong>{preview.validCount}</strong> ready, <strong>{preview.errorCount}</strong> with
            errors
            {preview.ignoredColumns.length > 0 && (
              <span className="text-muted-foreground">
                {' '}
                · ignored columns: {preview.ignoredColumns.join(', ')}
              </span>
            )}
          </p>
          <PreviewTable preview={preview} />
          {preview.errorCount > 0 && <Alert variant="destructive">{M.csvFixRows}</Alert>}
        </div>
      )}
    </ImportDialog>
  );
}
