import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SUBJECTS } from '../../../../contracts/constants';
import {
  createLessonBody,
  LESSON_LIMITS,
  LESSON_MESSAGES as M,
  splitLines,
  type CreateLessonBody,
} from '../../../../contracts/lessons.contract';
import {
  bindField,
  blankAsMissing,
  FormField,
  NumberField,
  TextareaField,
} from '../../../components/form-field';
import { toast, toastError } from '../../../components/ui/toast';

import { useCreateLesson, useGenerateLesson } from '../lessons.api';
import { EMPTY_DRAFT, type LessonDraft } from '../lesson-templates';
import { GradeSelect } from '../../../components/grade-select';
import { NativeSelect } from '../../../components/native-select';
import { requiredFilledIn, useAiDraftOptions } from '../../../lib/ai-generation';
import { AiCreateDialog } from '../../../components/ai-create-dialog';
import { StandardsPicker, standardCodes } from '../../../components/standards-picker';
import type { StandardRef } from '../../../../contracts/standards.contract';
import { NO_SOURCE, SourceTextField, sourceRequest } from '../../../components/source-text-field';

/** The AI endpoint accepts at most 20 objectives; extra ones stay in the teacher's hands. */
const AI_MAX_OBJECTIVES = 20;

type FormIn = z.input<typeof createLessonBody>;

/**
 * The page's draft as the form holds it: a subject or grade still blank is what the schema
 * refuses with its own message on save.
 */
const asForm = (draft: LessonDraft) => draft as FormIn;

/** For Generate with AI, which reads the form unchecked (it asks for its own required fields). */
function generateBody(v: FormIn) {
  const duration = v.duration ?? Number.NaN;
  return {
    title: v.title,
    subject: v.subject,
    grade: v.grade,
    topic: v.topic ?? '',
    duration: Number.isFinite(duration) ? duration : EMPTY_DRAFT.duration,
    objectives: splitLines(v.objectives ?? '').slice(0, AI_MAX_OBJECTIVES),
    description: v.description ?? '',
    // The engine chooses among these first; the saved lesson keeps them.
    standards: standardCodes(v.standards),
  };
}

/**
 * Create New Lesson (spec 2/4): manual save checks the form with the API's own schema (so its
 * messages are the server's) and sends what it parsed; Generate with AI needs title, subject,
 * grade and topic, and the server generates and saves the lesson.
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
  const form = useForm<FormIn, unknown, CreateLessonBody>({
    resolver: zodResolver(createLessonBody),
    defaultValues: asForm(initial),
  });
  // Every opening starts from the page's draft (empty, or a template): nothing of the last
  // lesson, saved or cancelled, leaks into the next one or into its AI prompt.
  // The material is for Generate with AI only (a lesson has no such field): kept beside the form.
  const [source, setSource] = useState(NO_SOURCE);
  useEffect(() => {
    if (!open) return;
    form.reset(asForm(initial));
    setSource(NO_SOURCE);
  }, [open, initial, form]);

  const finish = () => {
    toast({ title: M.created });
    onOpenChange(false);
  };

  const saveManually = form.handleSubmit((v) =>
    create.mutate(v, {
      onSuccess: finish,
      onError: () => toastError(M.errorTitle, M.createFailed),
    }),
  );

  function generate() {
    const v = form.getValues();
    if (!requiredFilledIn([v.title, v.subject, v.grade, v.topic])) return;
    generateLesson.mutate(
      { ...generateBody(v), ...sourceRequest(source) },
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
      create={create}
      generating={generateLesson.isPending}
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
        {...bindField(form, 'title')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NativeSelect
          id="lesson-subject"
          label="Subject"
          placeholder="Select subject"
          options={SUBJECTS}
          {...bindField(form, 'subject')}
        />
        <GradeSelect id="lesson-grade" placeholder="Select grade" {...bindField(form, 'grade')} />
        <NumberField
          id="lesson-duration"
          label="Duration (minutes)"
          min={LESSON_LIMITS.durationMin}
          max={LESSON_LIMITS.durationMax}
          {...bindField(form, 'duration', blankAsMissing)}
        />
      </div>
      <StandardsPicker
        id="lesson-standards"
        subject={form.watch('subject') ?? ''}
        grade={form.watch('grade') ?? ''}
        value={(form.watch('standards') ?? []) as StandardRef[]}
        onChange={(next) => form.setValue('standards', next, { shouldDirty: true })}
      />
      <FormField
        id="lesson-topic"
        label="Topic"
        maxLength={LESSON_LIMITS.topic}
        placeholder="e.g. Equivalent fractions"
        {...bindField(form, 'topic')}
      />
      <TextareaField
        id="lesson-objectives"
        label="Learning Objectives"
        rows={4}
        hint="One per line; empty lines are dropped."
        placeholder="One objective per line"
        {...bindField(form, 'objectives')}
      />
      <TextareaField
        id="lesson-description"
        label="Description"
        rows={3}
        maxLength={LESSON_LIMITS.description}
        {...bindField(form, 'description')}
      />
      <SourceTextField
        id="lesson-source"
        help="Generate with AI builds the lesson from this material: its key terms and its own sentences, cited by number, with practice drawn from them."
        value={source}
        onChange={setSource}
      />
    </AiCreateDialog>
  );
}
