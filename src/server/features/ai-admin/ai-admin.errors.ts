import { AI_ADMIN_ERRORS } from '../../../contracts/ai-admin.contract';
import { errorFactories } from '../../platform/http/app-error';

export const aiAdminErrors = errorFactories(AI_ADMIN_ERRORS);
