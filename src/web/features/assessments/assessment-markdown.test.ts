import { describe, expect, it } from 'vitest';
import { assessmentToMarkdown } from './assessment-markdown';

const assessment = {
  title: 'Fractions check',
  description: 'Show your work.',
  subject: 'Mathematics',
  grade: '4',
  type: 'quiz' as const,
  maxScore: 10,
  timeLimit: 20,
  questions: {
    items: [
      {
        id: 'q1',
        type: 'multiple_choice' as const,
        prompt: 'What is 1/2 + 1/4?',
        choices: ['1/6', '3/4', '2/6'],
        answer: '3/4',
        points: 2,
        needsReview: false,
        explanation: 'Quarters: 2/4 + 1/4',
      },
      {
        id: 'q2',
        type: 'true_false' as const,
        prompt: '2/4 equals 1/2.',
        choices: [],
        answer: 'true',
        points: 1,
        needsReview: false,
      },
      {
        id: 'q3',
        type: 'short_answer' as const,
        prompt: 'Explain why 3/3 is one whole.',
        choices: [],
        answer: 'All three equal parts are taken.',
        points: 3,
        needsReview: true,
      },
    ],
  },
};

describe('assessmentToMarkdown', () => {
  it('prints a student copy with facts, name line, questions and choices, and no answers', () => {
    const md = assessmentToMarkdown(assessment, 'student');
    expect(
      md.startsWith('# Fractions check\n\nQuiz · Mathematics · Grade 4 · 10 points · 20 minutes'),
    ).toBe(true);
    expect(md).toContain('Name: ___');
    expect(md).toContain('**1. What is 1/2 + 1/4?** _(2 points)_\n\n- A. 1/6\n- B. 3/4\n- C. 2/6');
    expect(md).toContain('**2. 2/4 equals 1/2.** _(1 point)_\n\nCircle one: True / False');
    expect(md).toContain('**3. Explain why 3/3 is one whole.** _(3 points)_\n\n____');
    for (const secret of ['Answer Key', 'Quarters', 'All three equal parts', '**true**'])
      expect(md).not.toContain(secret);
  });

  it('prints an answer key with the right letter, model answers and explanations', () => {
    const md = assessmentToMarkdown(assessment, 'key');
    expect(md).toContain('# Fractions check (Answer Key)');
    expect(md).toContain('1. **B. 3/4** (Quarters: 2/4 + 1/4) _(2 points)_');
    expect(md).toContain('2. **True** _(1 point)_');
    expect(md).toContain(
      '3. **All three equal parts are taken.** _(model answer; grade against it)_ _(3 points)_',
    );
    expect(md).not.toContain('Name:');
  });

  it('says so when there are no questions, and leaves out an empty description', () => {
    const md = assessmentToMarkdown(
      { ...assessment, description: '', questions: { items: [] } },
      'student',
    );
    expect(md).toContain('_This assessment has no questions yet._');
    expect(md).not.toContain('\n\n\n');
  });
});
