import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(addressGroup('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:DB8:1:2::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('2001:db8:1:3::a')).not.toBe(addressGroup('2001:db8:1:2::a'));
  });

  it('leaves IPv4 alone, written plainly or mapped into IPv6', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:c633:6408')).toBe('198.51.100.8');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
