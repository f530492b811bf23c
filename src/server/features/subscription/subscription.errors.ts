import { SUBSCRIPTION_ERRORS } from '../../../contracts/subscription.contract';
import { errorFactories } from '../../platform/http/app-error';

export const subscriptionErrors = errorFactories(SUBSCRIPTION_ERRORS);
