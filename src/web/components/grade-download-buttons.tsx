import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../lib/api-client';
import { downloadGrades, GRADE_EXPORT_FORMATS, type GradeExportFormat } from '../lib/grade-export';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { toastError } from './ui/toast';

/**
 * "Download: CSV | Excel" for a grade file (an assessment's results, a class's gradebook). The
 * label names what is downloaded, so each button reads on its own to a screen reader.
 */
export function GradeDownloadButtons({
  base,
  what,
  failedMessage,
  className,
}: {
  /** The file's path without its extension (see `gradeFileBase`). */
  base: string;
  /** What the file holds, for the buttons' accessible names: "results", "gradebook". */
  what: string;
  failedMessage: string;
  className?: string;
}) {
  const [pending, setPending] = useState<GradeExportFormat | null>(null);
  async function run(format: GradeExportFormat) {
    setPending(format);
    try {
      await downloadGrades(base, format);
    } catch (error) {
      toastError('Error', serverMessage(error) ?? failedMessage);
    } finally {
      setPending(null);
    }
  }
  return (
    <div
      role="group"
      aria-label={`Download ${what}`}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <span className="text-sm text-muted-foreground">Download</span>
      {GRADE_EXPORT_FORMATS.map((f) => (
        <Button
          key={f.format}
          variant="outline"
          size="sm"
          disabled={pending !== null}
          aria-label={`Download ${what} as ${f.label}`}
          onClick={() => void run(f.format)}
        >
          {pending === f.format ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {f.label}
        </Button>
      ))}
    </div>
  );
}
