import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contracts/questions.contract';
import {
  addChoice,
  changeType,
  newQuestion,
  nextQuestionId,
  removeChoice,
  setChoice,
} from './question-draft';

const mc: Question = {
  id: 'q1',
  type: 'multiple_choice',
  prompt: '2 + 2?',
  choices: ['3', '4', '5'],
  answer: '4',
  points: 2,
  needsReview: false,
};

describe('question drafts', () => {
  it('makes ids no other question uses', () => {
    expect(nextQuestionId([])).toBe('q1');
    expect(nextQuestionId([{ id: 'q1' }, { id: 'q2' }])).toBe('q3');
    expect(nextQuestionId([{ id: 'q3' }, { id: 'q2' }])).toBe('q4');
    expect(newQuestion([mc], 'true_false')).toEqual({
      id: 'q2',
      type: 'true_false',
      prompt: '',
      choices: [],
      answer: 'true',
      points: 1,
      needsReview: false,
    });
  });
  it('reshapes choices and answer when the type changes, keeping prompt and points', () => {
    expect(changeType(mc, 'short_answer')).toMatchObject({
      prompt: '2 + 2?',
      points: 2,
      choices: [],
      answer: '',
    });
    expect(changeType(mc, 'true_false')).toMatchObject({ choices: [], answer: 'true' });
    expect(changeType(changeType(mc, 'short_answer'), 'multiple_choice')).toMatchObject({
      choices: ['', ''],
      answer: '',
    });
    expect(changeType(mc, 'multiple_choice')).toBe(mc);
  });
  it('moves the answer along when its choice is renamed, and drops it when removed', () => {
    expect(setChoice(mc, 1, 'four')).toMatchObject({ choices: ['3', 'four', '5'], answer: 'four' });
    expect(setChoice(mc, 0, 'three')).toMatchObject({ choices: ['three', '4', '5'], answer: '4' });
    expect(removeChoice(mc, 1)).toMatchObject({ choices: ['3', '5'], answer: '' });
    expect(removeChoice(mc, 0)).toMatchObject({ choices: ['4', '5'], answer: '4' });
  });
  it('keeps 2 to 8 choices', () => {
    const two = { ...mc, choices: ['a', 'b'], answer: 'a' };
    expect(removeChoice(two, 0)).toBe(two);
    let q = two;
    for (let i = 0; i < 10; i++) q = addChoice(q);
    expect(q.choices).toHaveLength(8);
  });
});
