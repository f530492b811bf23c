import { EXPORT_ERRORS } from '../../../contracts/export.contract';
import { errorFactories } from '../../platform/http/app-error';

export const exportErrors = errorFactories(EXPORT_ERRORS);
