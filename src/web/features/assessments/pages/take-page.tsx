import { ArrowRight, CheckCircle2, Clock, Link2Off, Search, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import {
  ASSESSMENT_MESSAGES as M,
  STUDENT_CODE_LENGTH,
  studentIdentity,
  type StudentIdentity,
  type SubmitAnswersResult,
  type TakeAssessment,
} from '../../../../contracts/assessments.contract';
import { FormField } from '../../../components/form-field';
import { Logo } from '../../../components/brand/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { NativeSelect } from '../../../components/native-select';
import { capitalize, formatScore } from '../assessment-format';
import { useStudentResult } from '../assessment-sharing.api';
import { useSubmitAnswers, useTakeAssessment } from '../assessments.api';
import { forgetStart, TakeTimer } from '../components/take-timer';

const TEACHER_GRADES = 'Your teacher will grade the written answers.';
const SUBMIT_FAILED = 'Your answers could not be sent. Please try again.';
const LOAD_FAILED = 'This assessment could not be loaded. Please try again.';
const LOOKUP_FAILED = 'Your result could not be loaded. Please try again.';
const CODE_HINT = 'The code on the slip from your teacher.';
const TIME_UP =
  'Time is up. Choose your name and type your personal code, then press Submit to send your answers.';
const ENTER_LINK_CODE = 'Please enter the code your teacher gave you';
const WRONG_CODE = 'assessments.wrong_student_code';
/** A wrong personal code is shown on the code field (focused), not as a general failure. */
const isWrongCode = (error: unknown) => isApiError(error, WRONG_CODE);

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

function Done({ result, title = M.submitted }: { result: SubmitAnswersResult; title?: string }) {
  return (
    <Card className="space-y-3 text-center" role="status">
      <CheckCircle2
        className="mx-auto size-10 text-emerald-600 dark:text-emerald-400"
        aria-hidden="true"
      />
      <h2 className="text-xl font-semibold">{title}</h2>
      {!result.released ? (
        <p data-testid="take-received">{M.received}</p>
      ) : typeof result.score === 'number' ? (
        <p className="text-lg" data-testid="take-score">
          Your score:{' '}
          <strong>
            {formatScore(result.score)} / {result.maxScore}
          </strong>
        </p>
      ) : (
        <p data-testid="take-pending">{TEACHER_GRADES}</p>
      )}
      {result.released && !!result.autoGraded && (
        <p className="text-sm text-muted-foreground">
          {result.correct} of {result.autoGraded} auto-graded{' '}
          {result.autoGraded === 1 ? 'answer' : 'answers'} right.
        </p>
      )}
    </Card>
  );
}

type IdentityErrors = { studentId?: string; studentCode?: string };

/** Name and personal code, checked with the API's own schema. */
function checkIdentity(studentId: string, studentCode: string) {
  const parsed = studentIdentity.safeParse({ studentId: Number(studentId), studentCode });
  if (parsed.success) return { who: parsed.data, errors: {} as IdentityErrors };
  const errors: IdentityErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof IdentityErrors;
    errors[key] ??= issue.message;
  }
  return { who: null, errors };
}

function IdentityFields({
  test,
  studentId,
  studentCode,
  errors,
  onStudent,
  onCode,
}: {
  test: TakeAssessment;
  studentId: string;
  studentCode: string;
  errors: IdentityErrors;
  onStudent: (v: string) => void;
  onCode: (v: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <NativeSelect
        id="take-student"
        label="Your name"
        placeholder="Choose your name"
        options={test.students.map((s) => String(s.id))}
        format={(id) => test.students.find((s) => String(s.id) === id)?.name ?? id}
        error={errors.studentId}
        value={studentId}
        onChange={(e) => onStudent(e.target.value)}
      />
      <FormField
        id="take-code"
        label="Your personal code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={STUDENT_CODE_LENGTH + 4}
        className="font-mono tracking-widest uppercase"
        hint={CODE_HINT}
        error={errors.studentCode}
        value={studentCode}
        onChange={(e) => onCode(e.target.value)}
      />
    </div>
  );
}

/** A student who already submitted looks up what the teacher lets them see. */
function ResultLookup({
  code,
  identify,
  onWrongCode,
}: {
  code: string;
  identify: () => StudentIdentity | null;
  onWrongCode: (message: string) => void;
}) {
  const lookup = useStudentResult(code);
  if (lookup.data) return <Done result={lookup.data} title="Your submission" />;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        disabled={lookup.isPending}
        onClick={() => {
          const who = identify();
          if (who)
            lookup.mutate(who, {
              onError: (error) => {
                if (isApiError(error, WRONG_CODE))
                  onWrongCode(error.serverMessage ?? M.wrongStudentCode);
              },
            });
        }}
      >
        <Search className="size-4" aria-hidden="true" />{' '}
        {lookup.isPending ? 'Looking...' : 'See my result'}
      </Button>
      {lookup.isError && !isWrongCode(lookup.error) && (
        <Alert variant="destructive">{serverMessage(lookup.error) ?? LOOKUP_FAILED}</Alert>
      )}
    </div>
  );
}

function TakeForm({ code, test }: { code: string; test: TakeAssessment }) {
  const submit = useSubmitAnswers(code);
  const [studentId, setStudentId] = useState('');
  const [studentCode, setStudentCode] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<IdentityErrors>({});
  const [timeUp, setTimeUp] = useState(false);
  if (submit.data) return <Done result={submit.data} />;

  /** The checked identity, or null after showing what is missing and focusing it. */
  function identify() {
    const checked = checkIdentity(studentId, studentCode);
    setErrors(checked.errors);
    if (checked.errors.studentId) document.getElementById('take-student')?.focus();
    else if (checked.errors.studentCode) document.getElementById('take-code')?.focus();
    return checked.who;
  }

  function wrongCode(message: string) {
    setErrors({ studentCode: message });
    document.getElementById('take-code')?.focus();
  }

  function send(e?: React.FormEvent) {
    e?.preventDefault();
    const who = identify();
    if (!who) return;
    submit.mutate(
      {
        ...who,
        answers: test.questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })),
      },
      {
        onSuccess: () => forgetStart(code),
        onError: (error) => {
          if (isApiError(error, WRONG_CODE)) wrongCode(error.serverMessage ?? M.wrongStudentCode);
        },
      },
    );
  }

  /** At the end of the time limit the answers so far are sent, as if Submit were pressed. */
  function expire() {
    setTimeUp(true);
    if (!submit.isPending) send();
  }

  const identity = (
    <IdentityFields
      test={test}
      studentId={studentId}
      studentCode={studentCode}
      errors={errors}
      onStudent={setStudentId}
      onCode={setStudentCode}
    />
  );
  if (!test.open)
    return (
      <Card className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-muted-foreground">
          This assessment no longer accepts answers. Your teacher has released the scores: choose
          your name and type your code to see yours.
        </p>
        {identity}
        <ResultLookup code={code} identify={identify} onWrongCode={wrongCode} />
      </Card>
    );
  if (test.questions.length === 0) return <Alert>{M.noQuestions}</Alert>;
  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <TakeTimer code={code} minutes={test.timeLimit} onExpire={expire} />
      <Card className="space-y-4 p-4 sm:p-5">
        {identity}
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            Already submitted? See your result
          </summary>
          <div className="pt-3">
            <ResultLookup code={code} identify={identify} onWrongCode={wrongCode} />
          </div>
        </details>
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
      {timeUp && !submit.isPending && <Alert variant="destructive">{TIME_UP}</Alert>}
      {submit.isError && !isWrongCode(submit.error) && (
        <Alert variant="destructive">{serverMessage(submit.error) ?? SUBMIT_FAILED}</Alert>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        <Send className="size-4" aria-hidden="true" /> {submit.isPending ? 'Sending...' : 'Submit'}
      </Button>
    </form>
  );
}

/** /take without a code: the student types the code the teacher wrote on the board. */
function CodeEntry() {
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Card className="mx-auto max-w-md space-y-4">
      <h1 className="text-xl font-semibold">Take an assessment</h1>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          const code = value.replace(/\s+/g, '').toUpperCase();
          if (!code) {
            setError(ENTER_LINK_CODE);
            document.getElementById('link-code')?.focus();
            return;
          }
          navigate(`/take/${encodeURIComponent(code)}`);
        }}
      >
        <FormField
          id="link-code"
          label="Assessment code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="font-mono tracking-widest uppercase"
          hint="The 8-character code your teacher shared."
          error={error}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" className="w-full sm:w-auto">
          Continue <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </form>
    </Card>
  );
}

/**
 * /take/:code — public: a student picks their name, types their personal code and answers; no
 * account, no app frame. /take alone asks for the assessment's code.
 */
export default function TakePage() {
  const { code = '' } = useParams<{ code?: string }>();
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <header className="flex items-center justify-between gap-2">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          <Logo /> Chalkwise
        </Link>
        <ThemeToggle />
      </header>
      <main className="space-y-6">{code ? <Assessment code={code} /> : <CodeEntry />}</main>
    </div>
  );
}

function Assessment({ code }: { code: string }) {
  const test = useTakeAssessment(code);
  if (test.isLoading)
    return (
      <div className="space-y-4" role="status" aria-label="Loading assessment">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (!test.data)
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
        <Link2Off className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">
          {test.isError ? LOAD_FAILED : M.takeNotFound}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Ask your teacher for the current link, or{' '}
          <Link href="/take" className="text-primary underline">
            enter a code
          </Link>
          .
        </p>
      </div>
    );
  return (
    <>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold break-words">{test.data.title}</h1>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <span>
            {capitalize(test.data.type)} · {test.data.subject}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> Time limit: {test.data.timeLimit} min
          </span>
        </p>
        {test.data.description && (
          <p className="whitespace-pre-wrap break-words">{test.data.description}</p>
        )}
      </div>
      <TakeForm code={code} test={test.data} />
    </>
  );
}
