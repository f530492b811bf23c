import { AUTH_ERRORS } from '../../../contracts/auth.contract';
import { errorFactories } from '../../platform/http/app-error';

export const authErrors = errorFactories(AUTH_ERRORS);
