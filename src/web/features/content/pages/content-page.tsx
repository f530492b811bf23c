import { useState } from 'react';
import { requiredFilledIn, useAiFailureToast } from '../../../lib/ai-generation';
import { DEFAULT_CONTENT_DURATION } from '../../../../contracts/constants';
import { CONTENT_MESSAGES as M } from '../../../../contracts/content.contract';
import { AiQueuePlace } from '../../../components/ai-queue-place';
import { AiEngineNotice } from '../../../components/ai-engine-notice';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { ContentForm, type ContentDraft } from '../components/content-form';
import { ContentGuideTabs } from '../components/content-guide-tabs';
import { ContentResult } from '../components/content-result';
import { useGenerateContent, type ContentRequest } from '../content.api';

const EMPTY: ContentDraft = {
  contentType: '',
  subject: '',
  grade: '',
  topic: '',
  learningStyle: '',
  duration: String(DEFAULT_CONTENT_DURATION),
  additionalRequirements: '',
};

const REQUIRED = ['contentType', 'subject', 'grade', 'topic', 'learningStyle'] as const;

function toRequest(d: ContentDraft): ContentRequest {
  const duration = Number.parseInt(d.duration, 10);
  return {
    ...(d as unknown as ContentRequest),
    topic: d.topic.trim(),
    duration: Number.isFinite(duration) ? duration : DEFAULT_CONTENT_DURATION,
    additionalRequirements: d.additionalRequirements.trim() || undefined,
  };
}

export default function ContentPage() {
  const [draft, setDraft] = useState<ContentDraft>(EMPTY);
  const generate = useGenerateContent();
  const failed = useAiFailureToast();

  function run() {
    if (!requiredFilledIn(REQUIRED.map((k) => draft[k]))) return;
    generate.mutate(toRequest(draft), {
      onSuccess: () => toast({ title: M.generated }),
      onError: (error) =>
        void failed(error, M.errorTitle, serverMessage(error) ?? M.generateFailed),
    });
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
        <ContentResult result={generate.data} pending={generate.isPending} />
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
