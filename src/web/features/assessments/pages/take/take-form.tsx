import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ASSESSMENT_MESSAGES as M,
  submitAnswersBody,
  type StudentIdentity,
  type TakeAssessment,
} from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { ServerError } from '../../../../components/server-error';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { isApiError } from '../../../../lib/api-client';
import { useSubmitAnswers } from '../../assessments.api';
import { forgetStart, TakeTimer } from '../../components/take-timer';
import { IdentityFields } from './identity-fields';
import { QuestionField } from './question-field';
import { ResultLookup } from './result-lookup';
import { TakeDone } from './take-done';
import {
  isWrongCode,
  ltiIdentity,
  takeDefaults,
  unansweredIndexes,
  WRONG_CODE,
  type TakeInput,
  type TakeValues,
} from './take-values';
import { UnansweredDialog } from './unanswered-dialog';

/**
 * Name, personal code and answers, checked with the API's own schema (the first field with a
 * message is focused); once the assessment is closed, only the lookup of a released score.
 */
export function TakeForm({ code, test }: { code: string; test: TakeAssessment }) {
  const submit = useSubmitAnswers(code);
  const form = useForm<TakeInput, unknown, TakeValues>({
    resolver: zodResolver(submitAnswersBody),
    defaultValues: takeDefaults(test, ltiIdentity(window.location.hash)),
    // Messages change when the student presses Submit or See my result, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [timeUp, setTimeUp] = useState(false);
  // Answers checked and waiting while the student decides about the questions left blank.
  const [held, setHeld] = useState<{ body: TakeValues; missing: number[] } | null>(null);
  if (submit.data) return <TakeDone result={submit.data} />;

  function wrongCode(message: string) {
    form.setError('studentCode', { message }, { shouldFocus: true });
  }

  const post = (body: TakeValues) =>
    submit.mutate(body, {
      onSuccess: () => forgetStart(code),
      onError: (error) => {
        if (isApiError(error, WRONG_CODE)) wrongCode(error.serverMessage ?? M.wrongStudentCode);
      },
    });
  const send = form.handleSubmit(post);
  /** Submit: with questions left blank (and time left), the student confirms first. */
  const submitPressed = form.handleSubmit((body) => {
    const missing = unansweredIndexes(body.answers);
    if (missing.length > 0 && !timeUp) setHeld({ body, missing });
    else post(body);
  });

  const identify = (then: (who: StudentIdentity) => void) =>
    void form.handleSubmit(({ studentId, studentCode }) => then({ studentId, studentCode }))();

  /** At the end of the time limit the answers so far are sent, as if Submit were pressed. */
  function expire() {
    setTimeUp(true);
    if (!submit.isPending) void send();
  }

  const identity = <IdentityFields test={test} form={form} />;
  if (!test.open)
    return (
      <Card className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-muted-foreground">{T.closed}</p>
        {identity}
        <ResultLookup code={code} identify={identify} onWrongCode={wrongCode} />
      </Card>
    );
  if (test.questions.length === 0) return <Alert>{M.noQuestions}</Alert>;
  return (
    <form noValidate onSubmit={submitPressed} className="space-y-4">
      <TakeTimer code={code} minutes={test.timeLimit} onExpire={expire} />
      <Card className="space-y-4 p-4 sm:p-5">
        {identity}
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">{T.alreadySubmitted}</summary>
          <div className="pt-3">
            <ResultLookup code={code} identify={identify} onWrongCode={wrongCode} />
          </div>
        </details>
      </Card>
      {test.questions.map((q, i) => (
        <QuestionField key={q.id} q={q} n={i + 1} control={form.control} />
      ))}
      {timeUp && !submit.isPending && <Alert variant="destructive">{T.timeUp}</Alert>}
      {/* A wrong personal code is shown at its field instead. */}
      <ServerError
        error={isWrongCode(submit.error) ? null : submit.error}
        fallback={T.submitFailed}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        <Send className="size-4" aria-hidden="true" /> {submit.isPending ? T.sending : T.submit}
      </Button>
      <UnansweredDialog
        questions={test.questions}
        missing={held?.missing ?? []}
        onClose={() => setHeld(null)}
        onSubmit={() => held && post(held.body)}
      />
    </form>
  );
}
