import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../contracts/common';
import { AppError } from './app-error';
import type { AuthUser } from './auth-guard';
import { adminGuarded, byId, guarded, owner } from './route-helpers';

const asRequest = (user: AuthUser | null) => ({ user }) as FastifyRequest;

describe('route helpers', () => {
  it('owner is the signed-in caller id', () => {
    const user: AuthUser = {
      id: 42,
      username: 'ada',
      role: 'user',
      firstName: null,
      mustChangePassword: false,
    };
    expect(owner(asRequest(user))).toBe(42);
  });

  it('owner answers 401 when nobody is signed in', () => {
    expect(() => owner(asRequest(null))).toThrow(AppError);
    try {
      owner(asRequest(null));
    } catch (error) {
      expect((error as AppError).status).toBe(401);
    }
  });

  it('declares the error body for exactly the statuses each guard can answer', () => {
    expect(guarded).toEqual({ 401: errorBody });
    expect(adminGuarded).toEqual({ 401: errorBody, 403: errorBody });
    expect(byId).toEqual({ 400: errorBody, 404: errorBody, 401: errorBody });
  });
});
