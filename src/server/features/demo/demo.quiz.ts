/**
 * The demo teacher's sample RollCall quiz, so the Game Rooms tab has something to host on a
 * fresh install. Answers are computed here, not typed, so they cannot drift from the numbers.
 */
const choices = (answer: number, wrong: number[], at: number) => {
  const list = wrong.map(String);
  list.splice(at, 0, String(answer));
  return { choices: list, answerIndex: at };
};

import type { QuizzesService } from '../quizzes/quizzes.service';

export const DEMO_QUIZ: Parameters<QuizzesService['create']>[1] = {
  title: 'Minecraft maths warm-up',
  description: 'Six quick questions to start a maths lesson, set in Minecraft.',
  subject: 'Mathematics',
  gradeLevel: '4',
  difficulty: 'easy',
  popCultureTheme: 'Minecraft',
  questions: [
    {
      question: 'Steve mines 3 rows of 12 blocks. How many blocks is that?',
      ...choices(3 * 12, [15, 33, 39], 1),
      timeLimit: 20,
    },
    {
      question: 'Alex shares 48 torches equally among 6 villagers. How many torches does each get?',
      ...choices(48 / 6, [6, 42, 9], 2),
      timeLimit: 20,
    },
    {
      question: 'Steve finds 25 diamonds and then 17 more. How many diamonds does he have now?',
      ...choices(25 + 17, [32, 8, 43], 0),
      timeLimit: 20,
    },
    {
      question: 'Alex had 60 emeralds and trades 24 with villagers. How many are left?',
      ...choices(60 - 24, [84, 34, 44], 3),
      timeLimit: 20,
    },
    {
      question: 'A chest has 3 rows of 9 slots. How many slots does it have?',
      ...choices(3 * 9, [12, 18, 36], 2),
      timeLimit: 20,
    },
    {
      question: 'True or false: 7 × 8 = 56.',
      choices: ['True', 'False'],
      answerIndex: 0, // 7 × 8 is 56
      timeLimit: 15,
    },
  ],
};
