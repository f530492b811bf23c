import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { ClientMessage } from '../../../../../contracts/games.contract';
import { ConfirmDialog } from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ExtraTimeSelect } from './extra-time-select';
import { JoinPanel } from './host-screens';
import type { HostState } from './host-state';

type Command = (msg: Exclude<ClientMessage, { type: 'answer' }>) => void;

const closing = (at: number | null) =>
  at === null
    ? ''
    : new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A self-paced assignment's host page (issue 35 item 3): how to join, when it closes, and each
 * player's progress as it happens. Nobody needs to run it; "Close now" ends it early, and its
 * results are then saved as a live game's are.
 */
export function HostAssignment({ state, command }: { state: HostState; command: Command }) {
  const [confirming, setConfirming] = useState(false);
  const finished = state.progress.filter((p) => p.finished).length;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <JoinPanel roomCode={state.roomCode} />
      <section aria-labelledby="progress-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="progress-heading" className="text-2xl font-bold">
            Progress
          </h2>
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            data-testid="close-assignment"
          >
            <CalendarClock className="size-4" aria-hidden="true" /> Close now
          </Button>
        </div>
        <p className="text-muted-foreground" data-testid="assignment-closes">
          Open until {closing(state.closesAt)} · {finished} of {state.progress.length} finished
        </p>
        {state.progress.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-lg" role="status">
            Nobody has started yet. Share the code or the link with your class.
          </p>
        ) : (
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left" data-testid="assignment-progress">
              <caption className="sr-only">Each player&apos;s progress, updated live</caption>
              <thead className="border-b text-sm text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 font-medium">
                    Player
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    Answered
                  </th>
                  <th scope="col" className="p-3 text-right font-medium">
                    Score
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    Extra time
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.progress.map((p) => (
                  <tr key={p.playerId} className="border-b last:border-0">
                    <th scope="row" className="p-3 font-semibold">
                      {p.nickname}
                      {!p.connected && !p.finished && (
                        <span className="font-normal text-muted-foreground"> (away)</span>
                      )}
                    </th>
                    <td className="p-3 tabular-nums">
                      {p.finished ? (
                        <span className="flex items-center gap-1 font-medium">
                          <CheckCircle2 className="size-4 text-[#009E73]" aria-hidden="true" />
                          Finished
                        </span>
                      ) : (
                        `${p.done} of ${p.total}`
                      )}
                    </td>
                    <td className="p-3 text-right font-bold tabular-nums">{p.score}</td>
                    <td className="p-3">
                      <ExtraTimeSelect
                        playerId={p.playerId}
                        nickname={p.nickname}
                        value={p.extraTime}
                        command={command}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Close this assignment now?"
        description="Nobody can join or answer after this. Questions not answered count as missed, and the results are saved."
        confirmLabel="Close now"
        onConfirm={() => {
          setConfirming(false);
          command({ type: 'end' });
        }}
      />
    </div>
  );
}
