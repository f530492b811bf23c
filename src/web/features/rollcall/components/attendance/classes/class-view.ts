import { CLASS_MESSAGES as M } from '../../../../../../contracts/classes.contract';
import { toastError } from '../../../../../components/ui/toast';
import { serverMessage } from '../../../../../lib/api-client';

/** Which screen of the classes dialog is showing. */
export type ClassesView =
  | { kind: 'list' }
  | { kind: 'new' }
  /** `focus: 'layout'` opens on the seat layout fields (from "did not fit"; issue 32 item 9). */
  | { kind: 'edit'; id: number; focus?: 'layout' };

/** Every class change that fails says so the same way: the server's reason, else ours. */
export const classFailed = (error: unknown) =>
  toastError('Error', serverMessage(error) ?? M.saveFailed);
