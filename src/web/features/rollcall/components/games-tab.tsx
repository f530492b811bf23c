import { CreateRoomForm } from './games/create-room-form';
import { JoinByCode, RoomLists } from './games/room-lists';

/** Game Rooms (spec 2, product-decisions "RollCall AI"): create, open and join live games. */
export default function GamesTab() {
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CreateRoomForm />
        </div>
        <JoinByCode />
      </div>
      <RoomLists />
    </div>
  );
}
