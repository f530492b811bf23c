import { Check, Copy, FileText, Loader2 } from 'lucide-react';
import { RelevelButtons } from '../../../components/relevel-buttons';
import type { RelevelDirection } from '../../../../contracts/reading-level.contract';
import { ReadingLevelBadge } from '../../../components/reading-level-badge';
import { useState } from 'react';
import { CONTENT_MESSAGES as M } from '../../../../contracts/content.contract';
import { ExportMenu } from '../../../components/export-menu';
import { Markdown } from '../../../components/markdown';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast, toastError } from '../../../components/ui/toast';
import type { GeneratedContent } from '../content.api';
import { contentBody } from '../content-body';
import { hasTeacherSections, studentCopy } from '../../../../contracts/student-copy';

export function ContentResult({
  result,
  pending,
  relevel,
}: {
  /** `notice`: said by a relevel that could not do what was asked. */
  result: (GeneratedContent & { notice?: string }) | undefined;
  pending: boolean;
  /** "Make easier" / "Make harder"; `harderNeedsModel`: the built-in engine cannot. */
  relevel?: {
    run: (direction: RelevelDirection) => void;
    pending: RelevelDirection | null;
    harderNeedsModel: boolean;
  };
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.content);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: M.copied });
    } catch {
      toastError(M.errorTitle, M.copyFailed);
    }
  }
  return (
    <Card className="flex min-h-[28rem] flex-col p-0" aria-busy={pending}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-5 py-3">
        <h2 className="font-semibold">{result?.title ?? 'Generated Content'}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()} disabled={!result}>
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            Copy
          </Button>
          <ExportMenu
            title={result?.title ?? 'content'}
            markdown={() => result?.content ?? ''}
            failedMessage={M.exportFailed}
            disabled={!result}
          />
          {/* Handouts: the same material without its answer key and notes for the teacher. */}
          {result && hasTeacherSections(result.content) && (
            <ExportMenu
              label="Student copy"
              title={`${result.title} (Student copy)`}
              markdown={() => studentCopy(result.content)}
              failedMessage={M.exportFailed}
            />
          )}
        </div>
      </div>
      {result && !pending && (
        <div className="flex flex-wrap items-start gap-2 border-b px-5 py-3">
          <ReadingLevelBadge level={result.readingLevel} className="mr-auto" />
          {!result.readingLevel && (
            <p className="mr-auto text-xs text-muted-foreground">
              Too little prose to measure a reading level.
            </p>
          )}
          {relevel && (
            <RelevelButtons
              run={relevel.run}
              pending={relevel.pending}
              harderNeedsModel={relevel.harderNeedsModel}
            />
          )}
          {result.notice && (
            <p className="w-full text-xs text-muted-foreground" role="status">
              {result.notice}
            </p>
          )}
        </div>
      )}
      <div className="flex-1 overflow-auto px-5 py-4" data-testid="generated-content">
        {pending ? (
          <div
            className="flex h-full flex-col items-center justify-center gap-3 py-16 text-muted-foreground"
            role="status"
          >
            <Loader2 className="size-8 animate-spin" aria-hidden="true" />
            <p>{M.generating}</p>
          </div>
        ) : result ? (
          <Markdown source={contentBody(result.content, result.title)} />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 py-16 text-center text-muted-foreground">
            <FileText className="size-10" aria-hidden="true" />
            <p className="font-medium text-foreground">{M.emptyPanel}</p>
            <p className="text-sm">{M.emptyHint}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
