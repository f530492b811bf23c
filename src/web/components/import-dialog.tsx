import { FileUp, Loader2, Upload, type LucideIcon } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from './ui/dialog';
import { Label } from './ui/label';

/**
 * The frame every import shares (students from CSV or OneRoster, quizzes from Kahoot): a button
 * that opens it, the file picker, options, "reading" progress, the preview's error, the preview
 * itself, then Cancel (or the dialog's own second button) and the import button. Closing it any
 * way calls `onReset`, so the next opening starts clean.
 */
export function ImportDialog({
  triggerIcon: TriggerIcon,
  triggerLabel,
  title,
  description,
  className = 'sm:max-w-2xl',
  open,
  onOpenChange,
  onReset,
  picker,
  options,
  reading,
  error,
  children,
  secondary,
  importLabel,
  canImport,
  importing,
  onImport,
}: {
  triggerIcon: LucideIcon;
  triggerLabel: string;
  title: string;
  description: ReactNode;
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: () => void;
  picker: ReactNode;
  /** Choices that shape the preview or the import (whose classes, which class). */
  options?: ReactNode;
  /** Said with a spinner while the file is being read; nothing otherwise. */
  reading?: string | false;
  /** Why the file could not be read. */
  error?: string | null;
  /** The preview. */
  children?: ReactNode;
  /** In place of Cancel. */
  secondary?: ReactNode;
  importLabel: string;
  canImport: boolean;
  importing: boolean;
  onImport: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) onReset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <TriggerIcon className="size-4" aria-hidden="true" /> {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description} className={className}>
        <div className="space-y-4">
          {picker}
          {options}
          {reading && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {reading}
            </p>
          )}
          {error && <Alert variant="destructive">{error}</Alert>}
          {children}
          <DialogActions>
            {secondary ?? (
              <Button
                variant="outline"
                onClick={() => {
                  onOpenChange(false);
                  onReset();
                }}
              >
                Cancel
              </Button>
            )}
            <Button disabled={!canImport || importing} onClick={onImport}>
              {importing && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {importLabel}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The chosen files, with the input cleared so choosing the same file again is seen too. */
function takeFiles(e: ChangeEvent<HTMLInputElement>) {
  const files = [...(e.target.files ?? [])];
  e.target.value = '';
  return files;
}

/** A dashed box naming the chosen file (or what to choose) that opens the file chooser. */
export function FilePickerBox({
  id,
  label,
  accept,
  multiple,
  chosen,
  prompt,
  onFiles,
}: {
  id: string;
  label: string;
  accept: string;
  multiple?: boolean;
  /** What was chosen, shown in place of the prompt. */
  chosen?: string | null;
  prompt: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-md border border-dashed p-4 text-sm hover:bg-muted/50 focus-within:ring-2 focus-within:ring-ring"
      >
        <Upload className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 truncate">{chosen || prompt}</span>
      </label>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        onChange={(e) => {
          const files = takeFiles(e);
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}

/** A small "Choose file" button, for a dialog where the file is one way in among others. */
export function FilePickerButton({
  accept,
  testId,
  onFile,
}: {
  accept: string;
  testId?: string;
  onFile: (file: File) => void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-ring">
      <FileUp className="size-4" aria-hidden="true" /> Choose file
      <input
        type="file"
        accept={accept}
        className="sr-only"
        data-testid={testId}
        onChange={(e) => {
          const [file] = takeFiles(e);
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
