import { describe, expect, it } from 'vitest';
import {
  audienceFits,
  contentItem,
  INSTRUCTOR_ROLE,
  isInstructor,
  namesOf,
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
  it('links each kind to its page in Chalkwise and names it in custom parameters, with no line item', () => {
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
