import { ADMIN_ERRORS } from '../../../contracts/auth.contract';
import { errorFactories } from '../../platform/http/app-error';

export const adminErrors = errorFactories(ADMIN_ERRORS);
