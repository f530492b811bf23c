import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../contracts/constants';
import { errorFactories, httpErrors } from './app-error';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../../contracts/auth.contract';

const authErrors = errorFactories(AUTH_ERRORS);

export const SESSION_COOKIE = 'chalkwise_session';

/** What a route knows about the signed-in caller. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  firstName: string | null;
  /** An administrator reset the password: only the routes that let it be changed answer. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** false: the route never looks at the caller, so no session is read for it. */
    session?: boolean;
    /**
     * true: answers a caller who must change their password first (who am I, change it, sign
     * out); every other guarded route refuses them with auth.password_change_required.
     */
    beforePasswordChange?: boolean;
  }
}

export type SessionResolver = (token: string) => Promise<AuthUser | null>;

/** Resolves the session cookie on every API request so routes can ask for `request.user`. */
export function registerAuthGuard(app: FastifyInstance, resolve: SessionResolver) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.session === false) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await resolve(token) : null;
  });
}

/** A temporary password set by an administrator opens nothing but the change screen. */
function refuseUntilPasswordChanged(request: FastifyRequest, user: AuthUser) {
  if (user.mustChangePassword && request.routeOptions.config?.beforePasswordChange !== true)
    throw authErrors.password_change_required();
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw httpErrors.unauthorized();
  refuseUntilPasswordChanged(request, request.user);
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw httpErrors.unauthorized();
  refuseUntilPasswordChanged(request, request.user);
  if (request.user.role !== 'admin') throw httpErrors.forbidden(AUTH_MESSAGES.accessDenied);
}

/** The caller of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpErrors.unauthorized();
  return request.user;
}
