import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { GRADES, SUBJECTS } from '../../../../contracts/constants';
import {
  LESSON_LIMITS,
  LESSON_MESSAGES as M,
  splitLines,
} from '../../../../contracts/lessons.contract';
import { FormField } from '../../../components/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { gradeLabel } from '../../../lib/format';
import { useCreateLesson, useGenerateLesson } from '../lessons.api';
import { EMPTY_DRAFT, type LessonDraft } from '../lesson-templates';
import { NativeSelect } from '../../../components/native-select';
import { MISSING_DESCRIPTION, MISSING_TITLE, useAiDraftOptions } from '../../../lib/ai-generation';
import { AiCreateDialog } from '../../../components/ai-create-dialog';

/** The AI endpoint accepts at most 20 objectives; extra ones stay in the teacher's hands. */
const AI_MAX_OBJECTIVES = 20;

function body(v: LessonDraft) {
  return {
    title: v.title,
    subject: v.subject as (typeof SUBJECTS)[number],
    grade: v.grade as (typeof GRADES)[number],
    topic: v.topic,
    duration: Number.isFinite(v.duration) ? v.duration : EMPTY_DRAFT.duration,
    objectives: splitLines(v.objectives),
    description: v.description,
  };
}

/**
 * Create New Lesson (spec 2/4): manual save sends the form as is (the server validates);
 * Generate with AI needs title, subject, grade and topic; the server generates and saves the lesson.
 */
export function CreateLessonDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: LessonDraft;
}) {
  const create = useCreateLesson();
  const generateLesson = useGenerateLesson();
  const draftOptions = useAiDraftOptions(M);
  const form = useForm<LessonDraft>({ defaultValues: initial });
  // Every opening starts from the page's draft (empty, or a template): nothing of the last
  // lesson, saved or cancelled, leaks into the next one or into its AI prompt.
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, initial, form]);

  const finish = () => {
    toast({ title: M.created });
    onOpenChange(false);
  };

  const saveManually = form.handleSubmit((v) =>
    create.mutate(body(v), {
      onSuccess: finish,
      onError: () =>
        toast({ title: M.errorTitle, description: M.createFailed, variant: 'destructive' }),
    }),
  );

  function generate() {
    const v = form.getValues();
    if (![v.title, v.subject, v.grade, v.topic].every((f) => f.trim())) {
      toast({ title: MISSING_TITLE, description: MISSING_DESCRIPTION, variant: 'destructive' });
      return;
    }
    const base = body(v);
    generateLesson.mutate(
      { ...base, objectives: base.objectives.slice(0, AI_MAX_OBJECTIVES) },
      {
        onSuccess: () => {
          toast({ title: M.created, description: M.generatedDescription });
          onOpenChange(false);
        },
        ...draftOptions,
      },
    );
  }

  return (
    <AiCreateDialog
      title="Create New Lesson"
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => create.reset()}
      generating={generateLesson.isPending}
      creating={create.isPending}
      error={create.isError ? serverMessage(create.error) : undefined}
      onSubmit={saveManually}
      onGenerate={generate}
      generatingLabel={M.generating}
      createLabel="Create Lesson"
      progress="Writing your lesson plan. This can take a little while."
    >
      <FormField
        id="lesson-title"
        label="Lesson Title"
        maxLength={LESSON_LIMITS.title}
        placeholder="e.g. Fractions on a number line"
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NativeSelect
          id="lesson-subject"
          label="Subject"
          placeholder="Select subject"
          options={SUBJECTS}
          {...form.register('subject')}
        />
        <NativeSelect
          id="lesson-grade"
          label="Grade"
          placeholder="Select grade"
          options={GRADES}
          format={gradeLabel}
          {...form.register('grade')}
        />
        <FormField
          id="lesson-duration"
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={LESSON_LIMITS.durationMin}
          max={LESSON_LIMITS.durationMax}
          {...form.register('duration', { valueAsNumber: true })}
        />
      </div>
      <FormField
        id="lesson-topic"
        label="Topic"
        maxLength={LESSON_LIMITS.topic}
        placeholder="e.g. Equivalent fractions"
        {...form.register('topic')}
      />
      <div className="space-y-1.5">
        <Label htmlFor="lesson-objectives">Learning Objectives</Label>
        <Textarea
          id="lesson-objectives"
          rows={4}
          aria-describedby="lesson-objectives-hint"
          placeholder={'One objective per line'}
          {...form.register('objectives')}
        />
        <p id="lesson-objectives-hint" className="text-xs text-muted-foreground">
          One per line; empty lines are dropped.
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="lesson-description">Description</Label>
        <Textarea
          id="lesson-description"
          rows={3}
          maxLength={LESSON_LIMITS.description}
          {...form.register('description')}
        />
      </div>
    </AiCreateDialog>
  );
}
