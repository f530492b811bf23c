import type { FastifyRequest } from 'fastify';
import { errorBody } from '../../../contracts/common';
import { currentUser } from './auth-guard';

/*
 * The pieces every feature's routes share: the error statuses their guard can answer (declared
 * so the response schema strips an error to `{ message, code }`) and the caller's id that every
 * owner-scoped service call takes first.
 */

/** A route behind requireUser: 401 for a signed-out caller. */
export const guarded = { 401: errorBody };

/** A route behind requireAdmin: 401 signed out, 403 signed in without the admin role. */
export const adminGuarded = { 401: errorBody, 403: errorBody };

/** A route on one of the caller's rows: a malformed id is 400, someone else's (or none) 404. */
export const byId = { 400: errorBody, 404: errorBody, ...guarded };

/** The signed-in caller's id; services scope every query on teacher data by it. */
export const owner = (request: FastifyRequest): number => currentUser(request).id;
