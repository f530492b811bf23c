// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_MESSAGES as M } from '../../../../../contracts/games.contract';
import { CreateRoomForm } from './create-room-form';
import { roomForm, roomFormDefaults } from './create-room-values';
import { renderWithQuery, sentWith, stubFetch } from '../../../../testing/render-with-query';

const quiz = (id: number, title: string, questionCount = 5) => ({
  id,
  title,
  questionCount,
  description: '',
  subject: 'Math',
  gradeLevel: '5',
  difficulty: 'medium',
  popCultureTheme: '',
  needsReviewCount: 0,
  aiGenerated: false,
  sourceAssessmentId: null,
});
const classes = [
  { id: 4, name: 'Period 3', archived: false, studentCount: 20 },
  { id: 5, name: 'Old class', archived: true, studentCount: 20 },
];
const room = { id: 31, roomCode: 'ABC234' };

const fetchMock = stubFetch(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') return Response.json({ room });
  if (url.startsWith('/api/quizzes'))
    return Response.json([quiz(12, 'Fractions'), quiz(13, 'Empty', 0)]);
  if (url.startsWith('/api/classes')) return Response.json(classes);
  return Response.json([]);
});
const posts = () => sentWith(fetchMock, 'POST');

function renderForm(path = '/rollcall?tab=games') {
  const [pathname, search] = path.split('?');
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true });
  renderWithQuery(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CreateRoomForm />
    </Router>,
  );
  return location;
}
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Room' }));

afterEach(cleanup);

describe('Create a game room', () => {
  it('needs a quiz, said on the quiz control, and creates nothing', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Create a game room' });
    await create();
    await waitFor(() =>
      expect(screen.getByLabelText('Quiz')).toHaveAccessibleDescription(M.quizRequired),
    );
    expect(screen.getByLabelText('Quiz')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it.each(['0', '5001', '', '2.5'])(
    'refuses %j max players with the contract’s words',
    async (n) => {
      renderForm('/rollcall?tab=games&quiz=12');
      const max = await screen.findByLabelText('Max players');
      fireEvent.change(max, { target: { value: n } });
      await create();
      await waitFor(() => expect(max).toHaveAccessibleDescription(M.maxPlayersInvalid));
      expect(posts()).toHaveLength(0);
    },
  );

  it('chooses the quiz from the address, sends the options and opens the host view', async () => {
    const location = renderForm('/rollcall?tab=games&quiz=12');
    expect(await screen.findByLabelText('Quiz')).toHaveValue('12');
    expect(screen.getByLabelText('Max players')).toHaveValue(50);
    await userEvent.click(screen.getByRole('radio', { name: /^Team/ }));
    await userEvent.selectOptions(await screen.findByLabelText('Teams'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Time per question'), '10');
    await userEvent.selectOptions(
      await screen.findByLabelText('Roster mode (students pick their name)'),
      'Period 3',
    );
    expect(screen.queryByRole('option', { name: 'Old class' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Streak bonus'));
    await userEvent.click(screen.getByLabelText('Accuracy mode'));
    await create();
    await waitFor(() => expect(location.history.at(-1)).toBe('/rollcall/host/31'));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/games/room');
    expect(JSON.parse(init!.body as string)).toEqual({
      quizId: 12,
      maxPlayers: 50,
      gameMode: 'team',
      streaks: false,
      accuracyMode: true,
      questionSeconds: 10,
      lateJoin: true,
      teamCount: 3,
      classId: 4,
      pace: 'live',
      closesAt: null,
      timed: true,
    });
  });

  it('ignores an address quiz that is not one of the teacher’s', async () => {
    renderForm('/rollcall?tab=games&quiz=99');
    expect(await screen.findByLabelText('Quiz')).toHaveValue('');
  });
});

describe('the room form’s schema', () => {
  // A select offers only good times and team counts; the messages still land on their control.
  const check = async (values: Partial<ReturnType<typeof roomFormDefaults>>) => {
    const result = await zodResolver(roomForm)(
      { ...roomFormDefaults('12'), ...values },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    return Object.fromEntries(
      Object.entries(result.errors).map(([k, e]) => [k, (e as { message?: string }).message]),
    );
  };
  it.each([
    [{ questionSeconds: '999' }, { questionSeconds: M.questionSecondsInvalid }],
    [{ teamCount: '9' }, { teamCount: M.teamsInvalid }],
    [{ gameMode: 'chess' as never }, { gameMode: M.modeInvalid }],
    [{ quizId: '' }, { quizId: M.quizRequired }],
    [{ pace: 'self' as const }, { closesAt: M.closesAtRequired }],
    [{ pace: 'self' as const, closesAt: 'soon' }, { closesAt: M.closesAtInvalid }],
    [
      { pace: 'self' as const, gameMode: 'survival' as const, closesAt: '2030-01-01T17:00' },
      { gameMode: M.selfPacedSurvival },
    ],
    // A live game ignores a closing time left in the hidden box.
    [{ closesAt: '2030-01-01T17:00' }, {}],
  ])('%j gives %j', async (values, errors) => {
    expect(await check(values)).toEqual(errors);
  });
});
