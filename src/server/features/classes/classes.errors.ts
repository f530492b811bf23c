import { CLASS_ERRORS } from '../../../contracts/classes.contract';
import { errorFactories } from '../../platform/http/app-error';

export const classErrors = errorFactories(CLASS_ERRORS);
