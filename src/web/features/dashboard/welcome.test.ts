import { describe, expect, it } from 'vitest';
import { welcomeHeading } from './welcome';

const teacher = { role: 'user' };

describe('the dashboard greeting', () => {
  it('welcomes a guest on their first visit, though the sample class has students', () => {
    expect(welcomeHeading('Teacher', { role: 'guest' }, { students: 8, lessons: 0 })).toBe(
      'Welcome, Teacher!',
    );
  });

  it('welcomes a brand-new teacher and welcomes back one with work of their own', () => {
    expect(welcomeHeading('Robin', teacher, { students: 0, lessons: 0 })).toBe('Welcome, Robin!');
    expect(welcomeHeading('Taylor', teacher, { students: 12, lessons: 4 })).toBe(
      'Welcome back, Taylor!',
    );
    expect(welcomeHeading('Sam', teacher, { students: 0, lessons: 1 })).toBe('Welcome back, Sam!');
  });
});
