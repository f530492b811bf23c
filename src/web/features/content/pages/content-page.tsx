import { useState } from 'react';
import { requiredFilledIn, useAiFailureToast } from '../../../lib/ai-generation';
import { useSearch } from 'wouter';
import { CONTENT_TYPES, DEFAULT_CONTENT_DURATION } from '../../../../contracts/constants';
import { readPrefill } from '../../../lib/prefill';
import { CONTENT_MESSAGES as M } from '../../../../contracts/content.contract';
import { AiQueuePlace } from '../../../components/ai-queue-place';
import { AiEngineNotice } from '../../../components/ai-engine-notice';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { ContentForm, type ContentDraft } from '../components/content-form';
import { NO_SOURCE, sourceRequest } from '../../../components/source-text-field';
import { ContentGuideTabs } from '../components/content-guide-tabs';
import { ContentResult } from '../components/content-result';
import {
  useGenerateContent,
  useRelevelContent,
  type ContentRequest,
  type GeneratedContent,
} from '../content.api';
import { usePublicConfig } from '../../../lib/auth';
import type { RelevelDirection } from '../../../../contracts/reading-level.contract';

const EMPTY: ContentDraft = {
  contentType: '',
  subject: '',
  grade: '',
  topic: '',
  learningStyle: '',
  duration: String(DEFAULT_CONTENT_DURATION),
  additionalRequirements: '',
  ...NO_SOURCE,
};

const REQUIRED = ['contentType', 'subject', 'grade', 'topic', 'learningStyle'] as const;

function toRequest({ sourceText, sourceName, ...d }: ContentDraft): ContentRequest {
  const duration = Number.parseInt(d.duration, 10);
  return {
    ...(d as unknown as ContentRequest),
    topic: d.topic.trim(),
    duration: Number.isFinite(duration) ? duration : DEFAULT_CONTENT_DURATION,
    additionalRequirements: d.additionalRequirements.trim() || undefined,
    // Issue 34 item 3: the teacher's own material, sent only when there is some.
    ...sourceRequest({ sourceText, sourceName }),
  };
}

function linkedDraft(search: string): ContentDraft {
  const type = new URLSearchParams(search).get('type') ?? '';
  const p = readPrefill(search);
  return {
    ...EMPTY,
    ...((CONTENT_TYPES as readonly string[]).includes(type) ? { contentType: type } : {}),
    ...(p.subject ? { subject: p.subject } : {}),
    ...(p.grade ? { grade: p.grade } : {}),
    ...(p.topic ? { topic: p.topic } : {}),
  };
}

export default function ContentPage() {
  // "/content?type=worksheet&topic=..." (the offline assistant's worksheet button) starts filled in.
  const search = useSearch();
  const [draft, setDraft] = useState<ContentDraft>(() => linkedDraft(search));
  const generate = useGenerateContent();
  const relevel = useRelevelContent();
  const config = usePublicConfig();
  const failed = useAiFailureToast();
  // What the panel shows: the generation, then each "Make easier" / "Make harder" of it, made
  // from the request that wrote it (not the form as edited since).
  const [shown, setShown] = useState<
    { request: ContentRequest; result: GeneratedContent & { notice?: string } } | undefined
  >();
  const [levelling, setLevelling] = useState<RelevelDirection | null>(null);

  function run() {
    if (!requiredFilledIn(REQUIRED.map((k) => draft[k]))) return;
    const request = toRequest(draft);
    generate.mutate(request, {
      onSuccess: (result) => {
        setShown({ request, result });
        toast({ title: M.generated });
      },
      onError: (error) =>
        void failed(error, M.errorTitle, serverMessage(error) ?? M.generateFailed),
    });
  }

  function level(direction: RelevelDirection) {
    if (!shown) return;
    setLevelling(direction);
    relevel.mutate(
      { ...shown.request, text: shown.result.content, direction },
      {
        onSuccess: (result) => {
          setShown({ request: shown.request, result });
          toast({
            title: result.notice
              ? 'Text unchanged'
              : direction === 'easier'
                ? 'Made easier'
                : 'Made harder',
          });
        },
        onError: (error) =>
          void failed(error, M.errorTitle, serverMessage(error) ?? M.generateFailed),
        onSettled: () => setLevelling(null),
      },
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Content Generator</h1>
        <p className="text-muted-foreground">
          Worksheets, slides, activities, stories, explanations and quizzes shaped to your class and
          its learning styles.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="h-fit space-y-4 p-5">
          <h2 className="font-semibold">Configuration</h2>
          <ContentForm
            draft={draft}
            onChange={setDraft}
            onSubmit={run}
            pending={generate.isPending}
          />
          <AiEngineNotice />
          <AiQueuePlace active={generate.isPending} />
        </Card>
        <ContentResult
          result={shown?.result}
          pending={generate.isPending}
          relevel={{
            run: level,
            pending: levelling,
            harderNeedsModel: config?.ai.engine === 'builtin',
          }}
        />
      </div>
      <section aria-label="Guidance">
        <ContentGuideTabs
          onUseExample={(r) =>
            setDraft({
              ...EMPTY,
              ...r,
              duration: String(r.duration ?? DEFAULT_CONTENT_DURATION),
              additionalRequirements: r.additionalRequirements ?? '',
            })
          }
        />
      </section>
    </div>
  );
}
