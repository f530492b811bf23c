/**
 * LTI Platform Storage (1EdTech "LTI Client Side postMessages"): where the LMS offers a storage
 * frame (`lti_storage_target` in the login), the login page puts the state there and the launch
 * page reads it back, so a launch in a frame without cookies is still tied to the browser that
 * began it. The state itself says so: `ps.<platform id>.<target>.<random>`, hashed at rest like any
 * other, so nothing new is stored and a state altered on the way no longer matches its login.
 */
const PREFIX = 'ps.';
/** Frame names are short ("_parent", "lti_storage_frame"); a long one is not a storage target. */
const TARGET = /^[A-Za-z0-9_-]{1,60}$/;

export const storageTargetOk = (target: string | undefined): target is string =>
  target !== undefined && TARGET.test(target);

export function storageState(platformId: number, target: string, random: string): string {
  return `${PREFIX}${platformId}.${Buffer.from(target).toString('base64url')}.${random}`;
}

/** The platform and storage frame a state was made for; null for a login without storage. */
export function parseStorageState(
  state: string | undefined,
): { platformId: number; target: string } | null {
  const m = /^ps\.(\d{1,9})\.([A-Za-z0-9_-]{1,80})\.[A-Za-z0-9_-]+$/.exec(state ?? '');
  if (!m) return null;
  const target = Buffer.from(m[2]!, 'base64url').toString();
  return storageTargetOk(target) ? { platformId: Number(m[1]), target } : null;
}

/**
 * Whether a launch with a storage state came from the browser that logged in: its state cookie
 * matches, or the launch page read the state back from the LMS's storage (`stored`). An empty
 * `stored` means the LMS did not answer: as before platform storage, the state alone is trusted.
 * `undefined` means neither is known yet: the launch page must ask the LMS first.
 */
export function storageBinding(
  state: string,
  cookie: string | undefined,
  stored: string | undefined,
): 'bound' | 'ask' | 'refused' {
  if (cookie === state) return 'bound';
  if (stored === undefined) return 'ask';
  return stored === '' || stored === state ? 'bound' : 'refused';
}

/** The cookie that keeps the state where the browser allows it; only /lti reads it. */
export const STATE_COOKIE = 'chalkwise_lti_state';
