import { INTEROP_ERRORS } from '../../../contracts/interop.contract';
import { errorFactories } from '../../platform/http/app-error';

export const interopErrors = errorFactories(INTEROP_ERRORS);
