import { FileSpreadsheet, Loader2, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useLocation } from 'wouter';
import { GRADES, SUBJECTS } from '../../../../../contracts/constants';
import {
  INTEROP_LIMITS,
  INTEROP_MESSAGES as M,
  kahootImportQuery,
} from '../../../../../contracts/interop.contract';
import { QUIZ_LIMITS } from '../../../../../contracts/quizzes.contract';
import { ImportProblems } from '../../../../components/import-problems';
import { NativeSelect } from '../../../../components/native-select';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/toast';
import { serverMessage } from '../../../../lib/api-client';
import { gradeLabel } from '../../../../lib/format';
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

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    preview.reset();
    if (chosen.size > INTEROP_LIMITS.kahootBytes) {
      setFile(null);
      toast({ title: 'Error', description: M.kahootTooLarge, variant: 'destructive' });
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
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error) ?? M.kahootImportFailed,
            variant: 'destructive',
          }),
      },
    );
  }

  const result = preview.data;
  const count = result?.questions.length ?? 0;
  const tooMany = count > QUIZ_LIMITS.questions;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileSpreadsheet className="size-4" aria-hidden="true" /> Import from Kahoot
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Import a Kahoot quiz"
        description="Upload a quiz in Kahoot’s spreadsheet template (.xlsx): Question, Answer 1 to 4, Time limit and Correct answer(s) under the template’s header rows."
        className="sm:max-w-2xl"
      >
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="kahoot-file">Spreadsheet</Label>
            <label
              htmlFor="kahoot-file"
              className="flex cursor-pointer items-center gap-3 rounded-md border border-dashed p-4 text-sm hover:bg-muted/50 focus-within:ring-2 focus-within:ring-ring"
            >
              <Upload className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 truncate">
                {file ? file.name : 'Choose a .xlsx file (at most 2 MB)'}
              </span>
            </label>
            <input
              id="kahoot-file"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              onChange={pick}
            />
          </div>

          {preview.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Reading the sheet…
            </p>
          )}
          {preview.isError && (
            <Alert variant="destructive">
              {serverMessage(preview.error) ?? M.kahootImportFailed}
            </Alert>
          )}
          {result && (
            <div className="space-y-3" data-testid="kahoot-preview">
              <p className="text-sm" role="status">
                <strong>{count}</strong> question{count === 1 ? '' : 's'} ready
                {result.skipped.length > 0 &&
                  `, ${result.skipped.length} row${result.skipped.length === 1 ? '' : 's'} left out`}
                .
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
              <NativeSelect
                id="kahoot-grade"
                label="Grade Level"
                placeholder="Select grade"
                options={GRADES}
                format={gradeLabel}
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

          <DialogActions>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button disabled={count === 0 || tooMany || importCall.isPending} onClick={create}>
              {importCall.isPending && (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              )}
              Create quiz
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
