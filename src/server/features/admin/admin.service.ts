import { adminErrors } from './admin.errors';
import type { CreateUserBody } from '../../../contracts/auth.contract';
import type { AuthService } from '../auth/auth.service';
import type { AdminRepository, UserChanges } from './admin.repository';

export function createAdminService({ repo, auth }: { repo: AdminRepository; auth: AuthService }) {
  return {
    listUsers: () => repo.listUsers(),
    stats: () => repo.stats(),

    createUser(body: CreateUserBody & { username: string; password: string }) {
      if (body.role === 'guest') throw adminErrors.guest_role();
      return auth.createAccount(body, { checkCommon: true });
    },

    async updateUser(id: number, changes: UserChanges) {
      const result = await repo.updateUser(id, changes);
      if (result === undefined) throw adminErrors.user_not_found();
      if (result === 'last_admin') throw adminErrors.last_admin();
      if (result === 'to_guest') throw adminErrors.guest_role();
      return result;
    },

    async deleteUser(actorId: number, id: number) {
      if (actorId === id) throw adminErrors.cannot_delete_self();
      const result = await repo.deleteUser(id);
      if (result === undefined) throw adminErrors.user_not_found();
      if (result === 'last_admin') throw adminErrors.last_admin();
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
