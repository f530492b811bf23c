// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassDetail } from '../../../../../../contracts/classes.contract';
import type { LtiCourse } from '../../../../../../contracts/lti.contract';
import { renderWithQuery, sentWith, stubFetch } from '../../../../../testing/render-with-query';
import { LmsCourse } from './lms-course';

const cls = { id: 8, name: 'Year 8 Science', students: [] } as unknown as ClassDetail;
const course: LtiCourse = {
  platform: 'Moodle',
  title: 'Year 8 Science',
  canSync: true,
  nightlySync: { at: '02:30', zone: 'Europe/Dublin' },
  lastSyncedAt: null,
  syncError: "Moodle's roster service answered HTTP 503",
  learners: 2,
  left: [{ studentId: 4, name: "Zoë D'Arcy", leftAt: '2026-12-01T10:00:00.000Z' }],
};
let linked = true;
let current = course;
const synced = { ...course, syncError: null, left: [], lastSyncedAt: '2026-12-04T10:00:00.000Z' };

const fetchMock = stubFetch(async (url, init) => {
  if (!linked)
    return Response.json({ message: 'no', code: 'lti.course_not_found' }, { status: 404 });
  if (init?.method === 'POST' && url === '/api/lti/classes/8/sync') {
    current = synced;
    return Response.json({
      course: synced,
      added: 1,
      updated: 0,
      left: 0,
      learners: 3,
    });
  }
  return Response.json(current);
});

afterEach(() => {
  cleanup();
  linked = true;
  current = course;
});

describe('a class from an LMS course', () => {
  it('shows the course, why the last sync failed and who left; Sync roster posts and shows the new state', async () => {
    renderWithQuery(<LmsCourse cls={cls} />);
    expect(await screen.findByRole('heading', { name: 'Moodle course' })).toBeInTheDocument();
    expect(
      screen.getByText("Roster not synced from Moodle: Moodle's roster service answered HTTP 503."),
    ).toBeInTheDocument();
    expect(screen.getByText(/Zoë D'Arcy/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync roster' }));
    expect(sentWith(fetchMock, 'POST').map(([url]) => url)).toEqual(['/api/lti/classes/8/sync']);
    expect(await screen.findByText(/Last synced/)).toHaveTextContent(
      'Chalkwise syncs it again every night at 02:30 (Europe/Dublin time).',
    );
    expect(screen.queryByText(/Roster not synced/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Zoë D'Arcy/)).not.toBeInTheDocument();
  });

  it('says nothing of a nightly sync when the server has it turned off', async () => {
    current = { ...synced, nightlySync: null };
    renderWithQuery(<LmsCourse cls={cls} />);
    expect(await screen.findByText(/Last synced/)).not.toHaveTextContent('every night');
    expect(screen.getByRole('button', { name: 'Sync roster' })).toBeInTheDocument();
  });

  it('shows nothing for a class that is no course', async () => {
    linked = false;
    const { container } = renderWithQuery(<LmsCourse cls={cls} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledWith('/api/lti/classes/8', expect.anything());
    expect(container).toBeEmptyDOMElement();
  });
});
