// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssessmentResults } from '../../../../contracts/assessments.contract';
import type { LtiGrades } from '../../../../contracts/lti.contract';
import { renderWithQuery, stubFetch } from '../../../testing/render-with-query';
import { LmsGrades } from './lms-grades';

const data = {
  assessment: { id: 5 },
  roster: [
    { id: 1, name: "Siobhán O'Connor-Nguyễn" },
    { id: 2, name: 'Ben Kay' },
  ],
} as unknown as AssessmentResults;
const at = new Date().toISOString();
let answer: LtiGrades = { items: [] };
const fetchMock = stubFetch(async () => Response.json(answer));

afterEach(cleanup);

describe('grades sent to the LMS, on the results page', () => {
  it('names each learner whose grade the LMS did not take, with the reason, and counts the rest', async () => {
    answer = {
      items: [
        {
          studentId: 1,
          platform: 'Moodle',
          status: 'sent',
          reason: null,
          scoreGiven: 8,
          updatedAt: at,
        },
        {
          studentId: 2,
          platform: 'Moodle',
          status: 'failed',
          reason: "Moodle's gradebook answered HTTP 503",
          scoreGiven: null,
          updatedAt: at,
        },
      ],
    };
    renderWithQuery(<LmsGrades data={data} />);
    expect(
      await screen.findByText(
        /Grade not sent to Moodle: Moodle's gradebook answered HTTP 503 \(Ben Kay\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 scores sent to Moodle.');
    expect(fetchMock).toHaveBeenCalledWith('/api/lti/assessments/5/grades', expect.anything());
  });

  it('counts scores on the way and learners with nothing to send', async () => {
    const item = (studentId: number, status: LtiGrades['items'][number]['status']) => ({
      studentId,
      platform: 'Canvas',
      status,
      reason: null,
      scoreGiven: status === 'sent' ? 5 : null,
      updatedAt: at,
    });
    answer = { items: [item(1, 'sent'), item(2, 'pending'), item(3, 'none'), item(4, 'none')] };
    renderWithQuery(<LmsGrades data={data} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 of 4 scores sent to Canvas, 1 on the way, 2 not submitted.',
    );
  });

  it('shows nothing when no learner came from an LMS', async () => {
    answer = { items: [] };
    const { container } = renderWithQuery(<LmsGrades data={data} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
