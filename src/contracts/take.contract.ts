import { z } from 'zod';

/**
 * The student's take page (/take and /take/:code) in its own words; the messages the API also
 * answers (choose your name, wrong code, not found, submitted) are ASSESSMENT_MESSAGES.
 */
export const TAKE_TEXT = {
  // entering the assessment's code
  enterTitle: 'Take an assessment',
  linkCodeLabel: 'Assessment code',
  linkCodeHint: 'The 8-character code your teacher shared.',
  enterLinkCode: 'Please enter the code your teacher gave you',
  continue: 'Continue',
  // the assessment
  loading: 'Loading assessment',
  loadFailed: 'This assessment could not be loaded. Please try again.',
  askTeacher: 'Ask your teacher for the current link, or',
  enterACode: 'enter a code',
  timeLimit: (minutes: number) => `Time limit: ${minutes} min`,
  points: (points: number) => `(${points} ${points === 1 ? 'point' : 'points'})`,
  true: 'True',
  false: 'False',
  // who is answering
  nameLabel: 'Your name',
  namePlaceholder: 'Choose your name',
  codeLabel: 'Your personal code',
  codeHint: 'The code on the slip from your teacher.',
  // sending and results
  submit: 'Submit',
  sending: 'Sending...',
  submitFailed: 'Your answers could not be sent. Please try again.',
  timeUp:
    'Time is up. Choose your name and type your personal code, then press Submit to send your answers.',
  closed:
    'This assessment no longer accepts answers. Your teacher has released the scores: choose your name and type your code to see yours.',
  alreadySubmitted: 'Already submitted? See your result',
  seeMyResult: 'See my result',
  looking: 'Looking...',
  lookupFailed: 'Your result could not be loaded. Please try again.',
  yourSubmission: 'Your submission',
  yourScore: 'Your score:',
  teacherGrades: 'Your teacher will grade the written answers.',
  // before sending with questions left blank
  unansweredTitle: 'Submit with unanswered questions?',
  unanswered: (count: number, of: number) =>
    of === 1
      ? 'The question is unanswered.'
      : `${count} of ${of} questions ${count === 1 ? 'is' : 'are'} unanswered.`,
  unansweredHint: 'Choose a question to answer it, or submit your answers as they are.',
  goToQuestion: (n: number, prompt: string) => `Question ${n}: ${prompt}`,
  goBack: 'Go back',
  submitAnyway: 'Submit anyway',
  autoGraded: (correct: number | null, of: number) =>
    `${correct ?? ''} of ${of} auto-graded ${of === 1 ? 'answer' : 'answers'} right.`,
} as const;

/** The code typed on /take: spaces and case do not matter, but it cannot be empty. */
export const takeLinkForm = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, TAKE_TEXT.enterLinkCode)),
});
