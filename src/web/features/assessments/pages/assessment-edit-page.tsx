import { zodResolver } from '@hookform/resolvers/zod';
import { ReadingLevelBadge } from '../../../components/reading-level-badge';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import {
  ASSESSMENT_LIMITS as L,
  ASSESSMENT_MESSAGES as M,
  SCORE_RELEASES,
  assessmentFormBody,
  type Assessment,
  type ScoreRelease,
} from '../../../../contracts/assessments.contract';
import { ASSESSMENT_SUBJECTS, ASSESSMENT_TYPES } from '../../../../contracts/constants';
import type { Question, QuestionType } from '../../../../contracts/questions.contract';
import { BackLink } from '../../../components/back-link';
import { ExportMenu } from '../../../components/export-menu';
import { QuestionExportMenu } from '../../../components/question-export-menu';
import { bindField, FormField, NumberField, TextareaField } from '../../../components/form-field';
import { SaveAlerts, SaveBar } from '../../../components/save-bar';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { saveToasts } from '../../../lib/save-toasts';
import { serverMessage } from '../../../lib/api-client';
import { GradeSelect } from '../../../components/grade-select';
import { StandardsPicker } from '../../../components/standards-picker';
import type { StandardRef } from '../../../../contracts/standards.contract';
import { NativeSelect } from '../../../components/native-select';
import { toFormValues, type AssessmentFormIn, type AssessmentFormOut } from '../assessment-draft';
import { capitalize, QUESTION_TYPE_LABELS } from '../assessment-format';
import { assessmentToMarkdown } from '../assessment-markdown';
import { useAssessment, useUpdateAssessment } from '../assessments.api';
import { AssessmentNotFound } from '../components/assessment-not-found';
import { PrintCopyMenu } from '../components/print-copy-menu';
import { SCORE_RELEASE_LABELS } from '../components/publish-panel';
import { QuestionEditor } from '../components/question-editor';
import type { RelevelFor } from '../../../components/relevel-buttons';
import { newQuestion } from '../question-draft';
import { FormSkeleton } from '../../../components/form-skeleton';
import { flattenErrors } from '../../../lib/form-errors';

function DetailsCard({
  form,
  savedSubject,
}: {
  form: UseFormReturn<AssessmentFormIn, unknown, AssessmentFormOut>;
  savedSubject: string;
}) {
  // An assessment saved with a subject outside the form's five keeps it as an option.
  const subjects: readonly string[] = (ASSESSMENT_SUBJECTS as readonly string[]).includes(
    savedSubject,
  )
    ? ASSESSMENT_SUBJECTS
    : [...ASSESSMENT_SUBJECTS, savedSubject];
  const number = { valueAsNumber: true } as const;
  return (
    <Card className="space-y-4">
      <FormField
        id="edit-title"
        label="Assessment Title"
        maxLength={L.title}
        {...bindField(form, 'title')}
      />
      <TextareaField
        id="edit-description"
        label="Description"
        rows={3}
        maxLength={L.description}
        {...bindField(form, 'description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NativeSelect
          id="edit-type"
          label="Type"
          options={ASSESSMENT_TYPES}
          format={capitalize}
          {...bindField(form, 'type')}
        />
        <NativeSelect
          id="edit-subject"
          label="Subject"
          options={subjects}
          {...bindField(form, 'subject')}
        />
        <GradeSelect id="edit-grade" {...bindField(form, 'grade')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          id="edit-max-score"
          label="Max Score"
          min={1}
          max={L.maxScore}
          {...bindField(form, 'maxScore', number)}
        />
        <NumberField
          id="edit-time-limit"
          label="Time Limit (minutes)"
          min={1}
          max={L.timeLimit}
          {...bindField(form, 'timeLimit', number)}
        />
        <NumberField
          id="edit-question-count"
          label="Planned questions"
          min={1}
          max={L.questionCount}
          {...bindField(form, 'questionCount', number)}
        />
        <NativeSelect
          id="edit-score-release"
          label="Students see their score"
          options={SCORE_RELEASES}
          format={(r) => SCORE_RELEASE_LABELS[r as ScoreRelease]}
          {...bindField(form, 'scoreRelease')}
        />
      </div>
    </Card>
  );
}

/**
 * The question list as a field array: react-hook-form keeps each question's identity (`key`)
 * across moves and removals; each editor reads its live value and writes the whole question.
 */
function QuestionsSection({
  control,
  errors,
  setQuestion,
  relevelFor,
}: {
  control: Control<AssessmentFormIn, unknown, AssessmentFormOut>;
  errors: FieldErrors<AssessmentFormIn>;
  setQuestion: (index: number, q: Question) => void;
  relevelFor: RelevelFor;
}) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'questions.items' });
  const items = useWatch({ control, name: 'questions.items' }) as Question[];
  const [addType, setAddType] = useState<QuestionType>('multiple_choice');
  const itemErrors = errors.questions?.items;
  const listError = itemErrors?.root?.message ?? itemErrors?.message ?? errors.questions?.message;
  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <h2 id="questions-heading" className="text-lg font-semibold">
        Questions ({fields.length})
      </h2>
      {listError && <Alert variant="destructive">{listError}</Alert>}
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          No questions yet. Add one below; students can take the assessment once it has questions.
        </p>
      )}
      {fields.map((field, i) => (
        <QuestionEditor
          key={field.id}
          q={items[i] ?? (field as unknown as Question)}
          index={i}
          count={fields.length}
          errors={flattenErrors(itemErrors?.[i])}
          onChange={(next) => setQuestion(i, next)}
          onMove={(delta) => {
            const to = i + delta;
            if (to >= 0 && to < fields.length) move(i, to);
          }}
          onRemove={() => remove(i)}
          relevelFor={relevelFor}
        />
      ))}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <NativeSelect
          id="new-question-type"
          label="New question type"
          options={Object.keys(QUESTION_TYPE_LABELS)}
          format={(t) => QUESTION_TYPE_LABELS[t as QuestionType]}
          value={addType}
          onChange={(e) => setAddType(e.target.value as QuestionType)}
        />
        <Button
          variant="outline"
          disabled={fields.length >= L.questions}
          onClick={() => append(newQuestion(items, addType))}
        >
          <Plus className="size-4" aria-hidden="true" /> Add question
        </Button>
      </div>
    </section>
  );
}

function EditForm({ assessment }: { assessment: Assessment }) {
  const [, navigate] = useLocation();
  const update = useUpdateAssessment();
  const form = useForm<AssessmentFormIn, unknown, AssessmentFormOut>({
    resolver: zodResolver(assessmentFormBody),
    defaultValues: toFormValues(assessment),
  });
  const { errors, isSubmitted } = form.formState;
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: assessment.id, ...values },
      saveToasts(M, () => navigate(`/assessments/${assessment.id}/results`)),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <SaveAlerts
        invalid={Object.keys(errors).length > 0}
        failed={update.isError ? (serverMessage(update.error) ?? M.updateFailed) : undefined}
      />
      <DetailsCard form={form} savedSubject={assessment.subject} />
      <Card className="space-y-2">
        <StandardsPicker
          id="edit-standards"
          subject={form.watch('subject') ?? assessment.subject}
          grade={form.watch('grade') ?? assessment.grade}
          value={(form.watch('standards') ?? []) as StandardRef[]}
          onChange={(next) => form.setValue('standards', next, { shouldDirty: true })}
        />
      </Card>
      <QuestionsSection
        control={form.control}
        errors={errors}
        relevelFor={{
          subject: form.watch('subject') ?? assessment.subject,
          grade: form.watch('grade') ?? assessment.grade,
          topic: form.watch('title') ?? assessment.title,
        }}
        setQuestion={(i, q) =>
          form.setValue(`questions.items.${i}`, q, {
            shouldDirty: true,
            shouldValidate: isSubmitted,
          })
        }
      />
      <SaveBar backHref="/assessments" saving={update.isPending} />
    </form>
  );
}

/** The saved version (not unsaved edits) as a student copy and as an answer key. */
function PrintableExports({ assessment }: { assessment: Assessment }) {
  return (
    <div className="flex flex-wrap gap-2">
      <PrintCopyMenu assessment={assessment} />
      <ExportMenu
        label="Student copy"
        title={assessment.title}
        markdown={() => assessmentToMarkdown(assessment, 'student')}
        failedMessage={M.exportFailed}
      />
      <ExportMenu
        label="Answer key"
        title={`${assessment.title} (Answer Key)`}
        markdown={() => assessmentToMarkdown(assessment, 'key')}
        failedMessage={M.exportFailed}
      />
      <QuestionExportMenu
        kind="assessments"
        id={assessment.id}
        disabled={assessment.questions.items.length === 0}
      />
    </div>
  );
}

/** /assessments/:id/edit — every field and the questions, checked with the API's own schema. */
export default function AssessmentEditPage() {
  const id = Number(useParams<{ id: string }>().id);
  const assessment = useAssessment(id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <BackLink href="/assessments">All assessments</BackLink>
          <h1 className="mt-2 text-2xl font-bold">Edit Assessment</h1>
          {/* How the saved questions read for the grade (issue 34 item 1), updated on each save. */}
          <ReadingLevelBadge level={assessment.data?.readingLevel} className="mt-2" />
        </div>
        {assessment.data && <PrintableExports assessment={assessment.data} />}
      </div>
      {assessment.isLoading ? (
        <FormSkeleton label="Loading assessment" />
      ) : assessment.data ? (
        <EditForm key={assessment.data.id} assessment={assessment.data} />
      ) : (
        <AssessmentNotFound />
      )}
    </div>
  );
}
