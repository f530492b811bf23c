import { Eye, Mail, Pencil, Trash2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import {
  fullName,
  STUDENT_MESSAGES as M,
  type Student,
} from '../../../../contracts/students.contract';
import { ActionsMenu, DropdownMenuItem, iconItemClass } from '../../../components/ui/dropdown-menu';
import { toast, type ToastInput } from '../../../components/ui/toast';

/** A mail link; without an address it would open a blank message, so it explains instead. */
function MailItem({
  address,
  missing,
  children,
}: {
  address: string | null;
  missing: ToastInput;
  children: ReactNode;
}) {
  if (address) {
    return (
      <DropdownMenuItem className={iconItemClass} asChild>
        <a href={`mailto:${address}`}>{children}</a>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem className={iconItemClass} onSelect={() => toast(missing)}>
      {children}
    </DropdownMenuItem>
  );
}

/** The spec's card menu: View Progress, Contact Student, Contact Parent, Edit Details, Remove. */
export function StudentMenu({
  student,
  onRemove,
}: {
  student: Student;
  onRemove: (s: Student) => void;
}) {
  const [, navigate] = useLocation();
  return (
    <ActionsMenu label={`Actions for ${fullName(student)}`}>
      <DropdownMenuItem
        className={iconItemClass}
        onSelect={() => navigate(`/students/${student.id}`)}
      >
        <Eye className="size-4" aria-hidden="true" /> View Progress
      </DropdownMenuItem>
      <MailItem
        address={student.email}
        missing={{ title: M.noStudentEmailTitle, description: M.noStudentEmail }}
      >
        <Mail className="size-4" aria-hidden="true" /> Contact Student
      </MailItem>
      <MailItem
        address={student.parentEmail}
        missing={{ title: M.noParentEmailTitle, description: M.noParentEmail }}
      >
        <Users className="size-4" aria-hidden="true" /> Contact Parent
      </MailItem>
      <DropdownMenuItem
        className={iconItemClass}
        onSelect={() => navigate(`/students/${student.id}/edit`)}
      >
        <Pencil className="size-4" aria-hidden="true" /> Edit Details
      </DropdownMenuItem>
      <DropdownMenuItem
        className={`${iconItemClass} text-destructive`}
        onSelect={() => onRemove(student)}
      >
        <Trash2 className="size-4" aria-hidden="true" /> Remove
      </DropdownMenuItem>
    </ActionsMenu>
  );
}
