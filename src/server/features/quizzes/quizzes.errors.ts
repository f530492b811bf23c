import { AI_ERRORS } from '../../../contracts/ai.contract';
import { QUIZ_ERRORS } from '../../../contracts/quizzes.contract';
import { errorFactories } from '../../platform/http/app-error';

export const quizErrors = errorFactories(QUIZ_ERRORS);

/** A generation whose every question broke the game's rules is the engine's fault (502). */
export const unusableQuiz = () => errorFactories(AI_ERRORS).malformed_answer();
