import { z } from 'zod';
import { defineErrors } from './errors';
import { ROLES, SUBSCRIPTION_TIERS, USERNAME_MIN, PASSWORD_MIN } from './constants';
import { isoDate } from './common';

/** Spec section 5 and 8, word for word. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  invalidEmail: 'Invalid email address',
  invalidCredentials: 'Invalid username or password.',
  usernameTaken: 'Username may already exist. Please try again.',
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  unauthorized: 'Unauthorized: You are logged out. Logging in again...',
  accessDenied: 'Access denied. Administrator privileges required.',
} as const;

/** The profile page and password changes (issue 32 item 1). */
export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  wrongPassword: 'Your current password is not correct.',
  samePassword: 'Choose a password different from the current one.',
  confirmMismatch: 'The two new passwords do not match',
  emailTaken: 'Another account already uses this email address.',
  passwordChangeRequired: 'An administrator reset your password. Choose a new one to continue.',
  saved: 'Profile saved',
  passwordChanged: 'Password changed',
  passwordChangedDetail: 'You stay signed in here; other devices were signed out.',
} as const;

export const AUTH_TOASTS = {
  loginFailed: { title: 'Login failed', description: 'Invalid username or password.' },
  registerFailed: {
    title: 'Registration failed',
    description: 'Username may already exist. Please try again.',
  },
  guestFailed: { title: 'Guest login failed', description: 'Please try again.' },
  loginInline: 'Login failed. Please check your credentials.',
  registerInline: 'Registration failed. Please try again.',
  loginSuccess: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  registerSuccess: {
    title: 'Account created!',
    description: 'Welcome to Chalkwise! Your account has been created.',
  },
  guestSuccess: { title: 'Welcome!', description: 'You are now exploring Chalkwise as a guest.' },
} as const;

const MAX_FIELD = 200;

/** An optional form value: the client sends it absent when empty, the server accepts "" too. */
const optionalText = z
  .string()
  .trim()
  .max(MAX_FIELD)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const optionalEmail = z
  .union([z.literal(''), z.email(AUTH_MESSAGES.invalidEmail).max(254)])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const loginBody = z.object({
  username: z
    .string(AUTH_MESSAGES.usernameRequired)
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(MAX_FIELD),
  password: z
    .string(AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_FIELD),
});
export type LoginBody = z.input<typeof loginBody>;

const username = z
  .string(AUTH_MESSAGES.usernameRequired)
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may only contain letters, digits and . _ @ -');

/** Sign-up's password rules, also those of a changed or reset password. */
const password = z
  .string(AUTH_MESSAGES.passwordRequired)
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(MAX_FIELD, 'Password must be at most 200 characters');

export const registerBody = z.object({
  username,
  password,
  email: optionalEmail,
  firstName: optionalText,
  lastName: optionalText,
});
export type RegisterBody = z.input<typeof registerBody>;

const role = z.enum(ROLES);
const subscriptionTier = z.enum(SUBSCRIPTION_TIERS);

export const createUserBody = registerBody.extend({
  role: role.default('user'),
  subscriptionTier: subscriptionTier.default('free'),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserBody = z
  .object({
    role: role.optional(),
    subscriptionTier: subscriptionTier.optional(),
    email: optionalEmail.or(z.null()),
    firstName: optionalText.or(z.null()),
    lastName: optionalText.or(z.null()),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** A profile field: absent leaves it, "" or null clears it (the form sends what is typed). */
const clearableText = z
  .string()
  .trim()
  .max(MAX_FIELD)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

// Not a union with null: a union's failure reads "Invalid input", not the email message.
const clearableEmail = z
  .union([z.literal(''), z.email(AUTH_MESSAGES.invalidEmail).max(254)])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** PATCH /api/user: the caller's own names and email; absent leaves a field, "" or null clears it. */
export const updateProfileBody = z
  .object({
    email: clearableEmail,
    firstName: clearableText,
    lastName: clearableText,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** POST /api/user/password: the current password proves it is the owner at the keyboard. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string(PROFILE_MESSAGES.currentPasswordRequired)
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(MAX_FIELD),
  newPassword: password,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The presenter: only these fields of a user ever leave the server. */
export const publicUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role,
  subscriptionTier,
  createdAt: isoDate,
  /** An administrator reset the password: the app shows only the change screen until it is. */
  mustChangePassword: z.boolean(),
  /**
   * False for an account made by the school's sign-in (features/sso), which has no password to
   * change until an administrator gives it one.
   */
  hasPassword: z.boolean(),
});
export type PublicUser = z.output<typeof publicUser>;

export const userResponse = z.object({ user: publicUser });
export const usersResponse = z.array(publicUser);
export const adminStats = z.object({
  totalUsers: z.number(),
  adminUsers: z.number(),
  regularUsers: z.number(),
  guestUsers: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** Auth errors (ARCHITECTURE.md rule 4): declared once, branched on by code in the client. */
export const AUTH_ERRORS = defineErrors('auth', {
  invalid_credentials: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  username_taken: { status: 409, message: AUTH_MESSAGES.usernameTaken },
  common_password: { status: 400, message: AUTH_MESSAGES.commonPassword },
  too_many_attempts: { status: 429, message: AUTH_MESSAGES.tooManyAttempts },
  guest_unavailable: { status: 503, message: 'Please try again.' },
  guests_off: {
    status: 403,
    message: 'Guest access is turned off on this server. Please sign in or create an account.',
  },
  access_denied: { status: 403, message: AUTH_MESSAGES.accessDenied },
  // 400, not 401: a mistyped current password is an answer in the form, not a lost session.
  wrong_password: { status: 400, message: PROFILE_MESSAGES.wrongPassword },
  // An account made by the school's sign-in: there is no current password to type.
  no_password: {
    status: 400,
    message:
      "This account signs in with your school's account and has no password to change. An administrator can give it one.",
  },
  same_password: { status: 400, message: PROFILE_MESSAGES.samePassword },
  email_taken: { status: 409, message: PROFILE_MESSAGES.emailTaken },
  password_change_required: { status: 403, message: PROFILE_MESSAGES.passwordChangeRequired },
});

/** Admin errors: account management. */
export const ADMIN_MESSAGES = {
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'Chalkwise needs at least one administrator.',
  userNotFound: 'User not found',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  resetSelf: 'Change your own password on your profile page.',
  resetGuest: 'Guest accounts have no password to reset.',
  guestRole:
    'Guest accounts are deleted with all their data 24 hours after they start, so an account cannot be made a guest. Delete the account instead if that is what you mean.',
} as const;

export const ADMIN_ERRORS = defineErrors('admin', {
  user_not_found: { status: 404, message: ADMIN_MESSAGES.userNotFound },
  cannot_delete_self: { status: 400, message: ADMIN_MESSAGES.cannotDeleteSelf },
  last_admin: { status: 409, message: ADMIN_MESSAGES.lastAdmin },
  guest_role: { status: 400, message: ADMIN_MESSAGES.guestRole },
  reset_self: { status: 400, message: ADMIN_MESSAGES.resetSelf },
  reset_guest: { status: 400, message: ADMIN_MESSAGES.resetGuest },
});

/**
 * Where to return after signing in: a path on this site only ("/lessons?x=1"), never another
 * site ("//evil.example", "https://...", "/\\evil") and never the sign-in or sign-out targets.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return undefined;
  if (/^\/api\/|^\/logout/.test(next)) return undefined;
  return next;
}
