import { ASSESSMENT_ERRORS } from '../../../contracts/assessments.contract';
import { RUBRIC_ERRORS } from '../../../contracts/rubrics.contract';
import { errorFactories } from '../../platform/http/app-error';

/** `assessmentErrors.not_found()`: codes and messages are declared in the contract. */
export const assessmentErrors = errorFactories(ASSESSMENT_ERRORS);

/** A rubric grade refused (issue 32 item 17). */
export const rubricErrors = errorFactories(RUBRIC_ERRORS);
