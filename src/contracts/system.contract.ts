import { z } from 'zod';

export const publicConfig = z.object({
  demoMode: z.boolean(),
  /** Whether "Continue as Guest" is offered (GUESTS). */
  guests: z.boolean(),
  demoCredentials: z
    .array(
      z.object({ role: z.enum(['admin', 'user']), username: z.string(), password: z.string() }),
    )
    .optional(),
  salesPhone: z.string(),
  contactUrl: z.string(),
  assistantUrl: z.string(),
  pricingUrl: z.string(),
  ai: z.object({ engine: z.string(), model: z.string().nullable() }),
  /** School sign-in (issue 36 item 7): the button reads "Sign in with {name}". */
  sso: z.object({ name: z.string() }).optional(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
