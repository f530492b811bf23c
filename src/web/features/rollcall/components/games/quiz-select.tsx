import { countOf } from '../../../../lib/format';
import type { ComponentProps } from 'react';
import type { QuizSummary } from '../../../../../contracts/quizzes.contract';
import { Label } from '../../../../components/ui/label';
import { fieldClass } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';

/**
 * The game's quiz. Not a NativeSelect: a quiz without questions is listed but cannot be chosen
 * (a disabled option), so the teacher sees why it is missing.
 */
export function QuizSelect({
  quizzes,
  error,
  ...props
}: ComponentProps<'select'> & { quizzes: QuizSummary[]; error?: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="game-quiz">Quiz</Label>
      <select
        id="game-quiz"
        className={cn(fieldClass, 'h-10')}
        aria-invalid={!!error}
        aria-describedby={error ? 'game-quiz-error' : undefined}
        {...props}
      >
        <option value="">Select a quiz</option>
        {quizzes.map((q) => (
          <option key={q.id} value={q.id} disabled={q.questionCount === 0}>
            {q.title} ({countOf(q.questionCount, 'question')})
          </option>
        ))}
      </select>
      {error && (
        <p id="game-quiz-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
