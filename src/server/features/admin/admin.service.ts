import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import type { CreateUserBody } from '../../../contracts/auth.contract';
import type { AuthService } from '../auth/auth.service';
import type { AdminRepository, UserChanges } from './admin.repository';

export const ADMIN_MESSAGES = {
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'Chalkwise needs at least one administrator.',
} as const;

export function createAdminService({ repo, auth }: { repo: AdminRepository; auth: AuthService }) {
  return {
    listUsers: () => repo.listUsers(),
    stats: () => repo.stats(),

    createUser(body: CreateUserBody & { username: string; password: string }) {
      return auth.createAccount(body, { checkCommon: true });
    },

    async updateUser(id: number, changes: UserChanges) {
      const result = await repo.updateUser(id, changes);
      if (result === undefined) throw notFound('User');
      if (result === 'last_admin') throw new AppError(409, 'last_admin', ADMIN_MESSAGES.lastAdmin);
      return result;
    },

    async deleteUser(actorId: number, id: number) {
      if (actorId === id) throw badRequest(ADMIN_MESSAGES.cannotDeleteSelf, 'cannot_delete_self');
      const result = await repo.deleteUser(id);
      if (result === undefined) throw notFound('User');
      if (result === 'last_admin') throw new AppError(409, 'last_admin', ADMIN_MESSAGES.lastAdmin);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
