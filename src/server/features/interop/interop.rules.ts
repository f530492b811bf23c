import { GRADES } from '../../../contracts/constants';
import { CLASS_LIMITS } from '../../../contracts/classes.contract';
import {
  INTEROP_MESSAGES as M,
  type RosterPreview,
  type RosterProblem,
} from '../../../contracts/interop.contract';
import { createStudentBody, type CreateStudentBody } from '../../../contracts/students.contract';
import type { RosterRows, RosterUser } from './interop.oneroster';

/** The teacher's records an import is compared with. */
export interface ExistingStudent {
  id: number;
  sourceId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  grade: string;
}
export interface ExistingClass {
  id: number;
  sourceId: string | null;
  name: string;
  subject: string | null;
  grade: string | null;
  memberIds: number[];
}

export interface ClassValues {
  name: string;
  subject: string | null;
  grade: string | null;
}

export interface RosterPlan {
  studentInserts: { sourcedId: string; values: CreateStudentBody }[];
  studentUpdates: { id: number; sourcedId: string; values: CreateStudentBody }[];
  /** Classes with their members by sourcedId (new students have no id until saved). */
  classInserts: { sourcedId: string; values: ClassValues; members: string[] }[];
  classUpdates: {
    id: number;
    sourcedId: string;
    values: ClassValues | null;
    add: string[];
    remove: number[];
  }[];
  /** The teacher's students already linked to a sourcedId (unchanged ones too), by sourcedId. */
  linkedIds: Map<string, number>;
  preview: RosterPreview;
}

/**
 * OneRoster grade codes (CEDS): KG is kindergarten, 01-12 the grades; pre-K, 13 and the rest
 * have no Chalkwise grade.
 */
export function rosterGrade(code: string | undefined): string | null {
  if (!code) return null;
  const v = code.trim().toUpperCase();
  if (v === 'KG' || v === 'K') return 'K';
  const n = /^0?(\d{1,2})$/.exec(v);
  return n && (GRADES as readonly string[]).includes(String(Number(n[1])))
    ? String(Number(n[1]))
    : null;
}

const active = (status: string) => status !== 'tobedeleted' && status !== 'inactive';
const fullName = (u: RosterUser) => `${u.givenName} ${u.familyName}`.trim();

interface RosterTeacher {
  sourcedId: string;
  name: string;
  email: string;
  classCount: number;
}

/** Teachers named in the file (active teacher enrollments) and how many classes each teaches. */
export function rosterTeachers(rows: RosterRows): RosterTeacher[] {
  const users = new Map(rows.users.filter((u) => active(u.status)).map((u) => [u.sourcedId, u]));
  const taught = new Map<string, Set<string>>();
  for (const e of rows.enrollments)
    if (active(e.status) && e.role === 'teacher') {
      if (!taught.has(e.userSourcedId)) taught.set(e.userSourcedId, new Set());
      taught.get(e.userSourcedId)!.add(e.classSourcedId);
    }
  return [...taught].map(([sourcedId, cls]) => {
    const u = users.get(sourcedId);
    return {
      sourcedId,
      name: u ? fullName(u) : sourcedId,
      email: u?.email ?? '',
      classCount: cls.size,
    };
  });
}

/**
 * Rows whose sourcedId an earlier row of the same file already has: which of the two is right
 * cannot be told, so they are reported by line and the import takes nothing (issue 37 item 10:
 * a repeated class was a 500 on a new account, a repeated student silently overwrote the first).
 */
export function duplicateRows(rows: RosterRows): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const check = (
    file: 'users.csv' | 'classes.csv',
    list: { line: number; sourcedId: string }[],
  ) => {
    const first = new Map<string, number>();
    for (const { line, sourcedId } of list) {
      if (sourcedId === '') continue;
      const earlier = first.get(sourcedId);
      if (earlier === undefined) first.set(sourcedId, line);
      else problems.push({ file, line, message: M.rosterDuplicateRow(sourcedId, earlier) });
    }
  };
  check('users.csv', rows.users);
  check('classes.csv', rows.classes);
  return problems;
}

const listed = (teachers: RosterTeacher[]) =>
  teachers.map(({ sourcedId, name, classCount }) => ({ sourcedId, name, classCount }));

/** A file naming several teachers, none chosen: the teachers to choose from and nothing else. */
export function teacherChoicePreview(rows: RosterRows): RosterPreview {
  const none = { create: 0, update: 0, unchanged: 0 };
  return {
    students: none,
    classes: none,
    membersAdded: 0,
    membersRemoved: 0,
    classRows: [],
    teachers: listed(rosterTeachers(rows)),
    teacher: null,
    teacherRequired: true,
    problems: [],
  };
}

function studentValues(
  u: RosterUser,
  fallbackGrade: string | null,
): { values?: CreateStudentBody; errors: string[] } {
  const grade = rosterGrade(u.grades[0]) ?? fallbackGrade;
  if (!grade)
    return {
      errors: [
        `${fullName(u) || u.sourcedId}: grade "${u.grades[0] ?? ''}" is not K to 12 and none of the student's classes has one.`,
      ],
    };
  const parsed = createStudentBody.safeParse({
    firstName: u.givenName,
    lastName: u.familyName,
    email: u.email,
    grade,
  });
  return parsed.success
    ? { values: parsed.data, errors: [] }
    : {
        errors: [
          ...new Set(parsed.error.issues.map((i) => `${fullName(u) || u.sourcedId}: ${i.message}`)),
        ],
      };
}

const sameStudent = (s: ExistingStudent, v: CreateStudentBody, sourcedId: string) =>
  s.sourceId === sourcedId &&
  s.firstName === v.firstName &&
  s.lastName === v.lastName &&
  // A file without an email keeps the one the teacher typed.
  (v.email === null || s.email?.toLowerCase() === v.email.toLowerCase()) &&
  s.grade === v.grade;

/**
 * What an import would change, computed from the files and the teacher's own records only (so a
 * sourcedId another teacher also imported is a new row here, never theirs). Students come from
 * the selected classes' student enrollments; matched by sourcedId, else by email to a student
 * the teacher typed in (then linked). A class's members become its enrolled students; students
 * the teacher added by hand stay. Nothing is deleted: rows marked tobedeleted are left alone.
 */
export function planRoster(
  rows: RosterRows,
  existing: { students: ExistingStudent[]; classes: ExistingClass[] },
  teacher?: string,
): RosterPlan {
  const problems: RosterProblem[] = [
    ...duplicateRows(rows),
    ...(rows.converted ?? []).map((file) => ({ file, line: 1, message: M.rosterConverted(file) })),
  ];
  const users = new Map(rows.users.filter((u) => active(u.status)).map((u) => [u.sourcedId, u]));
  const enrollments = rows.enrollments.filter((e) => active(e.status));

  const chosen = teacher
    ? new Set(
        enrollments
          .filter((e) => e.role === 'teacher' && e.userSourcedId === teacher)
          .map((e) => e.classSourcedId),
      )
    : undefined;
  let classes = rows.classes.filter(
    (c) => active(c.status) && c.sourcedId !== '' && (!chosen || chosen.has(c.sourcedId)),
  );
  const classIds = new Set(classes.map((c) => c.sourcedId));

  const members = new Map<string, string[]>(classes.map((c) => [c.sourcedId, []]));
  for (const e of enrollments) {
    if (e.role !== 'student' || !classIds.has(e.classSourcedId)) continue;
    if (!users.has(e.userSourcedId)) {
      problems.push({
        file: 'enrollments.csv',
        line: e.line,
        message: `No active user ${e.userSourcedId} in users.csv; this enrollment was skipped.`,
      });
      continue;
    }
    const list = members.get(e.classSourcedId)!;
    if (!list.includes(e.userSourcedId)) list.push(e.userSourcedId);
  }
  // One limit for every class (a day of attendance holds as many marks): a larger one is left
  // out whole, its students with it unless another class has them.
  for (const c of classes) {
    const count = members.get(c.sourcedId)?.length ?? 0;
    if (count <= CLASS_LIMITS.students) continue;
    problems.push({
      file: 'classes.csv',
      line: c.line,
      message: M.rosterClassTooLarge(c.title.trim() || c.sourcedId, count),
    });
    members.delete(c.sourcedId);
  }
  classes = classes.filter((c) => members.has(c.sourcedId));

  // Students: everyone enrolled as a student in a chosen class.
  const classGrade = new Map(classes.map((c) => [c.sourcedId, rosterGrade(c.grades[0])]));
  const firstClassGrade = new Map<string, string | null>();
  for (const [cls, ids] of members)
    for (const id of ids)
      if (!firstClassGrade.get(id)) firstClassGrade.set(id, classGrade.get(cls) ?? null);

  const bySource = new Map(
    existing.students.filter((s) => s.sourceId).map((s) => [s.sourceId!, s]),
  );
  const byEmail = new Map(
    existing.students.filter((s) => s.email).map((s) => [s.email!.toLowerCase(), s]),
  );
  const plan: Omit<RosterPlan, 'preview'> = {
    linkedIds: new Map([...bySource].map(([sourcedId, s]) => [sourcedId, s.id])),
    studentInserts: [],
    studentUpdates: [],
    classInserts: [],
    classUpdates: [],
  };
  const studentCounts = { create: 0, update: 0, unchanged: 0 };
  const placed = new Set<string>();
  const emailsInFile = new Map<string, string>();
  for (const sourcedId of firstClassGrade.keys()) {
    const u = users.get(sourcedId)!;
    const { values, errors } = studentValues(u, firstClassGrade.get(sourcedId) ?? null);
    const email = values?.email?.toLowerCase();
    const match = bySource.get(sourcedId) ?? (email ? byEmail.get(email) : undefined);
    if (values && email && emailsInFile.has(email))
      errors.push(`${fullName(u)}: same email as ${emailsInFile.get(email)} in users.csv.`);
    else if (values && match && match.sourceId && match.sourceId !== sourcedId)
      errors.push(`${fullName(u)}: ${values.email} belongs to another student of yours.`);
    else if (values && email && byEmail.has(email) && byEmail.get(email)!.id !== match?.id)
      errors.push(`${fullName(u)}: ${values.email} belongs to another student of yours.`);
    if (!values || errors.length > 0) {
      problems.push(
        ...errors.map((message) => ({ file: 'users.csv' as const, line: u.line, message })),
      );
      continue;
    }
    if (email) emailsInFile.set(email, sourcedId);
    placed.add(sourcedId);
    if (!match) {
      plan.studentInserts.push({ sourcedId, values });
      studentCounts.create++;
    } else if (sameStudent(match, values, sourcedId)) studentCounts.unchanged++;
    else {
      plan.studentUpdates.push({ id: match.id, sourcedId, values });
      studentCounts.update++;
    }
  }

  // Classes.
  const classBySource = new Map(
    existing.classes.filter((c) => c.sourceId).map((c) => [c.sourceId!, c]),
  );
  const sourceOfStudent = new Map(existing.students.map((s) => [s.id, s.sourceId]));
  const idOfSource = new Map<string, number>([
    ...existing.students.filter((s) => s.sourceId).map((s) => [s.sourceId!, s.id] as const),
    ...plan.studentUpdates.map((u) => [u.sourcedId, u.id] as const),
  ]);
  const classCounts = { create: 0, update: 0, unchanged: 0 };
  let membersAdded = 0;
  let membersRemoved = 0;
  const classRows: RosterPreview['classRows'] = [];
  // Titles that repeat (a ClassLink export named 64 of 72 classes "Math 7") get their period or
  // code, so the teacher can tell the classes apart (issue 32 item 11).
  const titleCount = new Map<string, number>();
  for (const c of classes) {
    const key = c.title.trim().toLowerCase();
    titleCount.set(key, (titleCount.get(key) ?? 0) + 1);
  }
  const titleOf = (c: (typeof classes)[number]) => {
    const title = c.title.trim();
    if (title === '' || titleCount.get(title.toLowerCase())! < 2) return title;
    const tell =
      c.periods.length > 0 ? `Period ${c.periods.join(', ')}` : c.classCode || c.sourcedId;
    return `${title} (${tell})`;
  };
  for (const c of classes) {
    const name = titleOf(c).slice(0, CLASS_LIMITS.name);
    if (name === '') {
      problems.push({
        file: 'classes.csv',
        line: c.line,
        message: `Class ${c.sourcedId} has no title.`,
      });
      continue;
    }
    const values: ClassValues = {
      name,
      subject: c.subjects[0]?.slice(0, CLASS_LIMITS.subject) || null,
      grade: rosterGrade(c.grades[0]),
    };
    const wanted = members.get(c.sourcedId)!.filter((s) => placed.has(s));
    const current = classBySource.get(c.sourcedId);
    if (!current && wanted.length === 0 && members.get(c.sourcedId)!.length > 0) {
      // Every student of it was refused: an empty class would only be in the way.
      problems.push({ file: 'classes.csv', line: c.line, message: M.rosterClassEmpty(name) });
      continue;
    }
    if (!current) {
      plan.classInserts.push({ sourcedId: c.sourcedId, values, members: wanted });
      classCounts.create++;
      membersAdded += wanted.length;
      classRows.push({ sourcedId: c.sourcedId, name, action: 'create', students: wanted.length });
      continue;
    }
    const inClass = new Set(current.memberIds);
    const add = wanted.filter((s) => {
      const id = idOfSource.get(s);
      return id === undefined || !inClass.has(id);
    });
    const wantedIds = new Set(
      wanted.map((s) => idOfSource.get(s)).filter((id) => id !== undefined),
    );
    // Only students that came from the SIS leave with it; ones added by hand stay.
    const remove = current.memberIds.filter((id) => sourceOfStudent.get(id) && !wantedIds.has(id));
    const changed =
      current.name !== values.name ||
      current.subject !== values.subject ||
      current.grade !== values.grade;
    const action = changed || add.length > 0 || remove.length > 0 ? 'update' : 'unchanged';
    if (action === 'update')
      plan.classUpdates.push({
        id: current.id,
        sourcedId: c.sourcedId,
        values: changed ? values : null,
        add,
        remove,
      });
    classCounts[action]++;
    membersAdded += add.length;
    membersRemoved += remove.length;
    classRows.push({ sourcedId: c.sourcedId, name, action, students: wanted.length });
  }

  return {
    ...plan,
    preview: {
      students: studentCounts,
      classes: classCounts,
      membersAdded,
      membersRemoved,
      classRows,
      teachers: listed(rosterTeachers(rows)),
      teacher: teacher ?? null,
      teacherRequired: false,
      problems: problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    },
  };
}
