import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateRoomBody,
  gameResultsResponse,
  RoomListStatus,
  roomSummary,
} from '../../../contracts/games.contract';
import type { LtiGrades } from '../../../contracts/lti.contract';
import { apiRequest, fetchJson, fetchJsonOrNull, isApiError } from '../../lib/api-client';
import { lmsGradesRefetch } from '../../lib/lms-grades';
import { usePagedList } from '../../lib/paged-list';
import { queryKeys } from '../../lib/query-keys';
import { saveDownload } from '../../lib/save-download';

/** As the JSON arrives: dates are ISO strings. */
export type RoomSummary = z.input<typeof roomSummary>;
export type GameResults = z.input<typeof gameResultsResponse>;

export interface JoinInfo {
  roomCode: string;
  title: string;
  gameMode: RoomSummary['gameMode'];
  status: 'lobby' | 'running';
  /** A self-paced room is called an assignment on the join page. */
  pace: RoomSummary['pace'];
  roster: { studentId: number; name: string; taken: boolean }[] | null;
}

/** GET /api/games/rooms answers { rooms }; the next page is in the headers like every list. */
const roomsOf = (body: unknown) => (body as { rooms: RoomSummary[] }).rooms;

/** Open rooms or finished games, newest first, a page at a time. */
export const useGameRooms = (status: RoomListStatus) =>
  usePagedList<RoomSummary>(queryKeys.games.rooms, '/api/games/rooms', { status }, roomsOf);

/** POST /api/games/room: the new room goes to the top of the list. */
export function useCreateRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Partial<CreateRoomBody> & { quizId: number }) =>
      (await fetchJson<{ room: RoomSummary }>('POST', '/api/games/room', body)).room,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.games.rooms }),
  });
}

export const useGameResults = (id: number) =>
  useQuery<GameResults>({
    queryKey: queryKeys.games.results(id),
    enabled: Number.isInteger(id) && id > 0,
  });

/** How a quiz room's learners from an LMS had their scores sent (decision 0033). */
export const useRoomLmsGrades = (id: number) =>
  useQuery<LtiGrades>({
    queryKey: [...queryKeys.games.results(id), 'lti'],
    queryFn: () => fetchJson<LtiGrades>('GET', `/api/lti/rooms/${id}/grades`),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (q) => lmsGradesRefetch(q.state.data),
  });

/**
 * GET /api/games/join/CODE, public: what the join screen shows before a student joins. A code
 * with no open game is an answer (null), not a failure.
 */
/** The join page's room: null for no open room, 'closed' for an assignment that has closed (410). */
export const useJoinInfo = (code: string) =>
  useQuery<JoinInfo | null | 'closed'>({
    queryKey: queryKeys.games.join(code),
    queryFn: () =>
      fetchJsonOrNull<JoinInfo>(`/api/games/join/${encodeURIComponent(code)}`, [404]).catch(
        (error: unknown) => {
          if (isApiError(error) && error.status === 410) return 'closed' as const;
          throw error;
        },
      ),
    enabled: code.length > 0,
    // The roster's taken names change as classmates join.
    staleTime: 0,
  });

/** GET /api/games/:id/results.csv as a download. */
export async function downloadResultsCsv(id: number) {
  const res = await apiRequest('GET', `/api/games/${id}/results.csv`);
  await saveDownload(res, `game-${id}-results.csv`);
}

/** Where a room's projector view lives. */
export const hostPath = (roomId: number) => `/rollcall/host/${roomId}`;
export const resultsPath = (roomId: number) => `/rollcall/games/${roomId}/results`;
export const joinPath = (code: string) => `/join/${encodeURIComponent(code)}`;
