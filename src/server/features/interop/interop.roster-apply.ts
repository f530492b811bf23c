import type { ClassesService } from '../classes/classes.service';
import type { StudentsService } from '../students/students.service';
import type { ExistingClass, ExistingStudent, RosterPlan } from './interop.rules';

/**
 * Students written per statement. The embedded database has one connection (decision 0014): a
 * single transaction for the largest import held it for about 6 s, and every other request,
 * /healthz included, waited behind it (issue 37 item 3). Written in short batches, each its own
 * statement or transaction, the connection goes to whoever queued meanwhile between them.
 */
export const ROSTER_BATCH = 250;

/** What an import writes with: the app's own services, on the pool. */
export interface RosterWriter {
  students: Pick<StudentsService, 'importSourced' | 'undoSourced'>;
  classes: Pick<ClassesService, 'importSourced' | 'undoSourced'>;
}

/** The teacher's records the plan was made from; what a failure restores. */
export interface RosterBefore {
  students: ExistingStudent[];
  classes: ExistingClass[];
  /** Each linked class's seat by student, so students taken out go back to their seats. */
  seats: Map<number, Map<number, number | null>>;
}

/** Lets requests that arrived meanwhile run before the next batch. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes a plan batch by batch, and undoes what it wrote if any batch fails, so the teacher
 * sees all of the import or none of it. Everything a batch may change is noted before it runs
 * (undoing a change that never happened restores what is already there).
 */
export async function applyRoster(
  ownerId: number,
  plan: RosterPlan,
  before: RosterBefore,
  on: RosterWriter,
  batch = ROSTER_BATCH,
) {
  const studentById = new Map(before.students.map((s) => [s.id, s]));
  const classById = new Map(before.classes.map((c) => [c.id, c]));
  const createdStudents: number[] = [];
  const createdClasses = new Map<string, number>();
  const changedStudents = plan.studentUpdates.map(({ id }) => {
    const { firstName, lastName, email, grade, sourceId } = studentById.get(id)!;
    return { id, firstName, lastName, email, grade, sourceId };
  });
  let changedClasses: Parameters<RosterWriter['classes']['undoSourced']>[1]['changed'] = [];
  const ids = new Map(plan.linkedIds);
  const idsOf = (sourcedIds: string[]) =>
    sourcedIds.map((s) => ids.get(s)).filter((id) => id !== undefined);

  try {
    const students = [...plan.studentInserts, ...plan.studentUpdates];
    for (let i = 0; i < students.length; i += batch) {
      const rows = students.slice(i, i + batch);
      const written = await on.students.importSourced(ownerId, rows);
      for (const row of rows)
        if (!('id' in row) && written.has(row.sourcedId))
          createdStudents.push(written.get(row.sourcedId)!);
      for (const [sourcedId, id] of written) ids.set(sourcedId, id);
      await nextTurn();
    }
    const classUpdates = plan.classUpdates.map((c) => ({ ...c, add: idsOf(c.add) }));
    changedClasses = classUpdates.map(({ id, add, remove }) => {
      const { name, subject, grade } = classById.get(id)!;
      const seats = before.seats.get(id);
      return {
        id,
        values: { name, subject, grade },
        added: add,
        removed: remove.map((studentId) => ({ studentId, seat: seats?.get(studentId) ?? null })),
      };
    });
    // One class at a time inside: the connection is free between classes.
    await on.classes.importSourced(
      ownerId,
      [
        ...plan.classInserts.map((c) => ({
          sourcedId: c.sourcedId,
          values: c.values,
          add: idsOf(c.members),
          remove: [],
        })),
        ...classUpdates,
      ],
      createdClasses,
    );
  } catch (error) {
    await on.classes.undoSourced(ownerId, {
      created: [...createdClasses.values()],
      changed: changedClasses,
    });
    await on.students.undoSourced(ownerId, {
      created: createdStudents,
      changed: changedStudents,
    });
    throw error;
  }
}
