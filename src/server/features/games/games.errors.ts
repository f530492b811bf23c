import { GAME_ERRORS } from '../../../contracts/games.contract';
import { errorFactories } from '../../platform/http/app-error';

export const gameErrors = errorFactories(GAME_ERRORS);
