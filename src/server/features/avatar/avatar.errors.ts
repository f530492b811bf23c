import { AVATAR_ERRORS } from '../../../contracts/avatar.contract';
import { errorFactories } from '../../platform/http/app-error';

export const avatarErrors = errorFactories(AVATAR_ERRORS);
