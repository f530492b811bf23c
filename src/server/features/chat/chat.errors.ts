import { CHAT_ERRORS } from '../../../contracts/chat.contract';
import { errorFactories } from '../../platform/http/app-error';

export const chatErrors = errorFactories(CHAT_ERRORS);
