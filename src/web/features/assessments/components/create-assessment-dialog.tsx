import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  ASSESSMENT_LIMITS as L,
  AI_QUESTIONS_MAX,
  ASSESSMENT_MESSAGES as M,
  type CreateAssessmentInput,
} from '../../../../contracts/assessments.contract';
import {
  ASSESSMENT_SUBJECTS,
  ASSESSMENT_TYPES,
  DEFAULT_ASSESSMENT,
  GRADES,
} from '../../../../contracts/constants';
import { FormField } from '../../../components/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { NativeSelect } from '../../../components/native-select';
import { capitalize, gradeLabel } from '../../../lib/format';
import { useCreateAssessment, useGenerateAssessment, useLessonChoices } from '../assessments.api';
import { SOURCE_TEXT_MAX } from '../../../../contracts/ai.contract';
import { MISSING_DESCRIPTION, MISSING_TITLE, useAiDraftOptions } from '../../../lib/ai-generation';
import { AiCreateDialog } from '../../../components/ai-create-dialog';

type Draft = {
  title: string;
  description: string;
  type: string;
  subject: string;
  grade: string;
  maxScore: number;
  timeLimit: number;
  questionCount: number;
  /** Material to draw generated questions from: one of the teacher's lessons and/or pasted text. */
  sourceLessonId: string;
  sourceText: string;
};
const EMPTY: Draft = {
  title: '',
  description: '',
  subject: '',
  grade: '',
  sourceLessonId: '',
  sourceText: '',
  ...DEFAULT_ASSESSMENT,
};

const GENERATING = 'Generating...';

/** A cleared number field falls back to the spec default rather than sending NaN. */
const orDefault = (v: number, fallback: number) => (Number.isFinite(v) ? v : fallback);

/** The form as the API takes it; subject and grade stay as typed so the server names what is missing. */
function body(v: Draft): CreateAssessmentInput {
  return {
    title: v.title,
    description: v.description,
    type: v.type as CreateAssessmentInput['type'],
    subject: v.subject as CreateAssessmentInput['subject'],
    grade: v.grade as CreateAssessmentInput['grade'],
    maxScore: orDefault(v.maxScore, DEFAULT_ASSESSMENT.maxScore),
    timeLimit: orDefault(v.timeLimit, DEFAULT_ASSESSMENT.timeLimit),
    questionCount: orDefault(v.questionCount, DEFAULT_ASSESSMENT.questionCount),
  };
}

/**
 * Create Assessment (spec 2/5): the manual button saves the form as is (the server validates);
 * Generate with AI needs title, subject and grade, and the server generates and saves the questions in one call.
 */
export function CreateAssessmentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateAssessment();
  const generateAssessment = useGenerateAssessment();
  const draftOptions = useAiDraftOptions(M);
  const form = useForm<Draft>({ defaultValues: EMPTY });
  const lessons = useLessonChoices(open);
  const lessonTitles = new Map((lessons.data ?? []).map((l) => [String(l.id), l.title]));
  // Every opening starts empty with the spec's defaults, after a save and after a cancel.
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  /** `notice`: fewer generated questions than asked, and why; said where the teacher looks. */
  const done = (notice?: string) => {
    toast(
      notice ? { title: M.created, description: notice, persistent: true } : { title: M.created },
    );
    form.reset(EMPTY);
    onOpenChange(false);
  };
  const failed = () =>
    toast({ title: M.errorTitle, description: M.createFailed, variant: 'destructive' });

  const saveManually = form.handleSubmit((v) =>
    create.mutate(body(v), { onSuccess: () => done(), onError: failed }),
  );

  function generate() {
    const v = form.getValues();
    if (![v.title, v.subject, v.grade].every((f) => f.trim())) {
      toast({ title: MISSING_TITLE, description: MISSING_DESCRIPTION, variant: 'destructive' });
      return;
    }
    const base = body(v);
    generateAssessment.mutate(
      {
        ...base,
        description: v.description.trim(),
        ...(v.sourceLessonId ? { sourceLessonId: Number(v.sourceLessonId) } : {}),
        ...(v.sourceText.trim() ? { sourceText: v.sourceText.trim() } : {}),
        questionCount: Math.min(Math.max(1, base.questionCount ?? 1), AI_QUESTIONS_MAX),
      },
      { ...draftOptions, onSuccess: (saved) => done(saved.notice) },
    );
  }

  return (
    <AiCreateDialog
      title="Create Assessment"
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => create.reset()}
      generating={generateAssessment.isPending}
      creating={create.isPending}
      error={create.isError ? serverMessage(create.error) : undefined}
      onSubmit={saveManually}
      onGenerate={generate}
      generatingLabel={GENERATING}
      createLabel="Create Assessment"
      progress="Writing your questions. This can take a little while."
    >
      <FormField
        id="assessment-title"
        label="Assessment Title"
        maxLength={L.title}
        placeholder="e.g. Fractions check-in"
        {...form.register('title')}
      />
      <div className="space-y-1.5">
        <Label htmlFor="assessment-description">Description</Label>
        <Textarea
          id="assessment-description"
          rows={3}
          maxLength={L.description}
          {...form.register('description')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NativeSelect
          id="assessment-type"
          label="Type"
          options={ASSESSMENT_TYPES}
          format={capitalize}
          {...form.register('type')}
        />
        <NativeSelect
          id="assessment-subject"
          label="Subject"
          placeholder="Select subject"
          options={ASSESSMENT_SUBJECTS}
          {...form.register('subject')}
        />
        <NativeSelect
          id="assessment-grade"
          label="Grade"
          placeholder="Select grade"
          options={GRADES}
          format={gradeLabel}
          {...form.register('grade')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="assessment-max-score"
          label="Max Score"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.maxScore}
          {...form.register('maxScore', { valueAsNumber: true })}
        />
        <FormField
          id="assessment-time-limit"
          label="Time Limit (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.timeLimit}
          {...form.register('timeLimit', { valueAsNumber: true })}
        />
        <FormField
          id="assessment-question-count"
          label="Questions"
          type="number"
          inputMode="numeric"
          min={1}
          max={L.questionCount}
          {...form.register('questionCount', { valueAsNumber: true })}
        />
      </div>
      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Your material (optional)</legend>
        <p id="assessment-source-help" className="text-sm text-muted-foreground">
          Generate with AI draws its questions from this material and notes where each one came
          from. Short material gives fewer questions.
        </p>
        <NativeSelect
          id="assessment-source-lesson"
          label="From one of your lessons"
          placeholder={
            lessons.isPending
              ? 'Loading your lessons...'
              : lessons.isError
                ? 'Could not load your lessons'
                : lessonTitles.size === 0
                  ? 'No lessons yet'
                  : 'No lesson'
          }
          options={[...lessonTitles.keys()]}
          format={(id) => lessonTitles.get(id) ?? id}
          disabled={lessonTitles.size === 0}
          aria-describedby="assessment-source-help"
          {...form.register('sourceLessonId')}
        />
        <div className="space-y-1.5">
          <Label htmlFor="assessment-source-text">Or paste your text</Label>
          <Textarea
            id="assessment-source-text"
            rows={4}
            maxLength={SOURCE_TEXT_MAX}
            placeholder="Notes, a reading passage or a glossary, up to 20,000 characters"
            aria-describedby="assessment-source-help"
            {...form.register('sourceText')}
          />
        </div>
      </fieldset>
    </AiCreateDialog>
  );
}
