import { describe, expect, it } from 'vitest';
import {
  audienceFits,
  contentItem,
  INSTRUCTOR_ROLE,
  isActive,
  isInstructor,
  isLearner,
  learnerNames,
  lineItemOf,
  linkedItem,
  namesOf,
  nextLink,
  scoreBody,
  scoresUrl,
  originsOf,
  registrationRequest,
  targetPath,
  usernameCandidates,
} from './lti.rules';

describe('audienceFits', () => {
  it('accepts the tool’s client id alone, or among several with azp naming it', () => {
    expect(audienceFits({ aud: 'tool' }, 'tool')).toBe(true);
    expect(audienceFits({ aud: ['tool'] }, 'tool')).toBe(true);
    expect(audienceFits({ aud: ['tool', 'other'], azp: 'tool' }, 'tool')).toBe(true);
  });
  it('refuses another audience, several without azp, and an azp for another tool', () => {
    expect(audienceFits({ aud: 'other' }, 'tool')).toBe(false);
    expect(audienceFits({ aud: ['tool', 'other'] }, 'tool')).toBe(false);
    expect(audienceFits({ aud: 'tool', azp: 'other' }, 'tool')).toBe(false);
  });
});

describe('targetPath', () => {
  const base = 'https://chalkwise.school.org';
  it('keeps a page of this server, with its query', () => {
    expect(targetPath(`${base}/lessons/12?tab=notes`, base)).toBe('/lessons/12?tab=notes');
    expect(targetPath(`${base}/`, base)).toBe('/');
    expect(targetPath(`${base}/lti/launch`, base)).toBe('/');
  });
  it('never leads elsewhere or to the API', () => {
    expect(targetPath('https://evil.example/lessons', base)).toBeNull();
    expect(targetPath('http://chalkwise.school.org/lessons', base)).toBeNull();
    expect(targetPath(`${base}/api/user`, base)).toBeNull();
    expect(targetPath('not a url', base)).toBeNull();
    expect(targetPath('javascript:alert(1)', base)).toBeNull();
  });
});

describe('isInstructor', () => {
  it('is the context membership Instructor role only', () => {
    expect(isInstructor([INSTRUCTOR_ROLE])).toBe(true);
    expect(isInstructor(['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'])).toBe(false);
    expect(
      isInstructor(['http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor']),
    ).toBe(false);
    expect(isInstructor([])).toBe(false);
  });
});

describe('originsOf', () => {
  it('answers each distinct web origin and skips what is not an address', () => {
    expect(
      originsOf(
        'https://canvas.instructure.com',
        'https://school.instructure.com/courses',
        undefined,
        'nope',
      ),
    ).toEqual(['https://canvas.instructure.com', 'https://school.instructure.com']);
    expect(originsOf('https://moodle.school.org/', 'https://moodle.school.org/mod/lti')).toEqual([
      'https://moodle.school.org',
    ]);
    expect(originsOf('javascript:alert(1)')).toEqual([]);
  });
});

describe('namesOf and usernameCandidates', () => {
  it('keeps names as the LMS spells them, splitting a full name only when no parts are given', () => {
    expect(namesOf({ given_name: 'Zoë', family_name: "d'Arcy-Ó Súilleabháin" })).toEqual({
      givenName: 'Zoë',
      familyName: "d'Arcy-Ó Súilleabháin",
    });
    expect(namesOf({ name: 'Anne Marie Lefèvre' })).toEqual({
      givenName: 'Anne Marie',
      familyName: 'Lefèvre',
    });
    expect(namesOf({})).toEqual({ givenName: null, familyName: null });
  });
  it('makes usernames from the email or the name, with a suffix', () => {
    const suffix = () => 'abc123';
    expect(usernameCandidates({ email: 'zoe.d@school.org', givenName: null }, suffix)[0]).toBe(
      'zoe.d-abc123',
    );
    expect(usernameCandidates({ email: null, givenName: 'Zoë' }, suffix)[0]).toBe('zoe-abc123');
    expect(usernameCandidates({ email: null, givenName: null }, suffix)[0]).toBe('teacher-abc123');
  });
});

describe('registrationRequest', () => {
  it('asks for private_key_jwt, the AGS and NRPS scopes and both messages, at the tool’s addresses', () => {
    const r = registrationRequest('https://chalkwise.school.org/', 'Chalkwise');
    expect(r).toMatchObject({
      initiate_login_uri: 'https://chalkwise.school.org/lti/login',
      redirect_uris: ['https://chalkwise.school.org/lti/launch'],
      jwks_uri: 'https://chalkwise.school.org/lti/jwks',
      token_endpoint_auth_method: 'private_key_jwt',
    });
    expect(r.scope).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    expect(r.scope).toContain(
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    );
    const tool = r['https://purl.imsglobal.org/spec/lti-tool-configuration'];
    expect(tool.domain).toBe('chalkwise.school.org');
    expect(tool.messages.map((m) => m.type)).toEqual([
      'LtiResourceLinkRequest',
      'LtiDeepLinkingRequest',
    ]);
  });
});

describe('contentItem', () => {
  it('links each kind to its page in Chalkwise and names it in custom parameters; only a scored item gets a line item', () => {
    const base = 'https://chalkwise.school.org';
    expect(contentItem(base, { kind: 'assessment', id: 7, title: 'Fractions check' })).toEqual({
      type: 'ltiResourceLink',
      title: 'Fractions check',
      url: `${base}/assessments/7/results`,
      custom: { chalkwise_kind: 'assessment', chalkwise_id: '7' },
    });
    expect(contentItem(`${base}/`, { kind: 'quiz', id: 3, title: 'Q' }).url).toBe(
      `${base}/rollcall/quizzes/3`,
    );
    expect(contentItem(base, { kind: 'lesson', id: 1, title: 'L' }).url).toBe(`${base}/lessons/1`);
  });
});

describe('a scored item’s line item (Deep Linking, issue 36 item 5)', () => {
  it('asks the LMS for a gradebook column on the item’s scale', () => {
    const base = 'https://chalkwise.school.org';
    expect(
      contentItem(base, { kind: 'assessment', id: 7, title: 'Fractions check', scoreMaximum: 20 }),
    ).toMatchObject({
      lineItem: { scoreMaximum: 20, label: 'Fractions check', resourceId: 'assessment:7' },
    });
  });
});

describe('roster rules (NRPS, issue 36 item 6)', () => {
  const M = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
  it('a learner is a member with the Learner role and no staff role, in any spelling', () => {
    expect(isLearner([`${M}#Learner`])).toBe(true);
    expect(isLearner(['Learner'])).toBe(true);
    expect(isLearner([`${M}/Learner#Learner`])).toBe(true);
    expect(isLearner([`${M}#Instructor`])).toBe(false);
    expect(isLearner([`${M}#Learner`, `${M}/Instructor#TeachingAssistant`])).toBe(false);
    expect(isLearner([`${M}#Learner`, 'Administrator'])).toBe(false);
    expect(isLearner(['http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student'])).toBe(
      false,
    );
    expect(isLearner([])).toBe(false);
  });

  it('Active or unmarked members are in the course; Inactive and Deleted are not', () => {
    expect(isActive({})).toBe(true);
    expect(isActive({ status: 'Active' })).toBe(true);
    expect(isActive({ status: 'Inactive' })).toBe(false);
    expect(isActive({ status: 'Deleted' })).toBe(false);
  });

  it('follows rel="next" among other links, and stops without one', () => {
    expect(nextLink('<https://lms/m?p=2>; rel="next"')).toBe('https://lms/m?p=2');
    expect(
      nextLink(
        '<https://lms/m?p=1>; rel="first", <https://lms/m?p=3>; rel="next", <x>; rel="last"',
      ),
    ).toBe('https://lms/m?p=3');
    expect(nextLink('<https://lms/m?p=1,2>; rel=next')).toBe('https://lms/m?p=1,2');
    expect(nextLink('<https://lms/m?p=9>; rel="last"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });

  it('keeps names as the LMS spells them; one name only becomes the first name', () => {
    expect(learnerNames({ given_name: ' Siobhán ', family_name: "O'Connor-Nguyễn" })).toEqual({
      firstName: 'Siobhán',
      lastName: "O'Connor-Nguyễn",
    });
    expect(learnerNames({ name: 'José María Álvarez-Ruiz' })).toEqual({
      firstName: 'José María',
      lastName: 'Álvarez-Ruiz',
    });
    expect(learnerNames({ name: 'Madonna' })).toEqual({ firstName: 'Madonna', lastName: '–' });
    expect(learnerNames({ given_name: 'x'.repeat(150) }).firstName).toHaveLength(100);
  });
});

describe('grade passback rules (AGS, issue 36 item 5)', () => {
  const SCORE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
  it('uses the launch’s line item only when the score scope is granted', () => {
    expect(lineItemOf({ scope: [SCORE], lineitem: 'https://lms/li/1' })).toBe('https://lms/li/1');
    expect(lineItemOf({ scope: [], lineitem: 'https://lms/li/1' })).toBeNull();
    expect(lineItemOf({ scope: [SCORE], lineitems: 'https://lms/li' })).toBeNull();
    expect(lineItemOf({ scope: [SCORE], lineitem: 'javascript:alert(1)' })).toBeNull();
    expect(lineItemOf(undefined)).toBeNull();
  });

  it('reads the item a link names from its custom parameters', () => {
    expect(linkedItem({ chalkwise_kind: 'assessment', chalkwise_id: '12' })).toEqual({
      kind: 'assessment',
      id: 12,
    });
    expect(linkedItem({ chalkwise_kind: 'assessment', chalkwise_id: '12; drop' })).toBeNull();
    expect(linkedItem({ chalkwise_kind: 'assessment' })).toBeNull();
    expect(linkedItem(undefined)).toBeNull();
  });

  it('posts to the line item’s /scores, keeping its query', () => {
    expect(scoresUrl('https://lms/lineitems/7')).toBe('https://lms/lineitems/7/scores');
    expect(scoresUrl('https://lms/mod/lti/services.php/2/lineitems/7/lineitem?type_id=1')).toBe(
      'https://lms/mod/lti/services.php/2/lineitems/7/lineitem/scores?type_id=1',
    );
  });

  it('sends a number only when the student may see it and nothing awaits hand-grading', () => {
    const at = new Date('2026-12-04T10:00:00Z');
    const base = { userId: 'u-1', activityProgress: 'Completed', timestamp: at.toISOString() };
    const r = { score: 8.5, maxScore: 10, needsReview: false, visible: true };
    expect(scoreBody(r, 'u-1', at)).toEqual({
      ...base,
      gradingProgress: 'FullyGraded',
      scoreGiven: 8.5,
      scoreMaximum: 10,
    });
    expect(scoreBody({ ...r, score: null, needsReview: true }, 'u-1', at)).toEqual({
      ...base,
      gradingProgress: 'PendingManual',
    });
    expect(scoreBody({ ...r, visible: false }, 'u-1', at)).toEqual({
      ...base,
      gradingProgress: 'Pending',
    });
  });
});
