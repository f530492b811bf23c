import { UserMinus } from 'lucide-react';
import type { ClassDetail } from '../../../../../../contracts/classes.contract';
import { Button } from '../../../../../components/ui/button';
import { useRemoveStudent } from '../../../classes.api';
import { AddStudents } from './add-students';
import { classFailed } from './class-view';

/** Who is in the class (each removable), beside the roster's others to add. */
export function ClassMembers({ cls }: { cls: ClassDetail }) {
  const removeStudent = useRemoveStudent();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="members-title">
        <h3 id="members-title" className="text-sm font-semibold">
          In this class ({cls.students.length})
        </h3>
        {cls.students.length === 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">No students yet: add some.</p>
        ) : (
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
            {cls.students.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">
                  {s.firstName} {s.lastName}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${s.firstName} ${s.lastName} from ${cls.name}`}
                  disabled={removeStudent.isPending}
                  onClick={() =>
                    removeStudent.mutate({ id: cls.id, studentId: s.id }, { onError: classFailed })
                  }
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AddStudents cls={cls} />
    </div>
  );
}
