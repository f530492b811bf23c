import { ArrowLeft, Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import {
  ASSESSMENT_LIMITS as L,
  ASSESSMENT_MESSAGES as M,
  type Assessment,
} from '../../../../contracts/assessments.contract';
import { ASSESSMENT_SUBJECTS, ASSESSMENT_TYPES, GRADES } from '../../../../contracts/constants';
import type { QuestionType } from '../../../../contracts/questions.contract';
import { ExportMenu } from '../../../components/export-menu';
import { FormField } from '../../../components/form-field';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { NativeSelect } from '../../../components/native-select';
import {
  questionErrors,
  toDraft,
  validateDraft,
  type AssessmentDraft,
  type DraftErrors,
} from '../assessment-draft';
import { capitalize, gradeLabel, QUESTION_TYPE_LABELS } from '../assessment-format';
import { assessmentToMarkdown } from '../assessment-markdown';
import { useAssessment, useUpdateAssessment } from '../assessments.api';
import { AssessmentNotFound } from '../components/assessment-not-found';
import { QuestionEditor } from '../components/question-editor';
import { move, newQuestion } from '../question-draft';
import { FormSkeleton } from '../../../components/form-skeleton';

const FIX_ERRORS = 'Please fix the highlighted fields.';

function DetailsCard({
  draft,
  errors,
  set,
}: {
  draft: AssessmentDraft;
  errors: DraftErrors;
  set: (patch: Partial<AssessmentDraft>) => void;
}) {
  // An assessment saved with a subject outside the form's five keeps it as an option.
  const subjects: readonly string[] = (ASSESSMENT_SUBJECTS as readonly string[]).includes(
    draft.subject,
  )
    ? ASSESSMENT_SUBJECTS
    : [...ASSESSMENT_SUBJECTS, draft.subject];
  return (
    <Card className="space-y-4">
      <FormField
        id="edit-title"
        label="Assessment Title"
        maxLength={L.title}
        error={errors.title}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="space-y-1.5">
        <Label htmlFor="edit-description">Description</Label>
        <Textarea
          id="edit-description"
          rows={3}
          maxLength={L.description}
          aria-invalid={!!errors.description}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        {errors.description && <p className="text-sm text-destructive">{errors.description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NativeSelect
          id="edit-type"
          label="Type"
          options={ASSESSMENT_TYPES}
          format={capitalize}
          error={errors.type}
          value={draft.type}
          onChange={(e) => set({ type: e.target.value })}
        />
        <NativeSelect
          id="edit-subject"
          label="Subject"
          options={subjects}
          error={errors.subject}
          value={draft.subject}
          onChange={(e) => set({ subject: e.target.value })}
        />
        <NativeSelect
          id="edit-grade"
          label="Grade"
          options={GRADES}
          format={gradeLabel}
          error={errors.grade}
          value={draft.grade}
          onChange={(e) => set({ grade: e.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="edit-max-score"
          label="Max Score"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.maxScore}
          error={errors.maxScore}
          value={draft.maxScore}
          onChange={(e) => set({ maxScore: e.target.value })}
        />
        <FormField
          id="edit-time-limit"
          label="Time Limit (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.timeLimit}
          error={errors.timeLimit}
          value={draft.timeLimit}
          onChange={(e) => set({ timeLimit: e.target.value })}
        />
        <FormField
          id="edit-question-count"
          label="Planned questions"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.questionCount}
          error={errors.questionCount}
          value={draft.questionCount}
          onChange={(e) => set({ questionCount: e.target.value })}
        />
      </div>
    </Card>
  );
}

function EditForm({ assessment }: { assessment: Assessment }) {
  const [, navigate] = useLocation();
  const update = useUpdateAssessment();
  const [draft, setDraft] = useState(() => toDraft(assessment));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (patch: Partial<AssessmentDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setQuestions = (fn: (qs: AssessmentDraft['questions']) => AssessmentDraft['questions']) =>
    setDraft((d) => ({ ...d, questions: fn(d.questions) }));
  const [addType, setAddType] = useState<QuestionType>('multiple_choice');
  const listError = errors['questions.items'] ?? errors.questions;

  function save(e: React.FormEvent) {
    e.preventDefault();
    const checked = validateDraft(draft);
    setErrors(checked.errors);
    if (!checked.body) return;
    update.mutate(
      { id: assessment.id, ...checked.body },
      {
        onSuccess: (saved) => {
          toast({ title: M.updated, description: saved.title });
          navigate(`/assessments/${assessment.id}/results`);
        },
        onError: () =>
          toast({ title: M.errorTitle, description: M.updateFailed, variant: 'destructive' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="space-y-6">
      {Object.keys(errors).length > 0 && <Alert variant="destructive">{FIX_ERRORS}</Alert>}
      {update.isError && (
        <Alert variant="destructive">{serverMessage(update.error) ?? M.updateFailed}</Alert>
      )}
      <DetailsCard draft={draft} errors={errors} set={set} />
      <section aria-labelledby="questions-heading" className="space-y-4">
        <h2 id="questions-heading" className="text-lg font-semibold">
          Questions ({draft.questions.length})
        </h2>
        {listError && <Alert variant="destructive">{listError}</Alert>}
        {draft.questions.length === 0 && (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            No questions yet. Add one below; students can take the assessment once it has questions.
          </p>
        )}
        {draft.questions.map((q, i) => (
          <QuestionEditor
            key={q.id}
            q={q}
            index={i}
            count={draft.questions.length}
            errors={questionErrors(errors, i)}
            onChange={(next) => setQuestions((qs) => qs.map((old, j) => (j === i ? next : old)))}
            onMove={(delta) => setQuestions((qs) => move(qs, i, delta))}
            onRemove={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}
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
            disabled={draft.questions.length >= L.questions}
            onClick={() => setQuestions((qs) => [...qs, newQuestion(qs, addType)])}
          >
            <Plus className="size-4" aria-hidden="true" /> Add question
          </Button>
        </div>
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href="/assessments" className={buttonClass('outline')}>
          Cancel
        </Link>
        <Button type="submit" disabled={update.isPending}>
          <Save className="size-4" aria-hidden="true" />{' '}
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** The saved version (not unsaved edits) as a student copy and as an answer key. */
function PrintableExports({ assessment }: { assessment: Assessment }) {
  return (
    <div className="flex flex-wrap gap-2">
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
          <Link href="/assessments" className={buttonClass('ghost', 'sm')}>
            <ArrowLeft className="size-4" aria-hidden="true" /> All assessments
          </Link>
          <h1 className="mt-2 text-2xl font-bold">Edit Assessment</h1>
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
