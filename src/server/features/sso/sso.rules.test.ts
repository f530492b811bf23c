import { describe, expect, it } from 'vitest';
import { isAcceptableIssuer, parseDomains } from '../../../contracts/sso.contract';
import { loadConfig } from '../../config';
import { checkEmail, namesOf, usernameCandidates } from './sso.rules';

const claims = (more: Record<string, unknown>) => ({ iss: 'https://idp', sub: 's1', ...more });

describe('checkEmail', () => {
  const domains = ['school.org', 'staff.school.org'];
  it('lets in an address of a listed domain, lower-cased', () => {
    expect(checkEmail(claims({ email: 'Ann@School.org' }), domains)).toEqual({
      ok: true,
      email: 'ann@school.org',
    });
    expect(checkEmail(claims({ email: 'b@staff.school.org' }), domains).ok).toBe(true);
  });
  it('refuses another domain, a subdomain not listed, and a look-alike', () => {
    for (const email of [
      'a@gmail.com',
      'a@kids.school.org',
      'a@evilschool.org',
      'a@school.org.evil.com',
    ])
      expect(checkEmail(claims({ email }), domains)).toEqual({
        ok: false,
        reason: 'domain_refused',
      });
  });
  it('refuses an address marked unverified, even with no domains listed', () => {
    const c = claims({ email: 'a@school.org', email_verified: false });
    expect(checkEmail(c, domains)).toEqual({ ok: false, reason: 'email_unverified' });
    expect(checkEmail(c, [])).toEqual({ ok: false, reason: 'email_unverified' });
  });
  it('needs an address only when domains are listed', () => {
    expect(checkEmail(claims({}), domains)).toEqual({ ok: false, reason: 'email_missing' });
    expect(checkEmail(claims({}), [])).toEqual({ ok: true, email: null });
  });
});

describe('namesOf', () => {
  it('keeps the parts as spelled', () => {
    expect(
      namesOf(claims({ given_name: ' Zoë ', family_name: "N'Diaye-Łukasiewicz" }), 200),
    ).toEqual({
      firstName: 'Zoë',
      lastName: "N'Diaye-Łukasiewicz",
    });
  });
  it('splits a full name at its last space when the parts are absent', () => {
    expect(namesOf(claims({ name: 'María José de la Cruz' }), 200)).toEqual({
      firstName: 'María José de la',
      lastName: 'Cruz',
    });
    expect(namesOf(claims({ name: 'Madonna' }), 200)).toEqual({
      firstName: 'Madonna',
      lastName: null,
    });
  });
  it('clips by characters, never inside an emoji', () => {
    expect(namesOf(claims({ given_name: 'ab😀cd' }), 3).firstName).toBe('ab😀');
  });
  it('ignores values that are not text', () => {
    expect(namesOf(claims({ given_name: 42, family_name: ['x'] }), 200)).toEqual({
      firstName: null,
      lastName: null,
    });
  });
});

describe('usernameCandidates', () => {
  const suffix = () => 'abc123';
  it('tries the address first, then its local part with a suffix', () => {
    expect(usernameCandidates('ann.lee@school.org', suffix)[0]).toBe('ann.lee@school.org');
    expect(usernameCandidates('ann.lee@school.org', suffix)[1]).toBe('ann.lee-abc123');
  });
  it('makes a valid username from an address with other characters, or none', () => {
    const [first] = usernameCandidates("o'brien+x@school.org", suffix);
    expect(first).toBe('obrienx-abc123');
    expect(usernameCandidates(null, suffix)[0]).toBe('teacher-abc123');
    expect(usernameCandidates('al@x.org', suffix)).toContain('al-sso-abc123');
  });
});

describe('settings text', () => {
  it('parses domains, refusing anything that is not one', () => {
    expect(parseDomains(' School.org, @staff.school.org ,,')).toEqual([
      'school.org',
      'staff.school.org',
    ]);
    expect(parseDomains('')).toEqual([]);
    expect(parseDomains('school')).toBeNull();
    expect(parseDomains('a@b.org')).toBeNull();
  });
  it('accepts https issuers, and http only on this machine', () => {
    expect(isAcceptableIssuer('https://accounts.google.com')).toBe(true);
    expect(isAcceptableIssuer('https://login.microsoftonline.com/tid/v2.0')).toBe(true);
    expect(isAcceptableIssuer('http://127.0.0.1:9000')).toBe(true);
    expect(isAcceptableIssuer('http://idp.school.org')).toBe(false);
    expect(isAcceptableIssuer('https://idp.school.org/?x=1')).toBe(false);
    expect(isAcceptableIssuer('https://u:p@idp.school.org')).toBe(false);
    expect(isAcceptableIssuer('javascript:alert(1)')).toBe(false);
  });
});

describe('SSO_* configuration', () => {
  const base = { NODE_ENV: 'test' };
  const sso = { SSO_ISSUER: 'https://idp.school.org', SSO_CLIENT_ID: 'c', SSO_CLIENT_SECRET: 's' };
  it('is off unless set, and on with the three together', () => {
    expect(loadConfig(base).sso).toBeUndefined();
    expect(loadConfig({ ...base, ...sso, SSO_DOMAINS: 'school.org' }).sso).toEqual({
      issuer: 'https://idp.school.org',
      clientId: 'c',
      clientSecret: 's',
      name: 'your school account',
      domains: 'school.org',
    });
  });
  it('stops the start on a partial or wrong setting', () => {
    expect(() => loadConfig({ ...base, SSO_ISSUER: sso.SSO_ISSUER })).toThrow(
      /must be set together/,
    );
    expect(() => loadConfig({ ...base, ...sso, SSO_ISSUER: 'http://idp.school.org' })).toThrow(
      /https/,
    );
    expect(() => loadConfig({ ...base, ...sso, SSO_DOMAINS: 'not a domain' })).toThrow(
      /SSO_DOMAINS/,
    );
  });
});
