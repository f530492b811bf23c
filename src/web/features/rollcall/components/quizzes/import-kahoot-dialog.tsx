import { countOf } from '../../../../lib/format';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { SUBJECTS } from '../../../../../contracts/constants';
import {
  INTEROP_LIMITS,
  INTEROP_MESSAGES as M,
  kahootImportQuery,
} from '../../../../../contracts/interop.contract';
import { QUIZ_LIMITS } from '../../../../../contracts/quizzes.contract';
import { FilePickerBox, ImportDialog } from '../../../../components/import-dialog';
import { ImportProblems } from '../../../../components/import-problems';
import { GradeSelect } from '../../../../components/grade-select';
import { NativeSelect } from '../../../../components/native-select';
import { Alert } from '../../../../components/ui/alert';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast, toastError } from '../../../../components/ui/toast';
import { serverMessage } from '../../../../lib/api-client';

import { useImportKahoot, usePreviewKahoot } from '../../interop.api';

const byLine = (rows: { line: number; errors: string[] }[]) =>
  rows.map((r) => ({ key: String(r.line), where: `Row ${r.line}`, messages: r.errors }));

/**
 * Kahoot's quiz spreadsheet (.xlsx) in as a quiz: pick the file, see which rows become questions
 * and why the others cannot, name it, create it, then review it on the quiz page.
 */
export function ImportKahootDialog() {
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState({ title: '', subject: '', gradeLevel: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const preview = usePreviewKahoot();
  const importCall = useImportKahoot();

  const reset = () => {
    setFile(null);
    setFields({ title: '', subject: '', gradeLevel: '' });
    setFieldError(null);
    preview.reset();
    importCall.reset();
  };

  function pick([chosen]: File[]) {
    if (!chosen) return;
    preview.reset();
    if (chosen.size > INTEROP_LIMITS.kahootBytes) {
      setFile(null);
      toastError('Error', M.kahootTooLarge);
      return;
    }
    setFile(chosen);
    setFields((f) => ({ ...f, title: f.title || chosen.name.replace(/\.xlsx$/i, '') }));
    preview.mutate(chosen);
  }

  function create() {
    const parsed = kahootImportQuery.safeParse(fields);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(null);
    importCall.mutate(
      { file: file!, fields: parsed.data },
      {
        onSuccess: ({ quiz }) => {
          toast({ title: quiz.title, description: M.kahootImported(quiz.questionCount) });
          setOpen(false);
          reset();
          navigate(`/rollcall/quizzes/${quiz.id}`);
        },
        onError: (error) => toastError('Error', serverMessage(error) ?? M.kahootImportFailed),
      },
    );
  }

  const result = preview.data;
  const count = result?.questions.length ?? 0;
  const tooMany = count > QUIZ_LIMITS.questions;

  return (
    <ImportDialog
      triggerIcon={FileSpreadsheet}
      triggerLabel="Import from Kahoot"
      title="Import a Kahoot quiz"
      description="Upload a quiz in Kahoot’s spreadsheet template (.xlsx): Question, Answer 1 to 4, Time limit and Correct answer(s) under the template’s header rows."
      open={open}
      onOpenChange={setOpen}
      onReset={reset}
      picker={
        <FilePickerBox
          id="kahoot-file"
          label="Spreadsheet"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          chosen={file?.name}
          prompt="Choose a .xlsx file (at most 2 MB)"
          onFiles={pick}
        />
      }
      reading={preview.isPending && 'Reading the sheet…'}
      error={preview.isError ? (serverMessage(preview.error) ?? M.kahootImportFailed) : null}
      importLabel="Create quiz"
      canImport={count > 0 && !tooMany}
      importing={importCall.isPending}
      onImport={create}
    >
      {result && (
        <div className="space-y-3" data-testid="kahoot-preview">
          <p className="text-sm" role="status">
            <strong>{count}</strong> question{count === 1 ? '' : 's'} ready
            {result.skipped.length > 0 && `, ${countOf(result.skipped.length, 'row')} left out`}.
          </p>
          {tooMany && <Alert variant="destructive">{M.kahootTooManyQuestions}</Alert>}
          <ImportProblems
            title="Rows left out"
            tone="error"
            testId="kahoot-skipped"
            items={byLine(result.skipped)}
          />
          <ImportProblems
            title="Rows changed on the way in"
            tone="warning"
            items={byLine(result.warnings)}
          />
          {count > 0 && (
            <ol className="max-h-40 list-decimal space-y-1 overflow-y-auto rounded-md border p-3 pl-8 text-sm">
              {result.questions.map((q) => (
                <li key={q.line}>
                  {q.question}{' '}
                  <span className="text-muted-foreground">
                    ({q.choices[q.answerIndex]}, {q.timeLimit} s)
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {count > 0 && !tooMany && (
        <fieldset className="grid gap-4 sm:grid-cols-3" disabled={importCall.isPending}>
          <div className="space-y-1.5 sm:col-span-3">
            <Label htmlFor="kahoot-title">Quiz title</Label>
            <Input
              id="kahoot-title"
              value={fields.title}
              maxLength={QUIZ_LIMITS.title}
              onChange={(e) => setFields({ ...fields, title: e.target.value })}
            />
          </div>
          <NativeSelect
            id="kahoot-subject"
            label="Subject"
            placeholder="Select subject"
            options={SUBJECTS}
            value={fields.subject}
            onChange={(e) => setFields({ ...fields, subject: e.target.value })}
          />
          <GradeSelect
            id="kahoot-grade"
            label="Grade Level"
            placeholder="Select grade"
            value={fields.gradeLevel}
            onChange={(e) => setFields({ ...fields, gradeLevel: e.target.value })}
          />
        </fieldset>
      )}
      {fieldError && (
        <p className="text-sm text-destructive" role="alert">
          {fieldError}
        </p>
      )}
    </ImportDialog>
  );
}
