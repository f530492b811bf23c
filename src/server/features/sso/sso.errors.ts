import { SSO_ERRORS } from '../../../contracts/sso.contract';
import { errorFactories } from '../../platform/http/app-error';

export const ssoErrors = errorFactories(SSO_ERRORS);
