/** Demo mode's accounts, shown in the sign-in dialog (product-decisions.md). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', username: 'admin', password: 'admin123', firstName: 'Ada', lastName: 'Admin' },
  {
    role: 'user',
    username: 'teacher',
    password: 'teacher123',
    firstName: 'Taylor',
    lastName: 'Morgan',
  },
] as const;
