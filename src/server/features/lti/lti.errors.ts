import { LTI_ERRORS } from '../../../contracts/lti.contract';
import { errorFactories } from '../../platform/http/app-error';

export const ltiErrors = errorFactories(LTI_ERRORS);
