import {
  EXTRA_TIME_LABELS,
  EXTRA_TIMES,
  type ExtraTime,
} from '../../../../../contracts/games.contract';
import { NativeSelect } from '../../../../components/native-select';

type Command = (msg: { type: 'extraTime'; playerId: string; extra: ExtraTime }) => void;

/** A player's extra time, set by the host (the server holds their longer deadline). */
export function ExtraTimeSelect({
  playerId,
  nickname,
  value,
  command,
}: {
  playerId: string;
  nickname: string;
  value: ExtraTime | undefined;
  command: Command;
}) {
  return (
    <NativeSelect
      id={`extra-${playerId}`}
      label={`Extra time for ${nickname}`}
      hideLabel
      options={EXTRA_TIMES}
      format={(e) => EXTRA_TIME_LABELS[e as ExtraTime]}
      value={value ?? 'none'}
      className="h-9 w-auto min-w-36"
      onChange={(e) => command({ type: 'extraTime', playerId, extra: e.target.value as ExtraTime })}
    />
  );
}
