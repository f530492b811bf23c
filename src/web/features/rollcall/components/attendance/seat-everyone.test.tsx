// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassDetail } from '../../../../../contracts/classes.contract';
import { ClassForm, classDefaults } from './classes/class-form';
import { SeatEveryone } from './seat-everyone';

afterEach(cleanup);

const cls = (count: number, seated = false): ClassDetail => ({
  id: 1,
  name: 'Period 3 Math',
  subject: null,
  grade: null,
  seatRows: 4,
  seatColumns: 6,
  archived: false,
  studentCount: count,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  students: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    firstName: `Pupil${i}`,
    lastName: 'Lee',
    seat: seated && i < 24 ? i : null,
  })),
});

describe('Seat everyone with more students than seats (issue 32 item 9)', () => {
  it('says how many do not fit and links to the layout setting, even once all seats are full', async () => {
    const onLayout = vi.fn();
    const onSave = vi.fn(() => Promise.resolve());
    render(
      <SeatEveryone
        cls={cls(30, true)}
        offer={false}
        pending={false}
        onSave={onSave}
        onLayout={onLayout}
      />,
    );
    expect(screen.getByText('6 of 30 students do not fit the 4 × 6 layout.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the seat layout' }));
    expect(onLayout).toHaveBeenCalledOnce();
  });

  it('keeps the link after seating, with what did not fit', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<SeatEveryone cls={cls(30)} offer pending={false} onSave={onSave} onLayout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Alphabetical/ }));
    expect(
      await screen.findByText(/6 did not fit the 24 seats and stay unseated/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the seat layout' })).toBeInTheDocument();
  });

  it('offers no link when everyone fits', () => {
    render(
      <SeatEveryone cls={cls(20)} offer pending={false} onSave={vi.fn()} onLayout={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Change the seat layout' })).toBeNull();
  });

  it('the class form opened from the link starts on Seat rows', async () => {
    render(
      <ClassForm defaults={classDefaults(cls(30))} focusLayout onSubmit={vi.fn()}>
        <button type="submit">Save</button>
      </ClassForm>,
    );
    await waitFor(() => expect(screen.getByLabelText('Seat rows')).toHaveFocus());
  });
});
