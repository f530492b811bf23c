import { ATTENDANCE_ERRORS } from '../../../contracts/attendance.contract';
import { errorFactories } from '../../platform/http/app-error';

export const attendanceErrors = errorFactories(ATTENDANCE_ERRORS);
