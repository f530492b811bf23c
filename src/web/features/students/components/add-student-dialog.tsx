import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { STUDENT_MESSAGES as M } from '../../../../contracts/students.contract';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { toast, toastError } from '../../../components/ui/toast';
import { useCreateStudent } from '../students.api';
import { StudentForm } from './student-form';

export function AddStudentDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateStudent();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" aria-hidden="true" /> Add Student
        </Button>
      </DialogTrigger>
      <DialogContent title="Add New Student" description="Add a student to your class roster.">
        <ServerError error={create.error} className="mb-3" />
        <StudentForm
          idPrefix="add-student"
          submitLabel="Add Student"
          pendingLabel="Adding..."
          pending={create.isPending}
          onSubmit={async (values) => {
            try {
              await create.mutateAsync(values);
              toast({ title: M.added });
              setOpen(false);
              return true;
            } catch {
              toastError(M.errorTitle, M.addFailed);
              return false;
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
