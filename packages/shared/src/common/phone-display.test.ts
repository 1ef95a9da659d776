import { describe, expect, it } from 'vitest';
import { phoneForDisplay } from './phone-display';
import { telHref } from './tel-href';

describe('a US number, however it was typed', () => {
  it.each([
    ['5125550177', '(512) 555-0177', 'tel:+15125550177'],
    ['512-555-0177', '(512) 555-0177', 'tel:+15125550177'],
    ['(512) 555-0199', '(512) 555-0199', 'tel:+15125550199'],
    ['+1 512 555 0188', '(512) 555-0188', 'tel:+15125550188'],
    ['+15125550188', '(512) 555-0188', 'tel:+15125550188'],
    ['1-512-555-0188', '(512) 555-0188', 'tel:+15125550188'],
    ['512.555.0100', '(512) 555-0100', 'tel:+15125550100'],
    ['  (512)555-0100 ', '(512) 555-0100', 'tel:+15125550100'],
  ])('%s reads %s and calls %s', (typed, shown, href) => {
    expect(phoneForDisplay(typed)).toBe(shown);
    expect(telHref(typed)).toBe(href);
  });
});

describe('any other number is left as typed', () => {
  it.each([
    // Another country's code.
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['+977 98-4123-4567', 'tel:+9779841234567'],
    // Ten digits after a '+' other than +1: a country code, not an area code.
    ['+5125550177', 'tel:+5125550177'],
    // A 7-digit local number.
    ['555-0101', 'tel:5550101'],
    // An extension.
    ['512-555-0199 ext. 4', 'tel:51255501994'],
    // Ten digits no US area code starts with.
    ['020 7946 0958', 'tel:02079460958'],
  ])('%s', (typed, href) => {
    expect(phoneForDisplay(typed)).toBe(typed);
    expect(telHref(typed)).toBe(href);
  });

  it('only trimmed', () => {
    expect(phoneForDisplay('  +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });
});
