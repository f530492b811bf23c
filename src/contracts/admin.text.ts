/**
 * The demo-passwords banner's words, apart from admin.contract.ts: the banner is in every
 * signed-in page's frame, which then loads no zod schema (issue 38 item 2).
 */
export const DEMO_BANNER_TEXT = {
  title: 'Demo passwords are still in use',
  body: (names: readonly string[]) =>
    `Anyone who can reach this server can sign in as ${names.join(' and ')} with the password shown on the sign-in page.`,
  fixSelf: 'Change your password',
  fixOthers: 'Reset the other accounts in Users',
} as const;
