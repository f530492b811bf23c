import { pageFor } from '../lib/lazy-page';
import type { AvatarVideoCard as Card } from './avatar-video-card';

type Props = NonNullable<Parameters<typeof Card>[0]>;

/**
 * The avatar video card, its code loaded apart: its form kit, grade list and reading-level
 * buttons are no part of any other first screen (issue 38 item 2). The dashboard's route loads
 * it with the page (app/routes.tsx), so a dashboard the server drew hydrates in one pass; the
 * home, which shows it only to a signed-in teacher, loads it when drawn.
 */
export const { page: AvatarVideoCard, load: loadAvatarVideoCard } = pageFor<Props>(() =>
  import('./avatar-video-card').then((m) => ({ default: m.AvatarVideoCard })),
);
