import { describe, expect, it } from 'vitest';
import type { RosterRows } from './interop.oneroster';
import { planRoster, rosterGrade } from './interop.rules';

const user = (sourcedId: string, givenName: string, grades = '04') => ({
  line: 2,
  sourcedId,
  status: 'active',
  givenName,
  familyName: 'Pupil',
  email: '',
  grades: [grades],
});

describe('rosterGrade', () => {
  it('reads OneRoster grade codes as Chalkwise grades, and nothing else', () => {
    expect(['KG', '01', '09', '12', '7'].map(rosterGrade)).toEqual(['K', '1', '9', '12', '7']);
    expect(['PK', 'TK', '13', 'PS', 'Other', '', undefined].map(rosterGrade)).toEqual(
      Array(7).fill(null),
    );
  });
});

describe('planRoster', () => {
  const rows: RosterRows = {
    users: [
      user('s-1', 'Ada'),
      user('s-2', 'Ben'),
      { ...user('s-3', 'Cy'), status: 'tobedeleted' },
    ],
    classes: [
      {
        line: 2,
        sourcedId: 'c-1',
        status: 'active',
        title: 'Math',
        grades: [],
        subjects: [],
        periods: [],
        classCode: '',
      },
    ],
    enrollments: [
      { line: 2, classSourcedId: 'c-1', userSourcedId: 's-1', role: 'student', status: 'active' },
      { line: 3, classSourcedId: 'c-1', userSourcedId: 's-3', role: 'student', status: 'active' },
    ],
  };
  const existing = {
    students: [
      { id: 10, sourceId: 's-1', firstName: 'Ada', lastName: 'Pupil', email: null, grade: '4' },
      { id: 11, sourceId: 's-2', firstName: 'Ben', lastName: 'Pupil', email: null, grade: '4' },
      { id: 12, sourceId: null, firstName: 'Hand', lastName: 'Added', email: null, grade: '4' },
    ],
    classes: [
      { id: 5, sourceId: 'c-1', name: 'Math', subject: null, grade: null, memberIds: [10, 11, 12] },
    ],
  };

  it('removes only SIS students the file no longer enrolls; students added by hand stay', () => {
    const plan = planRoster(rows, existing);
    expect(plan.classUpdates).toEqual([
      { id: 5, sourcedId: 'c-1', values: null, add: [], remove: [11] },
    ]);
    expect(plan.preview.students).toEqual({ create: 0, update: 0, unchanged: 1 });
    // Cy is tobedeleted in users.csv: the enrollment naming Cy is reported, nothing made.
    expect(plan.preview.problems).toEqual([
      { file: 'enrollments.csv', line: 3, message: expect.stringContaining('No active user s-3') },
    ]);
  });

  it('narrows to one teacher’s classes: nobody else is touched', () => {
    const withTeacher: RosterRows = {
      ...rows,
      enrollments: [
        ...rows.enrollments,
        { line: 4, classSourcedId: 'c-9', userSourcedId: 't-1', role: 'teacher', status: 'active' },
      ],
    };
    const plan = planRoster(withTeacher, existing, 't-1');
    expect(plan.classUpdates).toEqual([]);
    expect(plan.classInserts).toEqual([]);
    expect(plan.studentInserts).toEqual([]);
  });
});
