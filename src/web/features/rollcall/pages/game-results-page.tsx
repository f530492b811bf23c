import { Download, Loader2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { GAME_MESSAGES, roomKindLabel } from '../../../../contracts/games.contract';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, Td, Th } from '../../../components/ui/table';
import { toastError } from '../../../components/ui/toast';
import { isNotFound } from '../../../lib/api-client';
import { formatDateTime, formatPercent } from '../../../lib/format';
import { choiceStyle, ChoiceShape } from '../components/games/choice-style';
import { hardestFirst, notAsked, unscored } from '../components/games/results-order';
import { OrderOutcome, SliderHistogram, WordCloud } from '../components/games/type-results';
import { QUESTION_TYPE_LABELS } from '../../../../contracts/quizzes.contract';
import {
  downloadResultsCsv,
  useGameResults,
  useRoomLmsGrades,
  type GameResults,
} from '../games.api';
import { LmsGradesNote } from '../../../components/lms-grades-note';
import { BackLink } from '../../../components/back-link';
import { LoadFailed } from '../../../components/load-failed';

type Question = GameResults['questions'][number];

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

function Choice({ q, index }: { q: Question; index: number }) {
  const s = choiceStyle(index);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        className="inline-flex size-5 items-center justify-center rounded"
        style={{ background: s.background }}
      >
        <ChoiceShape index={index} className="size-3.5" />
      </span>
      <span className="sr-only">{s.label}: </span>
      {q.choices[index]}
    </span>
  );
}

/** Each choice's count (multi-select: each pick; a poll has no right one). */
function ChoiceCounts({ q }: { q: Question }) {
  const right = q.answerIndexes ?? [];
  return (
    <ul className="space-y-1 text-sm" aria-label="Answers given">
      {q.choices.map((_, i) => (
        <li key={i} className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2">
            <Choice q={q} index={i} />
            {right.includes(i) && (
              <span className="font-semibold text-[#007A5A] dark:text-[#4FD1A5]">right</span>
            )}
          </span>
          <span className="font-semibold tabular-nums">{q.counts[i] ?? 0}</span>
        </li>
      ))}
    </ul>
  );
}

/** What a question of another type than one choice shows: its key and its answers. */
function TypeDetail({ q }: { q: Question }) {
  switch (q.type) {
    case 'multi_select':
    case 'poll':
      return <ChoiceCounts q={q} />;
    case 'type_answer':
      return (
        <div className="space-y-2 text-sm">
          <p>
            <span className="text-muted-foreground">Accepted: </span>
            {q.acceptedAnswers?.join(' · ')}
          </p>
          <WordCloud words={q.words ?? []} hidden={q.hidden} size="page" />
        </div>
      );
    case 'slider':
      return (
        <div className="space-y-2 text-sm">
          <p>
            <span className="text-muted-foreground">Answer: </span>
            {q.answer}
            {q.tolerance ? ` (±${q.tolerance})` : ''}
          </p>
          <SliderHistogram
            histogram={q.histogram ?? []}
            answer={q.answer}
            tolerance={q.tolerance}
            size="page"
          />
        </div>
      );
    case 'order':
      return (
        <OrderOutcome correctOrder={q.items ?? []} positionsRight={q.positionsRight} size="page" />
      );
    case 'word_cloud':
      return <WordCloud words={q.words ?? []} hidden={q.hidden} size="page" />;
    default:
      return null;
  }
}

function QuestionCard({ q }: { q: Question }) {
  if (notAsked(q))
    return (
      <li>
        <Card className="space-y-1 p-4" data-testid={`result-question-${q.index + 1}`}>
          <p className="font-medium">
            <span className="text-muted-foreground">Q{q.index + 1}.</span> {q.question}
          </p>
          <p className="text-sm text-muted-foreground">Not asked in this game.</p>
        </Card>
      </li>
    );
  return (
    <li>
      <Card className="space-y-3 p-4" data-testid={`result-question-${q.index + 1}`}>
        <p className="font-medium">
          <span className="text-muted-foreground">Q{q.index + 1}.</span> {q.question}
        </p>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {QUESTION_TYPE_LABELS[q.type]}
        </p>
        {!unscored(q) && (
          <div className="flex items-center gap-3">
            <div
              className="h-3 flex-1 rounded-full bg-muted"
              role="img"
              aria-label={`${q.accuracy}% answered correctly`}
            >
              <div
                className="h-3 rounded-full bg-primary"
                style={{ width: `${Math.max(0, Math.min(100, q.accuracy))}%` }}
              />
            </div>
            <span className="w-24 text-right text-sm font-semibold tabular-nums">
              {q.accuracy}% correct
            </span>
          </div>
        )}
        {q.type === 'multiple_choice' || q.type === 'true_false' ? (
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Right answer</dt>
              <dd>
                <Choice q={q} index={q.answerIndex} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Most chosen wrong answer</dt>
              <dd>
                {q.commonWrongChoice === null ? (
                  'None'
                ) : (
                  <>
                    <Choice q={q} index={q.commonWrongChoice} /> ({q.counts[q.commonWrongChoice]})
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Average time</dt>
              <dd>{seconds(q.averageMs)}</dd>
            </div>
          </dl>
        ) : (
          <TypeDetail q={q} />
        )}
        {q.explanation && <p className="text-sm text-muted-foreground">{q.explanation}</p>}
      </Card>
    </li>
  );
}

function Results({ data, id }: { data: GameResults; id: number }) {
  const [downloading, setDownloading] = useState(false);
  const { room, players, questions, teams } = data;
  // Accuracy counts every question a player was asked: a missed one is not a right one. A poll
  // or a word cloud has no right answer, so it counts in none.
  const answered = players.reduce(
    (n, p) => n + p.answers.filter((a) => !unscored(questions[a.questionIndex] ?? {})).length,
    0,
  );
  const correct = players.reduce((n, p) => n + p.correct, 0);
  // Learners who came from an LMS course: how their scores went to its gradebook.
  const lmsGrades = useRoomLmsGrades(id);
  const download = () => {
    setDownloading(true);
    downloadResultsCsv(id)
      .catch(() => toastError('Error', 'The CSV could not be downloaded. Please try again.'))
      .finally(() => setDownloading(false));
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{room.title}</h1>
          <p className="text-muted-foreground">
            {roomKindLabel(room)} · {formatDateTime(room.endedAt ?? room.createdAt)}
            {room.rosterMode ? ' · roster mode' : ''}
          </p>
        </div>
        <Button variant="outline" onClick={download} disabled={downloading}>
          {downloading ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          Download CSV
        </Button>
      </div>
      <LmsGradesNote
        items={lmsGrades.data?.items ?? []}
        names={new Map(players.flatMap((p) => (p.studentId ? [[p.studentId, p.nickname]] : [])))}
        nothingToSend={(n) => `${n} did not play`}
      />
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          ['Players', String(players.length)],
          ['Questions', String(questions.length)],
          ['Answers right', formatPercent(answered ? (correct / answered) * 100 : null)],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </Card>
        ))}
      </dl>
      {teams.length > 0 && (
        <section aria-labelledby="teams" className="space-y-2">
          <h2 id="teams" className="text-lg font-semibold">
            Teams
          </h2>
          <Table>
            <thead>
              <tr>
                <Th>Team</Th>
                <Th>Players</Th>
                <Th className="text-right">Score</Th>
              </tr>
            </thead>
            <tbody>
              {teams.map((t) => (
                <tr key={t.name}>
                  <Td className="font-medium">{t.name}</Td>
                  <Td>{t.members}</Td>
                  <Td className="text-right tabular-nums">{t.score}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      )}
      <section aria-labelledby="players" className="space-y-2">
        <h2 id="players" className="text-lg font-semibold">
          Players
        </h2>
        {players.length === 0 ? (
          <p className="text-muted-foreground">Nobody joined this game.</p>
        ) : (
          <Table data-testid="results-players">
            <thead>
              <tr>
                <Th>Rank</Th>
                <Th>Name</Th>
                {teams.length > 0 && <Th>Team</Th>}
                <Th className="text-right">Score</Th>
                <Th className="text-right">Accuracy</Th>
                <Th className="text-right">Best streak</Th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.playerId}>
                  <Td className="tabular-nums">{p.rank}</Td>
                  <Td className="font-medium">{p.nickname}</Td>
                  {teams.length > 0 && <Td>{p.team ?? '—'}</Td>}
                  <Td className="text-right tabular-nums">{p.score}</Td>
                  <Td className="text-right tabular-nums">
                    {p.accuracy}% ({p.correct}/
                    {p.answers.filter((a) => !unscored(questions[a.questionIndex] ?? {})).length})
                  </Td>
                  <Td className="text-right tabular-nums">{p.bestStreak}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <section aria-labelledby="hardest" className="space-y-2">
        <h2 id="hardest" className="text-lg font-semibold">
          Hardest questions
        </h2>
        <p className="text-sm text-muted-foreground">
          Lowest share of right answers first, with the wrong answer most players chose; polls and
          word clouds (no right answer) after them.
        </p>
        <ol className="space-y-3">
          {hardestFirst(questions).map((q) => (
            <QuestionCard key={q.index} q={q} />
          ))}
        </ol>
      </section>
    </div>
  );
}

/** /rollcall/games/:id/results — a finished game per player and per question, and its CSV. */
export default function GameResultsPage() {
  const { id: raw = '' } = useParams<{ id: string }>();
  const id = Number(raw);
  const results = useGameResults(id);
  const back = <BackLink href="/rollcall?tab=games">Game Rooms</BackLink>;
  if (!Number.isInteger(id) || id <= 0 || isNotFound(results.error))
    return (
      <div className="space-y-4">
        {back}
        <EmptyState icon={SearchX} heading="h1" title={GAME_MESSAGES.gameNotFound} />
      </div>
    );
  return (
    <div className="space-y-4">
      {back}
      {results.isLoading ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading results">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : results.isError || !results.data ? (
        <LoadFailed onRetry={results.refetch}>The results could not be loaded.</LoadFailed>
      ) : (
        <Results data={results.data} id={id} />
      )}
    </div>
  );
}
