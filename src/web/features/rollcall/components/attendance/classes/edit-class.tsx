import { CLASS_MESSAGES as M } from '../../../../../../contracts/classes.contract';
import { useClass } from '../../../classes.api';
import { EditClassForm } from './edit-class-form';

/** One class, loaded; the form starts again from the server's copy whenever it changes. */
export function EditClass({
  id,
  focusLayout = false,
  onDeleted,
}: {
  id: number;
  focusLayout?: boolean;
  onDeleted: () => void;
}) {
  const cls = useClass(id);
  if (cls.isPending) return <p className="text-sm text-muted-foreground">Loading class…</p>;
  if (cls.isError) return <p className="text-sm text-destructive">{M.loadFailed}</p>;
  return (
    <EditClassForm
      key={cls.data.updatedAt}
      cls={cls.data}
      focusLayout={focusLayout}
      onDeleted={onDeleted}
    />
  );
}
