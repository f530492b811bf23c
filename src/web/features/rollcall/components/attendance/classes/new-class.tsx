import {
  CLASS_MESSAGES as M,
  type ClassDetail,
} from '../../../../../../contracts/classes.contract';
import { Button } from '../../../../../components/ui/button';
import { toast } from '../../../../../components/ui/toast';
import { useCreateClass } from '../../../classes.api';
import { ClassForm, classDefaults } from './class-form';
import { classFailed } from './class-view';

export function NewClass({ onCreated }: { onCreated: (cls: ClassDetail) => void }) {
  const create = useCreateClass();
  return (
    <ClassForm
      defaults={classDefaults()}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (cls) => {
            toast({ title: M.created });
            onCreated(cls);
          },
          onError: classFailed,
        })
      }
    >
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create class'}
      </Button>
    </ClassForm>
  );
}
