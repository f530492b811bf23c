import { describe, expect, it } from 'vitest';
import { question, type QuestionInput } from '../../../contracts/questions.contract';
import { copyTitle, fromAssessmentQuestion } from './quizzes.rules';

const q = (over: Partial<QuestionInput>) =>
  question.parse({
    id: 'q1',
    type: 'multiple_choice',
    prompt: 'Pick one',
    answer: 'B',
    choices: ['A', 'B'],
    ...over,
  });

describe('an assessment question as a game question', () => {
  it('keeps a short multiple-choice question as it is', () => {
    expect(fromAssessmentQuestion(q({}))).toEqual({
      question: 'Pick one',
      choices: ['A', 'B'],
      answerIndex: 1,
      timeLimit: 20,
      needsReview: false,
    });
  });

  it('keeps the right answer among at most 4 choices and flags the change', () => {
    const made = fromAssessmentQuestion(
      q({ choices: ['A', 'B', 'C', 'D', 'E', 'F'], answer: 'F' }),
    )!;
    expect(made.choices).toEqual(['A', 'B', 'C', 'F']);
    expect(made.choices[made.answerIndex]).toBe('F');
    expect(made.needsReview).toBe(true);
    // Says why (issue 32 item 14), not "The AI could not check this question".
    expect(made.reviewReason).toBe(
      'To fit a game, a game shows at most 4 answers, so the right one and the first wrong ones were kept. Check it still reads right.',
    );
  });

  it('shortens text past the game limits, flagged', () => {
    const made = fromAssessmentQuestion(
      q({ prompt: 'x'.repeat(900), choices: ['y'.repeat(300), 'B'], answer: 'B' }),
    )!;
    expect(made.question).toHaveLength(500);
    expect(made.question.endsWith('…')).toBe(true);
    expect(made.choices[0]).toHaveLength(120);
    expect(made.needsReview).toBe(true);
    expect(made.reviewReason).toBe(
      "To fit a game, the question was shortened to 500 characters; an answer was shortened to 120 characters to fit a player's button. Check it still reads right.",
    );
  });

  it('merges repeated choices and keeps the teacher’s own review flag', () => {
    const made = fromAssessmentQuestion(
      q({ choices: ['A', 'a', 'B'], answer: 'B', needsReview: true }),
    )!;
    expect(made.choices).toEqual(['A', 'B']);
    expect(made.needsReview).toBe(true);
    expect(made).not.toHaveProperty('reviewReason');
  });

  it('turns true/false into True and False', () => {
    const made = fromAssessmentQuestion(q({ type: 'true_false', choices: [], answer: 'false' }))!;
    expect(made.choices).toEqual(['True', 'False']);
    expect(made.answerIndex).toBe(1);
  });

  it('skips what a game cannot play', () => {
    expect(
      fromAssessmentQuestion(q({ type: 'short_answer', choices: [], answer: 'x' })),
    ).toBeNull();
    expect(fromAssessmentQuestion(q({ answer: 'Z' }))).toBeNull();
    expect(fromAssessmentQuestion(q({ choices: ['B', 'b'], answer: 'B' }))).toBeNull();
    // Two long choices that read the same once shortened.
    const long = 'z'.repeat(200);
    expect(
      fromAssessmentQuestion(q({ choices: [`${long}1`, `${long}2`], answer: `${long}1` })),
    ).toBeNull();
  });
});

describe('copyTitle', () => {
  it('adds (copy) and still fits 200 characters', () => {
    expect(copyTitle('Quiz')).toBe('Quiz (copy)');
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
  });
});
