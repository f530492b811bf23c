import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Gamepad2, ListX, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import {
  QUIZ_LIMITS as L,
  QUIZ_MESSAGES as M,
  quizFormBody,
  type Quiz,
  type QuizFormIn,
  type QuizFormOut,
  type QuizQuestionInput,
} from '../../../../contracts/quizzes.contract';
import type { StandardRef } from '../../../../contracts/standards.contract';
import { BackLink } from '../../../components/back-link';
import { StandardsPicker } from '../../../components/standards-picker';
import { EmptyState } from '../../../components/empty-state';
import { QuestionExportMenu } from '../../../components/question-export-menu';
import { bindField, FormField, TextareaField } from '../../../components/form-field';
import { SaveAlerts, SaveBar } from '../../../components/save-bar';
import { FormSkeleton } from '../../../components/form-skeleton';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast, toastError } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-client';
import { flattenErrors } from '../../../lib/form-errors';
import { saveToasts } from '../../../lib/save-toasts';
import { capitalize, gradeLabel } from '../../../lib/format';
import { newQuizQuestion, QuizQuestionEditor } from '../components/quizzes/quiz-question-editor';
import {
  hostGamePath,
  useDeleteQuiz,
  useDuplicateQuiz,
  useQuiz,
  useUpdateQuiz,
} from '../quizzes.api';

const BACK = '/rollcall?tab=quizzes';

const toFormValues = (quiz: Quiz): QuizFormIn => ({
  title: quiz.title,
  description: quiz.description,
  questions: quiz.questions.map((q) => ({ ...q })),
  standards: quiz.standards,
});

function QuizActions({ quiz }: { quiz: Quiz }) {
  const [, navigate] = useLocation();
  const duplicate = useDuplicateQuiz();
  const remove = useDeleteQuiz();
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={hostGamePath(quiz.id)} className={buttonClass('default', 'sm')}>
        <Gamepad2 className="size-4" aria-hidden="true" /> Host a game
      </Link>
      <Button
        variant="outline"
        size="sm"
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(quiz.id, {
            onSuccess: (copy) => {
              toast({ title: M.duplicated, description: copy.title });
              navigate(`/rollcall/quizzes/${copy.id}`);
            },
            onError: () => toastError(M.errorTitle, M.duplicateFailed),
          })
        }
      >
        <Copy className="size-4" aria-hidden="true" /> Duplicate
      </Button>
      <QuestionExportMenu kind="quizzes" id={quiz.id} />
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-destructive">
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </Button>
        }
        title={M.deleteConfirm}
        description={`“${quiz.title}” will be deleted for good. Games already played keep their results.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(quiz.id, {
            onSuccess: () => {
              toast({ title: M.deleted, description: quiz.title });
              navigate(BACK);
            },
            onError: () => toastError(M.errorTitle, M.deleteFailed),
          })
        }
      />
    </div>
  );
}

function EditForm({ quiz }: { quiz: Quiz }) {
  const update = useUpdateQuiz();
  const form = useForm<QuizFormIn, unknown, QuizFormOut>({
    resolver: zodResolver(quizFormBody),
    defaultValues: toFormValues(quiz),
  });
  const { errors, isSubmitted, isDirty } = form.formState;
  const { fields, append, move, remove } = useFieldArray({
    control: form.control,
    name: 'questions',
  });
  const items = useWatch({ control: form.control, name: 'questions' });
  const standards = useWatch({ control: form.control, name: 'standards' });
  const questionErrors = errors.questions as FieldErrors<QuizFormIn>['questions'];
  const listError =
    (questionErrors as { root?: { message?: string } } | undefined)?.root?.message ??
    questionErrors?.message;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: quiz.id, ...values },
      saveToasts(M, (saved: Quiz) => form.reset(toFormValues(saved))),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <SaveAlerts
        invalid={Object.keys(errors).length > 0}
        failed={update.isError ? (serverMessage(update.error) ?? M.updateFailed) : undefined}
      />
      <Card className="space-y-4">
        <FormField
          id="quiz-title"
          label="Quiz title"
          maxLength={L.title}
          {...bindField(form, 'title')}
        />
        <TextareaField
          id="quiz-description"
          label="Description"
          rows={2}
          maxLength={L.description}
          {...bindField(form, 'description')}
        />
        <StandardsPicker
          id="quiz-standards"
          subject={quiz.subject}
          grade={quiz.gradeLevel}
          value={(standards ?? []) as StandardRef[]}
          onChange={(next) => form.setValue('standards', next, { shouldDirty: true })}
        />
      </Card>
      <section aria-labelledby="quiz-questions-heading" className="space-y-4">
        <h2 id="quiz-questions-heading" className="text-lg font-semibold">
          Questions ({fields.length})
        </h2>
        {listError && <Alert variant="destructive">{listError}</Alert>}
        {fields.map((field, i) => (
          <QuizQuestionEditor
            key={field.id}
            q={(items?.[i] ?? field) as QuizQuestionInput}
            index={i}
            count={fields.length}
            errors={flattenErrors(questionErrors?.[i])}
            onChange={(next) =>
              form.setValue(`questions.${i}`, next, {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              })
            }
            onMove={(delta) => {
              const to = i + delta;
              if (to >= 0 && to < fields.length) move(i, to);
            }}
            onRemove={() => remove(i)}
          />
        ))}
        <Button
          variant="outline"
          disabled={fields.length >= L.questions}
          onClick={() => append(newQuizQuestion())}
        >
          <Plus className="size-4" aria-hidden="true" /> Add question
        </Button>
      </section>
      <SaveBar
        backHref={BACK}
        backLabel="Back to quizzes"
        saving={update.isPending}
        dirty={isDirty}
      />
    </form>
  );
}

/** /rollcall/quizzes/:id: review and edit a quiz's questions, then host it as a game. */
export default function QuizPage() {
  const id = Number(useParams<{ id: string }>().id);
  const quiz = useQuiz(id);
  const data = quiz.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-2">
        <BackLink href={BACK}>All quizzes</BackLink>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words">{data ? data.title : 'Quiz'}</h1>
            {data && (
              <p className="text-sm text-muted-foreground">
                {data.subject} · {gradeLabel(data.gradeLevel)} · {capitalize(data.difficulty)}
                {data.popCultureTheme && <> · {data.popCultureTheme} theme</>}
              </p>
            )}
          </div>
          {data && <QuizActions quiz={data} />}
        </div>
      </div>
      {quiz.isLoading ? (
        <FormSkeleton label="Loading quiz" />
      ) : data ? (
        <EditForm key={`${data.id}`} quiz={data} />
      ) : (
        <EmptyState
          icon={ListX}
          heading="h2"
          title={M.notFound}
          hint="It may have been deleted, or the link is wrong."
        >
          <Link href={BACK} className={buttonClass('outline')}>
            Back to quizzes
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
