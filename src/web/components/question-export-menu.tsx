import { Loader2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { INTEROP_MESSAGES } from '../../contracts/interop.contract';
import { serverMessage } from '../lib/api-client';
import {
  exportQuestions,
  QUESTION_EXPORT_FORMATS,
  type QuestionExportFormat,
} from '../lib/question-export';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { toastError } from './ui/toast';

const HINTS: Record<QuestionExportFormat, string> = {
  gift: 'Moodle: Question bank → Import → GIFT',
  'moodle-xml': 'Moodle: Question bank → Import → Moodle XML',
  qti: 'Canvas and other LMSs: import a QTI package',
};

/** The saved questions of an assessment or quiz as a file an LMS imports (GIFT, Moodle XML, QTI). */
export function QuestionExportMenu({
  kind,
  id,
  disabled = false,
}: {
  kind: 'assessments' | 'quizzes';
  id: number;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState<QuestionExportFormat | null>(null);
  async function run(format: QuestionExportFormat) {
    setPending(format);
    try {
      await exportQuestions(kind, id, format);
    } catch (error) {
      toastError('Error', serverMessage(error) ?? INTEROP_MESSAGES.exportFailed);
    } finally {
      setPending(null);
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || pending !== null}>
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Share2 className="size-4" aria-hidden="true" />
          )}
          Export to LMS
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)]">
        <p className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
          Questions as a file for your LMS
        </p>
        {QUESTION_EXPORT_FORMATS.map((f) => (
          <DropdownMenuItem
            key={f.format}
            className="flex flex-col items-start gap-0.5 normal-case"
            onSelect={() => void run(f.format)}
          >
            <span className="font-medium">{f.label}</span>
            <span className="text-xs text-muted-foreground">{HINTS[f.format]}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
