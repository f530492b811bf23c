import { useLocation, useParams } from 'wouter';
import { fullName, STUDENT_MESSAGES as M } from '../../../../contracts/students.contract';
import { ServerError } from '../../../components/server-error';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast, toastError } from '../../../components/ui/toast';
import { StudentForm } from '../components/student-form';
import { useStudent, useUpdateStudent } from '../students.api';
import { BackLink } from '../../../components/back-link';

export default function StudentEditPage() {
  const raw = Number(useParams<{ id: string }>().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const student = useStudent(id);
  const update = useUpdateStudent(id);
  const [, navigate] = useLocation();

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <BackLink href={id ? `/students/${id}` : '/students'} quiet>
        Back
      </BackLink>
      <h1 className="text-2xl font-bold">
        Edit Student{student.data ? `: ${fullName(student.data)}` : ''}
      </h1>
      <Card>
        {id && student.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : !student.data ? (
          <p className="text-center text-muted-foreground">{M.notFound}</p>
        ) : (
          <>
            <ServerError error={update.error} className="mb-3" />
            <StudentForm
              idPrefix="edit-student"
              student={student.data}
              withNotes
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              pending={update.isPending}
              onSubmit={async (values) => {
                try {
                  await update.mutateAsync(values);
                  toast({ title: M.updated });
                  navigate(`/students/${id}`);
                  return true;
                } catch {
                  toastError(M.errorTitle, M.updateFailed);
                  return false;
                }
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
}
