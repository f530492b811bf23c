import { LESSON_ERRORS } from '../../../contracts/lessons.contract';
import { errorFactories } from '../../platform/http/app-error';

export const lessonErrors = errorFactories(LESSON_ERRORS);
