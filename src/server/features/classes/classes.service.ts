import {
  addStudentsBody,
  CLASS_LIMITS,
  CLASS_MESSAGES,
  createClassBody,
  saveSeatsBody,
  updateClassBody,
  type AddStudentsInput,
  type ClassListQuery,
  type CreateClassInput,
  type SaveSeatsInput,
  type UpdateClassInput,
} from '../../../contracts/classes.contract';
import type { Clock } from '../../platform/clock';
import type { ClassRecord } from '../../platform/db/schema/index';
import type { StudentsService } from '../students/students.service';
import { classErrors } from './classes.errors';
import type { ClassesRepository, SeatedStudent } from './classes.repository';
import { layoutFor, remapSeats } from './classes.rules';

const present = (row: ClassRecord, studentCount: number) => {
  const { ownerId: _ownerId, archivedAt, ...rest } = row;
  return { ...rest, archived: archivedAt !== null, studentCount };
};

export function createClassesService({
  repo,
  students,
  clock,
}: {
  repo: ClassesRepository;
  students: Pick<StudentsService, 'list'>;
  clock: Clock;
}) {
  async function own(ownerId: number, id: number) {
    const row = await repo.get(ownerId, id);
    if (!row) throw classErrors.not_found();
    return row;
  }

  async function detail(ownerId: number, row: ClassRecord) {
    const list = await repo.students(ownerId, row.id);
    return { ...present(row, list.length), students: list };
  }

  /** A student of another teacher is "not found", exactly like an unknown id. */
  async function ownStudents(ownerId: number, ids: number[]) {
    const mine = new Set((await students.list(ownerId)).map((s) => s.id));
    if (ids.some((id) => !mine.has(id))) throw classErrors.student_not_found();
    return [...new Set(ids)];
  }

  /**
   * A class nobody is seated in yet grows its layout to hold the students it gains, so "Seat
   * everyone" seats them all (issue 32 item 9); once seats are arranged the layout is the
   * teacher's and stays.
   */
  async function growFor(ownerId: number, row: ClassRecord, added: readonly number[]) {
    const members = await repo.students(ownerId, row.id);
    if (members.some((s) => s.seat !== null)) return;
    const inClass = new Set(members.map((s) => s.id));
    const total = inClass.size + new Set(added.filter((id) => !inClass.has(id))).size;
    if (total <= row.seatRows * row.seatColumns) return;
    await repo.update(ownerId, row.id, layoutFor(total, row), clock.now());
  }

  return {
    /** Every class of the owner, archived ones included (flagged), alphabetical. */
    async list(ownerId: number) {
      return (await repo.list(ownerId)).map((row) => present(row, row.studentCount));
    },

    /** One page of the list (decision 0011), for the API. */
    async page(ownerId: number, query: ClassListQuery) {
      const { items, nextCursor } = await repo.page(ownerId, query);
      return { items: items.map((row) => present(row, row.studentCount)), nextCursor };
    },

    /** The class with its students (id, names, seat); 404 classes.not_found for anyone else's. */
    async get(
      ownerId: number,
      id: number,
    ): Promise<
      ReturnType<typeof present> & {
        students: SeatedStudent[];
      }
    > {
      return detail(ownerId, await own(ownerId, id));
    },

    async create(ownerId: number, body: CreateClassInput) {
      const { studentIds = [], ...values } = createClassBody.parse(body);
      const ids = await ownStudents(ownerId, studentIds);
      const sized = layoutFor(ids.length, {
        seatRows: values.seatRows ?? CLASS_LIMITS.defaultRows,
        seatColumns: values.seatColumns ?? CLASS_LIMITS.defaultColumns,
      });
      const layout = {
        seatRows: values.seatRows ?? sized.seatRows,
        seatColumns: values.seatColumns ?? sized.seatColumns,
      };
      return detail(
        ownerId,
        await repo.insert(ownerId, { ...values, ...layout }, ids, clock.now()),
      );
    },

    /** A smaller layout unseats whoever sat outside it; the others keep their row and column. */
    async update(ownerId: number, id: number, body: UpdateClassInput) {
      const { archived, ...changes } = updateClassBody.parse(body);
      const row = await own(ownerId, id);
      const now = clock.now();
      const archivedAt =
        archived === undefined ? {} : { archivedAt: archived ? (row.archivedAt ?? now) : null };
      const rows = changes.seatRows ?? row.seatRows;
      const columns = changes.seatColumns ?? row.seatColumns;
      if (rows !== row.seatRows || columns !== row.seatColumns) {
        const seats = remapSeats(await repo.students(ownerId, id), row.seatColumns, rows, columns);
        await repo.setSeats(ownerId, id, seats, { ...changes, ...archivedAt }, now);
        return detail(ownerId, await own(ownerId, id));
      }
      const updated = await repo.update(ownerId, id, { ...changes, ...archivedAt }, now);
      if (!updated) throw classErrors.not_found();
      return detail(ownerId, updated);
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw classErrors.not_found();
    },

    async addStudents(ownerId: number, id: number, body: AddStudentsInput) {
      const { studentIds } = addStudentsBody.parse(body);
      const row = await own(ownerId, id);
      const ids = await ownStudents(ownerId, studentIds);
      const inClass = new Set((await repo.students(ownerId, id)).map((s) => s.id));
      if (inClass.size + ids.filter((s) => !inClass.has(s)).length > CLASS_LIMITS.students)
        throw classErrors.class_full(CLASS_MESSAGES.classFull(inClass.size));
      await growFor(ownerId, row, ids);
      await repo.addStudents(ownerId, id, ids, clock.now());
      return detail(ownerId, await own(ownerId, id));
    },

    async removeStudent(ownerId: number, id: number, studentId: number) {
      await own(ownerId, id);
      if (!(await repo.removeStudent(ownerId, id, studentId, clock.now())))
        throw classErrors.student_not_found();
      return detail(ownerId, await own(ownerId, id));
    },

    /**
     * OneRoster import (features/interop): new classes with their members, and for linked ones
     * the SIS's name, subject and grade, members added and removed. Each class is written on
     * its own, so other requests reach the database between them (issue 37 item 3). Every
     * student must be the owner's (checked once for the whole import).
     */
    async importSourced(
      ownerId: number,
      rows: readonly {
        id?: number;
        sourcedId: string;
        values: { name: string; subject: string | null; grade: string | null } | null;
        add: number[];
        remove: number[];
      }[],
      /** Filled as classes are created, so a caller whose import fails part way can undo them. */
      created = new Map<string, number>(),
    ) {
      const mine = new Set((await students.list(ownerId)).map((s) => s.id));
      if (rows.some((r) => r.add.some((id) => !mine.has(id))))
        throw classErrors.student_not_found();
      const now = clock.now();
      for (const { id, sourcedId, values, add, remove } of rows) {
        if (id === undefined) {
          const seats = layoutFor(new Set(add).size);
          const row = await repo.insert(
            ownerId,
            { ...values!, ...seats, sourceId: sourcedId },
            add,
            now,
          );
          created.set(sourcedId, row.id);
          continue;
        }
        const row = await own(ownerId, id);
        if (values) await repo.update(ownerId, id, values, now);
        if (add.length > 0) await growFor(ownerId, row, add);
        if (add.length > 0) await repo.addStudents(ownerId, id, add, now);
        for (const studentId of remove) await repo.removeStudent(ownerId, id, studentId, now);
      }
      return created;
    },

    /**
     * Takes back a OneRoster import that failed part way: the classes it created go; a class it
     * changed gets its name, subject and grade back, loses the students it gained and regains
     * the ones it lost, in their seats.
     */
    async undoSourced(
      ownerId: number,
      undo: {
        created: readonly number[];
        changed: readonly {
          id: number;
          values: { name: string; subject: string | null; grade: string | null };
          added: readonly number[];
          removed: readonly { studentId: number; seat: number | null }[];
        }[];
      },
    ) {
      const now = clock.now();
      await repo.removeMany(ownerId, undo.created);
      for (const { id, values, added, removed } of undo.changed) {
        for (const studentId of added) await repo.removeStudent(ownerId, id, studentId, now);
        const back = removed.map((r) => r.studentId);
        if (back.length > 0) await repo.addStudents(ownerId, id, back, now);
        await repo.setSeats(ownerId, id, [...removed], values, now);
      }
    },

    /** Seats for the listed students; students left out keep theirs. */
    async saveSeats(ownerId: number, id: number, body: SaveSeatsInput) {
      const { seats } = saveSeatsBody.parse(body);
      const row = await own(ownerId, id);
      const current = await repo.students(ownerId, id);
      const inClass = new Set(current.map((s) => s.id));
      if (seats.some((s) => !inClass.has(s.studentId))) throw classErrors.not_in_class();
      if (new Set(seats.map((s) => s.studentId)).size !== seats.length)
        throw classErrors.seat_taken();
      const capacity = row.seatRows * row.seatColumns;
      if (seats.some((s) => s.seat !== null && s.seat >= capacity))
        throw classErrors.seat_outside();
      const listed = new Set(seats.map((s) => s.studentId));
      const taken = [
        ...seats.map((s) => s.seat),
        ...current.filter((s) => !listed.has(s.id)).map((s) => s.seat),
      ].filter((seat) => seat !== null);
      if (new Set(taken).size !== taken.length) throw classErrors.seat_taken();
      await repo.setSeats(ownerId, id, seats, {}, clock.now());
      return detail(ownerId, await own(ownerId, id));
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
