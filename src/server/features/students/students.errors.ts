import { STUDENT_ERRORS } from '../../../contracts/students.contract';
import { errorFactories } from '../../platform/http/app-error';

export const studentErrors = errorFactories(STUDENT_ERRORS);
