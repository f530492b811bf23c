import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ASSESSMENT_LIMITS as L,
  AI_QUESTIONS_MAX,
  ASSESSMENT_MESSAGES as M,
  createAssessmentBody,
  type CreateAssessmentBody,
} from '../../../../contracts/assessments.contract';
import {
  ASSESSMENT_SUBJECTS,
  ASSESSMENT_TYPES,
  DEFAULT_ASSESSMENT,
} from '../../../../contracts/constants';
import {
  bindField,
  blankAsMissing,
  FormField,
  NumberField,
  TextareaField,
} from '../../../components/form-field';
import { toast, toastError } from '../../../components/ui/toast';
import { SourceFileButton } from '../../../components/source-file-button';
import { StandardsPicker, standardCodes } from '../../../components/standards-picker';
import type { StandardRef } from '../../../../contracts/standards.contract';
import { GradeSelect } from '../../../components/grade-select';
import { NativeSelect } from '../../../components/native-select';
import { capitalize } from '../../../lib/format';
import { useCreateAssessment, useGenerateAssessment, useLessonChoices } from '../assessments.api';
import { SOURCE_TEXT_MAX } from '../../../../contracts/ai.contract';
import { requiredFilledIn, useAiDraftOptions } from '../../../lib/ai-generation';
import { AiCreateDialog } from '../../../components/ai-create-dialog';
import type { Prefill } from '../../../lib/prefill';

/**
 * The create body plus the material to draw generated questions from (one of the teacher's
 * lessons and/or pasted text), which only Generate with AI sends: a manual save parses them away.
 */
const draftSchema = createAssessmentBody.extend({
  sourceLessonId: z.string(),
  sourceText: z.string(),
});
type Draft = z.input<typeof draftSchema>;

// A blank subject or grade is what the schema refuses with its own message on save.
const EMPTY = {
  title: '',
  description: '',
  subject: '',
  grade: '',
  sourceLessonId: '',
  sourceText: '',
  ...DEFAULT_ASSESSMENT,
} as unknown as Draft;

const GENERATING = 'Generating...';

/** The title is the topic Generate with AI writes on (spec 5). */
const withPrefill = (p?: Prefill): Draft =>
  ({
    ...EMPTY,
    ...(p?.topic ? { title: p.topic } : {}),
    ...(p?.subject ? { subject: p.subject } : {}),
    ...(p?.grade ? { grade: p.grade } : {}),
    ...(p?.questionCount ? { questionCount: p.questionCount } : {}),
  }) as Draft;

/** A cleared number field falls back to the spec default, as the schema's default does on save. */
const orDefault = (v: number | undefined, fallback: number) =>
  v !== undefined && Number.isFinite(v) ? v : fallback;

/**
 * Create Assessment (spec 2/5): the manual button checks the form with the API's own schema
 * (so its messages are the server's) and saves what it parsed;
 * Generate with AI needs title, subject and grade, and the server generates and saves the questions in one call.
 */
export function CreateAssessmentDialog({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Details passed by a link (the offline assistant's quiz form button); empty otherwise. */
  initial?: Prefill;
}) {
  const create = useCreateAssessment();
  const generateAssessment = useGenerateAssessment();
  const draftOptions = useAiDraftOptions(M);
  const form = useForm<Draft, unknown, z.output<typeof draftSchema>>({
    resolver: zodResolver(draftSchema),
    defaultValues: EMPTY,
  });
  const lessons = useLessonChoices(open);
  const lessonTitles = new Map((lessons.data ?? []).map((l) => [String(l.id), l.title]));
  // Every opening starts empty with the spec's defaults (or a link's details), after a save and
  // after a cancel.
  useEffect(() => {
    if (open) form.reset(withPrefill(initial));
  }, [open, form, initial]);

  /** `notice`: fewer generated questions than asked, and why; said where the teacher looks. */
  const done = (notice?: string) => {
    toast(
      notice ? { title: M.created, description: notice, persistent: true } : { title: M.created },
    );
    form.reset(EMPTY);
    onOpenChange(false);
  };
  // The material is for Generate with AI only; a manual save sends the create body alone.
  const saveManually = form.handleSubmit(({ sourceLessonId: _lesson, sourceText: _text, ...v }) =>
    create.mutate(v satisfies CreateAssessmentBody, {
      onSuccess: () => done(),
      onError: () => toastError(M.errorTitle, M.createFailed),
    }),
  );

  function generate() {
    const v = form.getValues();
    if (!requiredFilledIn([v.title, v.subject, v.grade])) return;
    const questionCount = orDefault(v.questionCount, DEFAULT_ASSESSMENT.questionCount);
    generateAssessment.mutate(
      {
        title: v.title,
        description: (v.description ?? '').trim(),
        type: v.type,
        subject: v.subject,
        grade: v.grade,
        maxScore: orDefault(v.maxScore, DEFAULT_ASSESSMENT.maxScore),
        timeLimit: orDefault(v.timeLimit, DEFAULT_ASSESSMENT.timeLimit),
        ...(v.sourceLessonId ? { sourceLessonId: Number(v.sourceLessonId) } : {}),
        ...(v.sourceText.trim() ? { sourceText: v.sourceText.trim() } : {}),
        questionCount: Math.min(Math.max(1, questionCount), AI_QUESTIONS_MAX),
        // The engine chooses among these first; the saved assessment keeps them.
        standards: standardCodes(v.standards),
      },
      { ...draftOptions, onSuccess: (saved) => done(saved.notice) },
    );
  }

  return (
    <AiCreateDialog
      title="Create Assessment"
      open={open}
      onOpenChange={onOpenChange}
      create={create}
      generating={generateAssessment.isPending}
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
        {...bindField(form, 'title')}
      />
      <TextareaField
        id="assessment-description"
        label="Description"
        rows={3}
        maxLength={L.description}
        {...bindField(form, 'description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NativeSelect
          id="assessment-type"
          label="Type"
          options={ASSESSMENT_TYPES}
          format={capitalize}
          {...bindField(form, 'type')}
        />
        <NativeSelect
          id="assessment-subject"
          label="Subject"
          placeholder="Select subject"
          options={ASSESSMENT_SUBJECTS}
          {...bindField(form, 'subject')}
        />
        <GradeSelect
          id="assessment-grade"
          placeholder="Select grade"
          {...bindField(form, 'grade')}
        />
      </div>
      <StandardsPicker
        id="assessment-standards"
        subject={form.watch('subject') ?? ''}
        grade={form.watch('grade') ?? ''}
        value={(form.watch('standards') ?? []) as StandardRef[]}
        onChange={(next) => form.setValue('standards', next, { shouldDirty: true })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          id="assessment-max-score"
          label="Max Score"
          min={1}
          max={L.maxScore}
          {...bindField(form, 'maxScore', blankAsMissing)}
        />
        <NumberField
          id="assessment-time-limit"
          label="Time Limit (minutes)"
          min={1}
          max={L.timeLimit}
          {...bindField(form, 'timeLimit', blankAsMissing)}
        />
        <NumberField
          id="assessment-question-count"
          label="Questions"
          min={1}
          max={L.questionCount}
          {...bindField(form, 'questionCount', blankAsMissing)}
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
        <TextareaField
          id="assessment-source-text"
          label="Or paste your text"
          rows={4}
          maxLength={SOURCE_TEXT_MAX}
          placeholder="Notes, a reading passage or a glossary, up to 20,000 characters"
          aria-describedby="assessment-source-help"
          {...form.register('sourceText')}
        />
        {/* Issue 34 item 3: the teacher's own file fills the text; each question names its sentence. */}
        <SourceFileButton
          describedBy="assessment-source-help"
          onText={(text) =>
            form.setValue('sourceText', text.slice(0, SOURCE_TEXT_MAX), { shouldDirty: true })
          }
        />
      </fieldset>
    </AiCreateDialog>
  );
}
