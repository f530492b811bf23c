import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { toastError } from './ui/toast';
import { serverMessage } from '../lib/api-client';
import { EXPORT_FORMATS, exportDocument, type ExportFormat } from '../lib/export-document';

/** Export to Markdown, DOCX or PDF through the server's export endpoint. */
export function ExportMenu({
  title,
  markdown,
  failedMessage,
  disabled = false,
  label = 'Export',
}: {
  title: string;
  /** The button's text, when a page offers more than one document. */
  label?: string;
  markdown: () => string;
  failedMessage: string;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setPending(format);
    try {
      await exportDocument(format, title, markdown());
    } catch (error) {
      toastError('Error', serverMessage(error) ?? failedMessage);
    } finally {
      setPending(null);
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled || pending !== null}>
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {EXPORT_FORMATS.map((f) => (
          <DropdownMenuItem
            key={f.format}
            className="normal-case"
            onSelect={() => void run(f.format)}
          >
            {f.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
