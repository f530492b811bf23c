import { School } from 'lucide-react';
import { useState } from 'react';
import {
  ALL_TEACHERS,
  INTEROP_LIMITS,
  INTEROP_MESSAGES as M,
  ROSTER_FILES,
  type RosterPreview,
} from '../../../../contracts/interop.contract';
import { FilePickerBox, ImportDialog } from '../../../components/import-dialog';
import { ImportProblems } from '../../../components/import-problems';
import { Label } from '../../../components/ui/label';
import { Table, Td, Th } from '../../../components/ui/table';
import { toast, toastError } from '../../../components/ui/toast';
import { countOf } from '../../../lib/format';
import { serverMessage } from '../../../lib/api-client';
import { rosterBundle, useImportRoster, usePreviewRoster } from '../oneroster.api';

function Summary({ preview }: { preview: RosterPreview }) {
  const { students: s, classes: c } = preview;
  const rows = [
    ['Students', `${s.create} new, ${s.update} updated, ${s.unchanged} unchanged`],
    ['Classes', `${c.create} new, ${c.update} updated, ${c.unchanged} unchanged`],
    ['Class members', `${preview.membersAdded} added, ${preview.membersRemoved} removed`],
  ];
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-3" data-testid="roster-summary">
      {rows.map(([what, counts]) => (
        <li key={what} className="rounded-md border p-3">
          <p className="font-medium">{what}</p>
          <p className="text-muted-foreground">{counts}</p>
        </li>
      ))}
    </ul>
  );
}

function ClassTable({ rows }: { rows: RosterPreview['classRows'] }) {
  if (rows.length === 0) return null;
  return (
    <div className="max-h-56 overflow-auto rounded-md border">
      <Table>
        <thead>
          <tr>
            <Th>Class</Th>
            <Th>Change</Th>
            <Th className="text-right">Students</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.sourcedId}>
              <Td className="break-words">{r.name}</Td>
              <Td className="capitalize">{r.action}</Td>
              <Td className="text-right tabular-nums">{r.students}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * Whose classes a file naming several teachers brings in: the server preselects the one with
 * the signed-in teacher's email; with no match the choice is required (nothing is planned until
 * then), and every class of the file is an explicit option, never the default.
 */
function TeacherSelect({
  preview,
  value,
  onChange,
}: {
  preview: RosterPreview;
  value: string;
  onChange: (value: string) => void;
}) {
  const matched = value !== '' && value === preview.teacher;
  return (
    <div className="space-y-1.5">
      <Label htmlFor="roster-teacher">Whose classes (required)</Label>
      <select
        id="roster-teacher"
        className="h-10 w-full rounded-md border bg-background px-3 text-sm"
        value={value}
        required
        aria-invalid={preview.teacherRequired}
        aria-describedby="roster-teacher-hint"
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled>
          Choose a teacher…
        </option>
        {preview.teachers.map((t) => (
          <option key={t.sourcedId} value={t.sourcedId}>
            {t.name} ({countOf(t.classCount, 'class', 'classes')})
          </option>
        ))}
        <option value={ALL_TEACHERS}>Every class in the file (all teachers)</option>
      </select>
      <p id="roster-teacher-hint" className="text-xs text-muted-foreground">
        {preview.teacherRequired
          ? 'This file holds several teachers’ classes. Choose yours to see what would change.'
          : matched
            ? 'Chosen because the teacher’s email in the file is yours.'
            : 'A school-wide file holds every teacher’s classes; import only yours unless you mean all.'}
      </p>
    </div>
  );
}

/**
 * A OneRoster 1.2 CSV bundle from the school's SIS in as students and classes: pick the zip (or
 * its three CSV files), narrow a school-wide file to one teacher, see what changes, then apply
 * it all at once.
 */
export function ImportOneRosterDialog() {
  const [open, setOpen] = useState(false);
  const [bundle, setBundle] = useState<{ blob: Blob; label: string } | null>(null);
  const [teacher, setTeacher] = useState('');
  const preview = usePreviewRoster();
  const importCall = useImportRoster();

  const reset = () => {
    setBundle(null);
    setTeacher('');
    preview.reset();
    importCall.reset();
  };

  async function pick(files: File[]) {
    const blob = await rosterBundle(files);
    if (blob.size > INTEROP_LIMITS.rosterBytes) {
      toastError('Error', M.rosterTooLarge);
      return;
    }
    const label = files.map((f) => f.name).join(', ');
    setBundle({ blob, label });
    setTeacher('');
    preview.mutate({ bundle: blob, teacher: '' });
  }

  function narrow(value: string) {
    setTeacher(value);
    if (bundle) preview.mutate({ bundle: bundle.blob, teacher: value });
  }

  const result = preview.data;
  // The teacher picked here, else the one the server matched by email ('' when none).
  const whose = teacher || result?.teacher || '';

  function apply() {
    importCall.mutate(
      { bundle: bundle!.blob, teacher: whose },
      {
        onSuccess: (report) => {
          toast({
            title: 'Roster imported',
            description: `${countOf(report.students.create, 'new student')}, ${countOf(report.students.update, 'student')} updated; ${countOf(report.classes.create, 'new class', 'new classes')}, ${countOf(report.classes.update, 'class', 'classes')} updated.`,
          });
          setOpen(false);
          reset();
        },
        onError: (error) => toastError('Error', serverMessage(error) ?? M.rosterImportFailed),
      },
    );
  }

  const changes = result
    ? result.students.create +
      result.students.update +
      result.classes.create +
      result.classes.update +
      result.membersAdded +
      result.membersRemoved
    : 0;

  return (
    <ImportDialog
      triggerIcon={School}
      triggerLabel="Import from SIS"
      title="Import a roster (OneRoster 1.2)"
      description={`Upload the OneRoster CSV zip your student information system exports, or its ${ROSTER_FILES.join(', ')}. Students and classes are matched by their SIS ids, so importing again updates them; nothing is deleted.`}
      open={open}
      onOpenChange={setOpen}
      onReset={reset}
      picker={
        <FilePickerBox
          id="roster-file"
          label="OneRoster files"
          accept=".zip,.csv,application/zip,text/csv"
          multiple
          chosen={bundle?.label}
          prompt="Choose a .zip, or the three .csv files (at most 10 MB)"
          onFiles={(files) => void pick(files)}
        />
      }
      options={
        result &&
        result.teachers.length > 1 && (
          <TeacherSelect preview={result} value={whose} onChange={narrow} />
        )
      }
      reading={preview.isPending && 'Reading the roster…'}
      error={preview.isError ? (serverMessage(preview.error) ?? M.rosterImportFailed) : null}
      importLabel="Import roster"
      canImport={!!result && !result.teacherRequired && !preview.isPending && changes > 0}
      importing={importCall.isPending}
      onImport={apply}
    >
      {result && !preview.isPending && (
        <div className="space-y-3" data-testid="roster-preview">
          <Summary preview={result} />
          <ClassTable rows={result.classRows} />
          <ImportProblems
            title="Rows left out"
            tone="error"
            testId="roster-problems"
            items={result.problems.map((p) => ({
              key: `${p.file}:${p.line}:${p.message}`,
              where: `${p.file}:${p.line}`,
              messages: [p.message],
            }))}
          />
        </div>
      )}
    </ImportDialog>
  );
}
