import { CheckCircle2, Clock, Link2Off, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  ASSESSMENT_MESSAGES as M,
  type SubmitAnswersResult,
  type TakeAssessment,
} from '../../../../contracts/assessments.contract';
import { Logo } from '../../../components/brand/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessage } from '../../../lib/api-client';
import { NativeSelect } from '../../../components/native-select';
import { capitalize, formatScore } from '../assessment-format';
import { useSubmitAnswers, useTakeAssessment } from '../assessments.api';

const TEACHER_GRADES = 'Your teacher will grade the written answers.';
const SUBMIT_FAILED = 'Your answers could not be sent. Please try again.';
const LOAD_FAILED = 'This assessment could not be loaded. Please try again.';

function QuestionField({
  q,
  n,
  value,
  onChange,
}: {
  q: TakeAssessment['questions'][number];
  n: number;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = `answer-${q.id}`;
  const heading = (
    <>
      <span className="text-muted-foreground">{n}.</span> {q.prompt}{' '}
      <span className="text-xs font-normal text-muted-foreground">
        ({q.points ?? 1} {(q.points ?? 1) === 1 ? 'point' : 'points'})
      </span>
    </>
  );
  if (q.type === 'short_answer') {
    return (
      <Card className="space-y-2 p-4 sm:p-5">
        <label htmlFor={id} className="block text-base leading-snug font-medium">
          {heading}
        </label>
        <Textarea
          id={id}
          rows={4}
          maxLength={5000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </Card>
    );
  }
  const options =
    q.type === 'true_false'
      ? [
          { v: 'true', label: 'True' },
          { v: 'false', label: 'False' },
        ]
      : (q.choices ?? []).map((c) => ({ v: c, label: c }));
  return (
    <Card className="p-4 sm:p-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-base leading-snug font-medium">{heading}</legend>
        {options.map((o, i) => (
          <label
            key={i}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted"
          >
            <input
              type="radio"
              name={id}
              value={o.v}
              className="size-4 shrink-0 accent-primary"
              checked={value === o.v}
              onChange={() => onChange(o.v)}
            />
            <span className="break-words">{o.label}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}

function Done({ result }: { result: SubmitAnswersResult }) {
  return (
    <Card className="space-y-3 text-center" role="status">
      <CheckCircle2
        className="mx-auto size-10 text-emerald-600 dark:text-emerald-400"
        aria-hidden="true"
      />
      <h2 className="text-xl font-semibold">{M.submitted}</h2>
      {typeof result.score === 'number' ? (
        <p className="text-lg" data-testid="take-score">
          Your score:{' '}
          <strong>
            {formatScore(result.score)} / {result.maxScore}
          </strong>
        </p>
      ) : (
        <p data-testid="take-pending">{TEACHER_GRADES}</p>
      )}
      {result.autoGraded > 0 && (
        <p className="text-sm text-muted-foreground">
          {result.correct} of {result.autoGraded} auto-graded{' '}
          {result.autoGraded === 1 ? 'answer' : 'answers'} right.
        </p>
      )}
    </Card>
  );
}

function TakeForm({ code, test }: { code: string; test: TakeAssessment }) {
  const submit = useSubmitAnswers(code);
  const [studentId, setStudentId] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [nameError, setNameError] = useState<string>();
  if (submit.data) return <Done result={submit.data} />;
  if (test.questions.length === 0) return <Alert>{M.noQuestions}</Alert>;

  function send(e: React.FormEvent) {
    e.preventDefault();
    if (!studentId) {
      setNameError(M.pickYourName);
      document.getElementById('take-student')?.focus();
      return;
    }
    setNameError(undefined);
    submit.mutate({
      studentId: Number(studentId),
      answers: test.questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })),
    });
  }

  const names = test.students.map((s) => String(s.id));
  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <Card className="p-4 sm:p-5">
        <NativeSelect
          id="take-student"
          label="Your name"
          placeholder="Choose your name"
          options={names}
          format={(id) => test.students.find((s) => String(s.id) === id)?.name ?? id}
          error={nameError}
          value={studentId}
          onChange={(e) => setStudentId(e.target.value)}
        />
      </Card>
      {test.questions.map((q, i) => (
        <QuestionField
          key={q.id}
          q={q}
          n={i + 1}
          value={answers[q.id] ?? ''}
          onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
        />
      ))}
      {submit.isError && (
        <Alert variant="destructive">{serverMessage(submit.error) ?? SUBMIT_FAILED}</Alert>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        <Send className="size-4" aria-hidden="true" /> {submit.isPending ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  );
}

/** /take/:code — public: a student picks their name and answers; no account, no app frame. */
export default function TakePage() {
  const { code = '' } = useParams<{ code: string }>();
  const test = useTakeAssessment(code);
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <header className="flex items-center justify-between gap-2">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          <Logo /> Chalkwise
        </Link>
        <ThemeToggle />
      </header>
      <main className="space-y-6">
        {test.isLoading ? (
          <div className="space-y-4" role="status" aria-label="Loading assessment">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : test.data ? (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-bold break-words">{test.data.title}</h1>
              <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                <span>
                  {capitalize(test.data.type)} · {test.data.subject}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" /> {test.data.timeLimit} min
                </span>
              </p>
              {test.data.description && (
                <p className="whitespace-pre-wrap break-words">{test.data.description}</p>
              )}
            </div>
            <TakeForm code={code} test={test.data} />
          </>
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
            <Link2Off className="size-10 text-muted-foreground" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-semibold">
              {test.isError ? LOAD_FAILED : M.takeNotFound}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              Ask your teacher for the current link.
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
