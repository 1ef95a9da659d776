import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './auth';
import { avatarInitial } from '../common/display';

describe('safeRedirectPath', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/menu?q=momo#biryani')).toBe('/menu?q=momo#biryani');
  });

  it.each([null, undefined, '', 'checkout', 'https://evil.test/', '//evil.test', '/\\evil.test', '/a\nb'])(
    'falls back for %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/profile');
      expect(safeRedirectPath(value, '/')).toBe('/');
    },
  );
});

it('takes the upper-case first letter of the name for the avatar', () => {
  expect(avatarInitial('  sam Rivera')).toBe('S');
  expect(avatarInitial('')).toBe('?');
});
