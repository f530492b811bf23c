import { Loader2, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { ReadingLevel } from '../../contracts/ai.contract';
import type { RelevelDirection } from '../../contracts/reading-level.text';
import { usePublicConfig } from '../lib/auth';
import { serverMessage } from '../lib/api-client';
import { useRelevel, type RelevelRequest } from '../lib/relevel';
import { ReadingLevelBadge } from './reading-level-badge';
import { Button } from './ui/button';
import { toast, toastError } from './ui/toast';

/**
 * "Make easier" / "Make harder" (issue 34 item 1). `harderNeedsModel`: the built-in engine has no
 * writer, so it cannot make a text harder; the button says why instead of failing.
 */
export function RelevelButtons({
  run,
  pending,
  harderNeedsModel,
  label,
}: {
  run: (direction: RelevelDirection) => void;
  pending: RelevelDirection | null;
  harderNeedsModel: boolean;
  /** What is levelled, for the buttons' accessible names ("question 2"); none for the page's text. */
  label?: string;
}) {
  const of = label ? ` (${label})` : '';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => run('easier')}
        disabled={pending !== null}
        aria-label={label ? `Make easier${of}` : undefined}
      >
        {pending === 'easier' ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <TrendingDown className="size-4" aria-hidden="true" />
        )}
        Make easier
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => run('harder')}
        disabled={pending !== null || harderNeedsModel}
        aria-label={label ? `Make harder${of}` : undefined}
        title={
          harderNeedsModel
            ? 'The built-in engine cannot make a text harder; connect an AI model.'
            : undefined
        }
      >
        {pending === 'harder' ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <TrendingUp className="size-4" aria-hidden="true" />
        )}
        Make harder
      </Button>
    </div>
  );
}

/** Who a text is for: what the relevel request says besides the text itself. */
export interface RelevelFor {
  subject: string;
  grade: string;
  /** The assessment's title, the video's subject line: the rewrite keeps to it. */
  topic: string;
}

/**
 * The buttons for a text the teacher is editing (an assessment question, an avatar script): the
 * rewrite replaces the text through `onText`, and the badge shows the new text's level. With
 * the built-in engine "easier" is by rule (shorter sentences, plainer words from a kept list);
 * when that changes nothing, the server's notice is said and the text is kept.
 */
export function RelevelText({
  text,
  context,
  onText,
  label,
}: {
  text: string;
  context: RelevelFor;
  onText: (text: string) => void;
  label?: string;
}) {
  const relevel = useRelevel();
  const config = usePublicConfig();
  const [pending, setPending] = useState<RelevelDirection | null>(null);
  const [level, setLevel] = useState<ReadingLevel | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  function run(direction: RelevelDirection) {
    if (!text.trim()) return;
    setPending(direction);
    const body: RelevelRequest = {
      // A single text, not a document: "explanation" keeps a model to prose of the same kind.
      contentType: 'explanation',
      learningStyle: 'reading',
      subject: context.subject,
      grade: context.grade,
      topic: context.topic.trim() || 'This text',
      text,
      direction,
    } as RelevelRequest;
    relevel.mutate(body, {
      onSuccess: (result) => {
        setLevel(result.readingLevel);
        setNotice(result.notice);
        if (result.notice) return void toast({ title: 'Text unchanged' });
        onText(result.content);
        toast({ title: direction === 'easier' ? 'Made easier' : 'Made harder' });
      },
      onError: (error) =>
        toastError('Could not rewrite the text', serverMessage(error) ?? 'Please try again.'),
      onSettled: () => setPending(null),
    });
  }

  return (
    <div className="flex flex-wrap items-start gap-2">
      <RelevelButtons
        run={run}
        pending={pending}
        harderNeedsModel={config?.ai.engine === 'builtin'}
        label={label}
      />
      <ReadingLevelBadge level={level} />
      {notice && (
        <p className="w-full text-xs text-muted-foreground" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
