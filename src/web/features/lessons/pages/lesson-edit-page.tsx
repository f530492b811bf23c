import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import type { z } from 'zod';
import { LESSON_STATUSES, SUBJECTS } from '../../../../contracts/constants';
import {
  LESSON_LIMITS,
  LESSON_MESSAGES as M,
  updateLessonBody,
  type Lesson,
} from '../../../../contracts/lessons.contract';
import { bindField, FormField, NumberField, TextareaField } from '../../../components/form-field';
import { BackLink } from '../../../components/back-link';
import { SaveAlerts, SaveBar } from '../../../components/save-bar';
import { Card } from '../../../components/ui/card';
import { saveToasts } from '../../../lib/save-toasts';
import { serverMessage } from '../../../lib/api-client';

import { LessonNotFound } from '../components/lesson-not-found';
import { GradeSelect } from '../../../components/grade-select';
import { NativeSelect } from '../../../components/native-select';
import { useLesson, useUpdateLesson } from '../lessons.api';
import { FormSkeleton } from '../../../components/form-skeleton';
import { StandardsPicker } from '../../../components/standards-picker';
import type { StandardRef } from '../../../../contracts/standards.contract';

type FormIn = z.input<typeof updateLessonBody>;
type FormOut = z.output<typeof updateLessonBody>;

function EditForm({ lesson }: { lesson: Lesson }) {
  const [, navigate] = useLocation();
  const update = useUpdateLesson();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(updateLessonBody),
    defaultValues: {
      title: lesson.title,
      subject: lesson.subject as FormOut['subject'],
      grade: lesson.grade as FormOut['grade'],
      topic: lesson.topic,
      duration: lesson.duration,
      objectives: lesson.objectives.join('\n'),
      materials: lesson.materials.join('\n'),
      description: lesson.description,
      content: { generatedContent: lesson.content.generatedContent },
      status: lesson.status,
      standards: lesson.standards ?? [],
    },
  });
  const e = form.formState.errors;
  const standards = (form.watch('standards') ?? []) as StandardRef[];
  const submit = form.handleSubmit((v) =>
    update.mutate(
      { id: lesson.id, ...v },
      saveToasts(M, () => navigate(`/lessons/${lesson.id}`)),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <SaveAlerts
        failed={update.isError ? (serverMessage(update.error) ?? M.updateFailed) : undefined}
      />
      <Card className="space-y-4">
        <FormField
          id="edit-title"
          label="Lesson Title"
          maxLength={LESSON_LIMITS.title}
          {...bindField(form, 'title')}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <NativeSelect
            id="edit-subject"
            label="Subject"
            options={SUBJECTS}
            {...bindField(form, 'subject')}
          />
          <GradeSelect id="edit-grade" {...bindField(form, 'grade')} />
          <NumberField
            id="edit-duration"
            label="Duration (minutes)"
            min={LESSON_LIMITS.durationMin}
            max={LESSON_LIMITS.durationMax}
            {...bindField(form, 'duration', { valueAsNumber: true })}
          />
          <NativeSelect
            id="edit-status"
            label="Status"
            options={LESSON_STATUSES}
            format={(s) => s[0]!.toUpperCase() + s.slice(1)}
            {...bindField(form, 'status')}
          />
        </div>
        <FormField
          id="edit-topic"
          label="Topic"
          maxLength={LESSON_LIMITS.topic}
          {...bindField(form, 'topic')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextareaField
            id="edit-objectives"
            label="Learning Objectives"
            rows={5}
            hint="One per line; empty lines are dropped."
            {...bindField(form, 'objectives')}
          />
          <TextareaField
            id="edit-materials"
            label="Materials"
            rows={5}
            hint="One per line; empty lines are dropped."
            {...bindField(form, 'materials')}
          />
        </div>
        <TextareaField
          id="edit-description"
          label="Description"
          rows={3}
          maxLength={LESSON_LIMITS.description}
          {...bindField(form, 'description')}
        />
      </Card>
      <Card className="space-y-2">
        <StandardsPicker
          id="edit-standards"
          subject={form.watch('subject') ?? lesson.subject}
          grade={form.watch('grade') ?? lesson.grade}
          value={standards}
          onChange={(next) => form.setValue('standards', next, { shouldDirty: true })}
        />
        {e.standards?.message ? (
          <p className="text-sm text-destructive" role="alert">
            {e.standards.message}
          </p>
        ) : null}
      </Card>
      <Card className="space-y-2">
        <TextareaField
          id="edit-content"
          label="Lesson plan (Markdown)"
          rows={18}
          className="font-mono text-sm"
          hint="Headings (#), lists (-) and **bold** are formatted on the lesson page."
          error={e.content?.generatedContent?.message ?? e.content?.message}
          {...form.register('content.generatedContent')}
        />
      </Card>
      <SaveBar backHref={`/lessons/${lesson.id}`} saving={update.isPending} />
    </form>
  );
}

/** /lessons/:id/edit — every field and the status, validated with the API's own schema. */
export default function LessonEditPage() {
  const id = Number(useParams<{ id: string }>().id);
  const lesson = useLesson(id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <BackLink href={Number.isInteger(id) ? `/lessons/${id}` : '/lessons'}>
          Back to lesson
        </BackLink>
        <h1 className="mt-2 text-2xl font-bold">Edit Lesson</h1>
      </div>
      {lesson.isLoading ? (
        <FormSkeleton label="Loading lesson" />
      ) : lesson.data ? (
        <EditForm key={lesson.data.id} lesson={lesson.data} />
      ) : (
        <LessonNotFound />
      )}
    </div>
  );
}
