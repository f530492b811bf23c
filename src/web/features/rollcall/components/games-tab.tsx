import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';

/** Game Rooms: being built in its own issue; an honest notice until then. */
export default function Panel() {
  return (
    <EmptyState
      icon={Construction}
      title="Game Rooms is coming soon."
      hint="This part of RollCall AI is being built and will appear here in an upcoming release."
    />
  );
}
