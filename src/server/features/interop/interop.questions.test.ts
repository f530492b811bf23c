import { describe, expect, it } from 'vitest';
import { isAnswerKey, questionName } from './interop.questions';

describe('isAnswerKey', () => {
  it.each(['photosynthesis', 'H2O', '2*3', 'A->B', 'the water cycle', '"big" "small"', "O'Keeffe"])(
    'takes %j as a key an LMS can match',
    (answer) => expect(isAnswerKey(answer)).toBe(true),
  );

  it.each([
    '',
    '   ',
    'Any sentence with a clear claim and a reason',
    'e.g. evaporation',
    'Answers will vary',
    'Accept evaporation',
    'such as rain',
    'rain, snow...',
    'rain, snow…',
    'one\ntwo',
    'a claim with a reason and evidence',
    'x'.repeat(61),
  ])('leaves %j to a teacher (an essay)', (answer) => expect(isAnswerKey(answer)).toBe(false));
});

describe('questionName', () => {
  it('is the prompt on one line, or the number when it has none', () => {
    expect(questionName({ prompt: '  What is\r\n3 × 4?\u2028 ', number: 2 })).toBe(
      'What is 3 × 4?',
    );
    expect(questionName({ prompt: '   ', number: 7 })).toBe('Question 7');
  });

  it('shortens at a word, or mid-word when the first word is very long', () => {
    expect(questionName({ prompt: 'word '.repeat(30), number: 1 })).toMatch(/^(word ){10}word…$/);
    expect(questionName({ prompt: 'x'.repeat(100), number: 1 })).toBe(`${'x'.repeat(59)}…`);
  });
});
