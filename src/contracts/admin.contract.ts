import { z } from 'zod';

/**
 * POST /api/admin/users/:id/password-reset: a temporary password, shown to the administrator
 * once; the account must choose its own at the next sign-in (issue 32 item 1).
 */
export const passwordResetResponse = z.object({
  username: z.string(),
  temporaryPassword: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetResponse>;

/**
 * GET /api/admin/security: the demo accounts whose published password still signs in on a
 * server others can reach (demo mode on a non-loopback address); empty otherwise.
 */
export const securityNotice = z.object({ demoPasswordsInUse: z.array(z.string()) });
export type SecurityNotice = z.infer<typeof securityNotice>;

export const ADMIN_RESET_TEXT = {
  title: 'Reset password',
  explain:
    'This signs the user out everywhere and gives them a temporary password. They must choose a new one when they next sign in.',
  done: 'Temporary password',
  doneDetail:
    'Give this password to the user. It is shown only once; they will be asked to change it when they sign in.',
} as const;

// Zod-free, so the signed-in frame's banner does not load zod (issue 38 item 2).
export { DEMO_BANNER_TEXT } from './admin.text';
