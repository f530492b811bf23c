import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { LESSON_MESSAGES as M } from '../../../../contracts/lessons.contract';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { EXPORT_FORMATS, exportDocument, type ExportFormat } from '../lessons.api';

/** Export to Markdown, DOCX or PDF through the server's export endpoint. */
export function ExportMenu({ title, markdown }: { title: string; markdown: () => string }) {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setPending(format);
    try {
      await exportDocument(format, title, markdown());
    } catch (error) {
      toast({ title: M.errorTitle, description: serverMessage(error) ?? M.exportFailed, variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={pending !== null}>
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {EXPORT_FORMATS.map((f) => (
          <DropdownMenuItem key={f.format} className="normal-case" onSelect={() => void run(f.format)}>
            {f.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
