import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  QUIZ_DIFFICULTIES,
  QUIZ_QUESTION_COUNTS,
  SUBJECTS,
} from '../../../../../contracts/constants';
import {
  generateQuizBody,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QUIZ_LIMITS,
  QUIZ_MESSAGES as M,
  type GenerateQuizBody,
  type GenerateQuizFormInput,
} from '../../../../../contracts/quizzes.contract';
import { ROLLCALL_MESSAGES } from '../../../../../contracts/rollcall.contract';
import { AiEngineNotice } from '../../../../components/ai-engine-notice';
import { Alert } from '../../../../components/ui/alert';
import { AiQueuePlace } from '../../../../components/ai-queue-place';
import { bindField, FormField } from '../../../../components/form-field';
import { GradeSelect } from '../../../../components/grade-select';
import { NativeSelect } from '../../../../components/native-select';
import {
  NO_SOURCE,
  SourceTextField,
  sourceRequest,
} from '../../../../components/source-text-field';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast, toastError } from '../../../../components/ui/toast';
import { isUnauthorized, serverMessage } from '../../../../lib/api-client';
import { capitalize } from '../../../../lib/format';
import { useRefreshPlan } from '../../../../lib/subscription';
import { useAiFailureToast } from '../../../../lib/ai-generation';
import { useGenerateQuiz } from '../../quizzes.api';

const DEFAULTS = {
  subject: '',
  gradeLevel: '',
  difficulty: 'medium',
  popCultureTheme: '',
  topic: '',
  totalQuestions: 10,
  aiProvider: 'openrouter',
  questionTypes: ['multiple_choice', 'true_false'],
} as unknown as GenerateQuizFormInput;

/**
 * The original's quiz form (spec 2): subject required, grade, difficulty (medium), a
 * pop-culture theme, 5/10/15/20 questions (10); the engine that will answer is named, as on the
 * other AI forms, instead of a provider to pick. The server generates and saves.
 */
/** The new quiz appears at the top of the list below, from where the teacher opens it. */
export function GenerateQuizForm() {
  const generate = useGenerateQuiz();
  const refreshPlan = useRefreshPlan();
  const failed = useAiFailureToast();
  const form = useForm<GenerateQuizFormInput, unknown, GenerateQuizBody>({
    resolver: zodResolver(generateQuizBody),
    defaultValues: DEFAULTS,
  });
  const busy = generate.isPending;
  const [source, setSource] = useState(NO_SOURCE);
  // What the engine could not make (a picked type, fewer questions), until the next quiz.
  const [notice, setNotice] = useState<string | null>(null);
  const typesError = form.formState.errors.questionTypes?.message;

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    generate.mutate(
      { ...values, ...sourceRequest(source) },
      {
        onSuccess: ({ quiz, notice }) => {
          setNotice(notice ?? null);
          toast({ title: M.generated, description: M.generatedDescription(quiz.questionCount) });
        },
        onError: (error) =>
          isUnauthorized(error)
            ? toastError(ROLLCALL_MESSAGES.authRequiredTitle, ROLLCALL_MESSAGES.authRequired)
            : // The spec's 'Generation Failed' with the error message (the plan's own on a 402).
              void failed(error, M.generateFailedTitle, serverMessage(error) ?? M.generateFailed),
        onSettled: refreshPlan,
      },
    );
  });

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold">Generate a quiz</h2>
        <p className="text-sm text-muted-foreground">
          Questions of the types you pick, mixed, for a live game; you can review and edit every
          one.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <NativeSelect
            id="quiz-subject"
            label="Subject"
            placeholder="Select subject"
            options={SUBJECTS}
            required
            {...bindField(form, 'subject')}
          />
          <GradeSelect
            id="quiz-grade"
            label="Grade Level"
            placeholder="Select grade"
            required
            {...bindField(form, 'gradeLevel')}
          />
          <NativeSelect
            id="quiz-difficulty"
            label="Difficulty"
            options={QUIZ_DIFFICULTIES}
            format={capitalize}
            {...bindField(form, 'difficulty')}
          />
          <FormField
            id="quiz-topic"
            label="Topic or unit (optional)"
            placeholder="e.g. Ratios and unit rates"
            maxLength={QUIZ_LIMITS.topic}
            {...bindField(form, 'topic')}
          />
          <FormField
            id="quiz-theme"
            label="Pop-culture theme (optional)"
            placeholder="e.g. Minecraft"
            maxLength={QUIZ_LIMITS.theme}
            hint={M.themeHint}
            {...bindField(form, 'popCultureTheme')}
          />
          <NativeSelect
            id="quiz-count"
            label="Number of questions"
            options={QUIZ_QUESTION_COUNTS.map(String)}
            {...bindField(form, 'totalQuestions', { setValueAs: (v) => Number(v) })}
          />
        </fieldset>
        <SourceTextField
          id="quiz-source"
          help="Every question is drawn from this material, and its explanation names the sentence it came from. Short material gives fewer questions."
          value={source}
          onChange={setSource}
          disabled={busy}
        />
        <fieldset
          disabled={busy}
          className="space-y-2"
          aria-describedby={typesError ? 'quiz-types-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Question types</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {QUESTION_TYPES.map((t) => (
              <label
                key={t}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="checkbox"
                  value={t}
                  className="size-4"
                  data-testid={`quiz-type-${t}`}
                  {...form.register('questionTypes')}
                />
                {QUESTION_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
          {typesError && (
            <p id="quiz-types-error" role="alert" className="text-sm font-medium text-destructive">
              {typesError}
            </p>
          )}
        </fieldset>
        {/* Which engine answers is the server's configuration, not the teacher's pick: a provider
            list offered OpenRouter, OpenAI and Google when none was configured (issue 32 item
            16). The API still takes the original's aiProvider, and the form sends its default. */}
        <AiEngineNotice />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={busy} className="sm:w-auto">
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles className="size-4" aria-hidden="true" />
            )}
            {busy ? M.generating : 'Generate Quiz'}
          </Button>
          {busy && (
            <p role="status" className="text-sm text-muted-foreground">
              {M.generatingProgress}
            </p>
          )}
          <AiQueuePlace active={busy} />
        </div>
        {notice && (
          <Alert role="status" data-testid="quiz-generate-notice">
            {notice}
          </Alert>
        )}
      </form>
    </Card>
  );
}
