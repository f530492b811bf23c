import { adminErrors } from './admin.errors';
import type { CreateUserBody } from '../../../contracts/auth.contract';
import type { AuthService } from '../auth/auth.service';
import type { AdminRepository, UserChanges } from './admin.repository';

export interface AdminServiceDeps {
  repo: AdminRepository;
  auth: AuthService;
  /**
   * Accounts whose published password the admin is warned about: demo mode's, when the server
   * listens on an address others can reach; none otherwise.
   */
  exposedDemoAccounts?: readonly { username: string; password: string }[];
}

export function createAdminService({ repo, auth, exposedDemoAccounts = [] }: AdminServiceDeps) {
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

    /** A temporary password for another account, which must change it at its next sign-in. */
    async resetPassword(actorId: number, id: number) {
      // An administrator's own password is changed with the current one, on the profile page.
      if (actorId === id) throw adminErrors.reset_self();
      const target = await auth.findUser(id);
      if (!target) throw adminErrors.user_not_found();
      if (target.role === 'guest') throw adminErrors.reset_guest();
      const reset = await auth.resetPassword(id);
      if (!reset) throw adminErrors.user_not_found();
      return { username: reset.user.username, temporaryPassword: reset.temporaryPassword };
    },

    async securityNotice() {
      return { demoPasswordsInUse: await auth.stillUsingPasswords(exposedDemoAccounts) };
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
