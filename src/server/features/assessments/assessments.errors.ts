import { ASSESSMENT_ERRORS } from '../../../contracts/assessments.contract';
import { errorFactories } from '../../platform/http/app-error';

/** `assessmentErrors.not_found()`: codes and messages are declared in the contract. */
export const assessmentErrors = errorFactories(ASSESSMENT_ERRORS);
