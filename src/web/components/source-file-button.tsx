import { FileUp, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  EXTRACT_ACCEPT,
  EXTRACT_MAX_BYTES,
  EXTRACT_ERRORS,
  extractTextResponse,
  type ExtractTextResponse,
} from '../../contracts/extract.contract';
import { ApiError, serverMessage } from '../lib/api-client';
import { Button } from './ui/button';
import { toastError } from './ui/toast';

/** POST /api/ai/extract-text with the file as the multipart field `file` (issue 34 item 3). */
async function extractText(file: File): Promise<ExtractTextResponse> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/ai/extract-text', {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (!res.ok) throw await ApiError.from(res);
  return extractTextResponse.parse(await res.json());
}

/**
 * "Use a file": the teacher's PDF, Word, PowerPoint, text or Markdown file read into a source
 * text field, so an assessment is drawn from their own material. Nothing is kept on the server.
 */
export function SourceFileButton({
  onText,
  describedBy,
}: {
  /** The file's text, and its name (for "From notes.pdf, sentence 3" notes). */
  onText: (text: string, fileName: string) => void;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const status = useId();
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > EXTRACT_MAX_BYTES) {
      toastError('Could not read the file', EXTRACT_ERRORS.too_large.message);
      return;
    }
    setReading(true);
    setRead(null);
    try {
      const got = await extractText(file);
      onText(got.text, file.name);
      setRead(
        `Read ${got.pages} ${got.pages === 1 ? 'page' : 'pages'} from ${file.name}.${got.notice ? ` ${got.notice}` : ''}`,
      );
    } catch (error) {
      toastError('Could not read the file', serverMessage(error) ?? 'Please try again.');
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        type="file"
        accept={EXTRACT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="source-file-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={reading}
        aria-describedby={[describedBy, status].filter(Boolean).join(' ')}
        onClick={() => input.current?.click()}
      >
        {reading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <FileUp className="size-4" aria-hidden="true" />
        )}
        {reading ? 'Reading the file...' : 'Use a file (PDF, Word, PowerPoint, text)'}
      </Button>
      <p id={status} className="text-xs text-muted-foreground" role="status">
        {read}
      </p>
    </div>
  );
}
