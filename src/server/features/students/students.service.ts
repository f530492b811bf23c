import {
  type StudentListQuery,
  createStudentBody,
  STUDENT_LIMITS,
  STUDENT_MESSAGES,
  updateStudentBody,
  type CreateStudentBody,
  type CreateStudentInput,
  type ImportPreview,
  type UpdateStudentInput,
} from '../../../contracts/students.contract';
import { studentErrors } from './students.errors';
import type { Clock } from '../../platform/clock';
import { CsvSyntaxError, type CsvRecord } from '../../platform/csv/csv-read';
import { toCsv } from '../../platform/csv/csv-write';
import { checkRows, csvReader, exportRows, mapHeader, type CheckedRow } from './students.import';
import { isUniqueViolation, type StudentsRepository } from './students.repository';

const M = STUDENT_MESSAGES;
const studentNotFound = () => studentErrors.not_found();
const duplicateEmail = () => studentErrors.duplicate_email();

/** Turns the race "two saves of one email at once" into the same 409 as the up-front check. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export function createStudentsService({
  repo,
  clock,
  readCsv = csvReader(),
}: {
  repo: StudentsRepository;
  clock: Clock;
  /** parseCsv, possibly on a worker thread (students.import.ts csvReader). */
  readCsv?: (csv: string) => Promise<CsvRecord[]>;
}) {
  async function getOwn(ownerId: number, id: number) {
    const row = await repo.get(ownerId, id);
    if (!row) throw studentNotFound();
    return row;
  }

  /** Parses and checks a CSV against the owner's class; throws for problems with the file as a whole. */
  async function check(ownerId: number, csv: string) {
    if (csv.trim() === '') throw studentErrors.csv_required();
    if (csv.length > STUDENT_LIMITS.csvChars) throw studentErrors.csv_too_large();
    let records;
    try {
      records = await readCsv(csv);
    } catch (error) {
      if (error instanceof CsvSyntaxError)
        throw studentErrors.csv_syntax(M.csvUnclosedQuote(error.line));
      throw error;
    }
    const [headerRecord, ...body] = records;
    const header = headerRecord && mapHeader(headerRecord.cells);
    if (!header) throw studentErrors.csv_no_header();
    if (body.length === 0) throw studentErrors.csv_no_rows();
    if (body.length > STUDENT_LIMITS.csvRows) throw studentErrors.csv_too_large();
    const rows = checkRows(body, header, await repo.emails(ownerId));
    return { rows, ignoredColumns: header.ignored };
  }

  const withoutValue = ({ value: _value, ...row }: CheckedRow) => row;

  return {
    /** Every student; the API pages instead (`page`). */
    list: (ownerId: number) => repo.list(ownerId),
    page: (ownerId: number, query: StudentListQuery) => repo.page(ownerId, query),
    get: getOwn,

    /**
     * Validates with the contract, so other services and the demo seeder get the API's rules.
     * `createdAt` lets the seeder date demo students in the past.
     */
    async create(ownerId: number, body: CreateStudentInput, options: { createdAt?: Date } = {}) {
      const values = createStudentBody.parse(body);
      if (values.email && (await repo.emails(ownerId)).has(values.email.toLowerCase()))
        throw duplicateEmail();
      return refusingDuplicates(() =>
        repo.insert(ownerId, values, options.createdAt ?? clock.now()),
      );
    },

    async update(ownerId: number, id: number, body: UpdateStudentInput) {
      const changes = updateStudentBody.parse(body);
      await getOwn(ownerId, id);
      if (changes.email && (await repo.emails(ownerId, id)).has(changes.email.toLowerCase()))
        throw duplicateEmail();
      const row = await refusingDuplicates(() => repo.update(ownerId, id, changes, clock.now()));
      if (!row) throw studentNotFound();
      return row;
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw studentNotFound();
    },

    /** Step one of an import: what would be saved and what is wrong, saving nothing. */
    async previewImport(ownerId: number, csv: string): Promise<ImportPreview> {
      const { rows, ignoredColumns } = await check(ownerId, csv);
      const errorCount = rows.filter((r) => r.errors.length > 0).length;
      return {
        rows: rows.map(withoutValue),
        validCount: rows.length - errorCount,
        errorCount,
        ignoredColumns,
      };
    },

    /**
     * Step two: all or nothing. Any row with an error refuses the whole file (the teacher fixes
     * it and previews again), and the rows are inserted in one transaction.
     */
    async importCsv(ownerId: number, csv: string) {
      const { rows } = await check(ownerId, csv);
      const values = rows.map((r) => r.value);
      if (values.some((v) => v === undefined)) throw studentErrors.csv_has_errors();
      const saved = await refusingDuplicates(() =>
        repo.insertMany(
          ownerId,
          values.filter((v) => v !== undefined),
          clock.now(),
        ),
      );
      return { imported: saved.length, students: saved };
    },

    /**
     * OneRoster import (features/interop), run inside the caller's transaction: new students
     * with their SIS sourcedId, and updates of the names, grade and email (when the file has one)
     * of students already linked or matched, leaving parent email and notes as the teacher wrote
     * them. Answers each sourcedId's student id.
     */
    async importSourced(
      ownerId: number,
      rows: readonly { id?: number; sourcedId: string; values: CreateStudentBody }[],
    ): Promise<Map<string, number>> {
      const now = clock.now();
      const ids = new Map<string, number>();
      const inserts = rows.filter((r) => r.id === undefined);
      // 1,000 rows a statement keeps each INSERT well under PostgreSQL's 65,535 parameters.
      for (let i = 0; i < inserts.length; i += 1000) {
        const chunk = inserts.slice(i, i + 1000);
        const saved = await refusingDuplicates(() =>
          repo.insertMany(
            ownerId,
            chunk.map((r) => ({ ...r.values, sourceId: r.sourcedId })),
            now,
          ),
        );
        for (const row of saved) ids.set(row.sourceId!, row.id);
      }
      for (const { id, sourcedId, values } of rows) {
        if (id === undefined) continue;
        const { firstName, lastName, grade, email } = values;
        const changes = {
          firstName,
          lastName,
          grade,
          sourceId: sourcedId,
          ...(email ? { email } : {}),
        };
        const row = await refusingDuplicates(() => repo.update(ownerId, id, changes, now));
        if (!row) throw studentNotFound();
        ids.set(sourcedId, id);
      }
      return ids;
    },

    /**
     * Takes back a OneRoster import that failed part way (features/interop writes it in short
     * batches): the students it created go, the ones it changed get their earlier values back.
     */
    async undoSourced(
      ownerId: number,
      undo: {
        created: readonly number[];
        changed: readonly {
          id: number;
          firstName: string;
          lastName: string;
          email: string | null;
          grade: string;
          sourceId: string | null;
        }[];
      },
    ) {
      const now = clock.now();
      for (let i = 0; i < undo.created.length; i += 1000)
        await repo.removeMany(ownerId, undo.created.slice(i, i + 1000));
      for (const { id, ...values } of undo.changed) await repo.update(ownerId, id, values, now);
    },

    async exportCsv(ownerId: number) {
      return toCsv(exportRows(await repo.list(ownerId)));
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
