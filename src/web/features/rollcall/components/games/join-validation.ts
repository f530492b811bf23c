import { GAME_LIMITS, GAME_MESSAGES, roomCode } from '../../../../../contracts/games.contract';
import { ROOM_CODE_MAX } from '../../../../../contracts/constants';
import { cleanNickname, isBlockedNickname } from '../../../../../contracts/nicknames';

/** What the code box keeps of what is typed: letters and digits, upper case, at most 8. */
export const normaliseCode = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ROOM_CODE_MAX);

/** The contract's message for a bad code, or null. */
export function codeError(code: string): string | null {
  const parsed = roomCode.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? GAME_MESSAGES.codeInvalid);
}

/**
 * The nickname as the server will see it, or the reason it would be refused: the same filter
 * runs here first so a student sees why at once.
 */
export function checkNickname(
  input: string,
): { ok: true; nickname: string } | { ok: false; message: string } {
  const nickname = cleanNickname(input);
  if (!nickname) return { ok: false, message: GAME_MESSAGES.nicknameRequired };
  if (nickname.length > GAME_LIMITS.nickname)
    return { ok: false, message: GAME_MESSAGES.nicknameTooLong };
  if (isBlockedNickname(nickname)) return { ok: false, message: GAME_MESSAGES.nicknameBlocked };
  return { ok: true, nickname };
}

/**
 * What an LMS launch says (decision 0033): Chalkwise sends a learner to
 * `/join/CODE#lti=STUDENT.MARK`; the fragment never reaches a server. The student is picked only
 * when the roster has their name free; the device mark (the room's, which an LMS's frame could not
 * keep as a cookie) goes with the join.
 */
export function ltiJoin(
  hash: string,
  roster: readonly { studentId: number; taken: boolean }[] | null,
): { studentId: number | null; device?: string } {
  const m = /^#lti=(\d{1,9})\.([A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,64})$/.exec(hash);
  if (!m || !roster) return { studentId: null };
  const id = Number(m[1]);
  const free = roster.some((s) => s.studentId === id && !s.taken);
  return { studentId: free ? id : null, device: m[2] };
}
