import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import {
  isProfileComplete,
  DEFAULT_PRIVACY,
  bioProblem,
  birthDateIso,
  birthDateProblem,
  deletePhraseProblem,
  formatLocation,
  locationProblem,
  onboardingStart,
  parseLocation,
  pickerDays,
  usernameKey,
  usernameProblem,
  visiblePrivateFields,
} from './member-profile.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('usernameProblem (member-forum §5)', () => {
  it.each([
    ['ann', null],
    ['  ann_99-x  ', null],
    ['A'.repeat(30), null],
    ['', messages.usernameRequired],
    ['   ', messages.usernameRequired],
    ['ab', messages.usernameMin],
    [' ab ', messages.usernameMin],
    ['a'.repeat(31), messages.usernameMax],
    ['ann lee', messages.usernameCharacters],
    ['ann.lee', messages.usernameCharacters],
    ['anné', messages.usernameCharacters],
    ['<b>x</b>', messages.usernameCharacters],
  ])('%j → %s', (value, expected) => {
    expect(usernameProblem(value)).toBe(expected);
  });

  it('claims case-insensitively', () => {
    expect(usernameKey(' Ann_Lee ')).toBe(usernameKey('ann_lee'));
  });
});

describe('birth date (member-forum §2.4, §5)', () => {
  it.each([
    [{ day: 1, month: 1, year: 1900 }, null],
    [{ day: 29, month: 2, year: 2000 }, null],
    [{ day: 23, month: 11, year: 2026 }, null],
    [{ day: 31, month: 2, year: 1990 }, messages.birthDateInvalid],
    [{ day: 29, month: 2, year: 2001 }, messages.birthDateInvalid],
    [{ day: 31, month: 4, year: 1990 }, messages.birthDateInvalid],
    [{ day: 31, month: 12, year: 1899 }, messages.birthDateInvalid],
    [{ day: 1, month: 1, year: 2027 }, messages.birthDateInvalid],
    [{ day: 24, month: 11, year: 2026 }, messages.birthDateInvalid],
    [{ day: 1, month: 13, year: 1990 }, messages.birthDateInvalid],
    [{ day: 1, month: 1 }, messages.birthDateIncomplete],
    [{ month: 1, year: 1990 }, messages.birthDateIncomplete],
    [{}, messages.birthDateIncomplete],
  ])('%j → %s', (parts, expected) => {
    expect(birthDateProblem(parts, now)).toBe(expected);
  });

  it('the picker allows 29 days in February, 30 in April, 31 in January', () => {
    expect([pickerDays(2), pickerDays(4), pickerDays(1)]).toEqual([29, 30, 31]);
  });

  it('stores the ISO day', () => {
    expect(birthDateIso({ day: 3, month: 7, year: 1985 })).toBe('1985-07-03');
  });
});

describe('location (member-forum §5)', () => {
  it.each([
    ['Springfield, Illinois, USA', { city: 'Springfield', province: 'Illinois', country: 'USA' }],
    ['Lyon , France', { city: 'Lyon', province: null, country: 'France' }],
    ['Springfield', null],
    ['Springfield,', null],
    [', France', null],
    ['a, b, c, d', null],
  ])('%j → %j', (text, expected) => {
    expect(parseLocation(text)).toEqual(expected);
  });

  it.each([
    ['', messages.locationRequired],
    ['  ', messages.locationRequired],
    ['Springfield', messages.locationWrong],
    ['Lyon, France', null],
  ])('%j → %s', (text, expected) => {
    expect(locationProblem(text)).toBe(expected);
  });

  it('shows the parts comma separated', () => {
    expect(formatLocation({ city: 'Lyon', province: null, country: 'France' })).toBe('Lyon, France');
  });
});

describe('bio (member-forum §5)', () => {
  it.each([
    ['', null],
    ['x', null],
    ['x'.repeat(255), null],
    ['x'.repeat(256), messages.bioLength],
  ])('%j → %s', (bio, expected) => {
    expect(bioProblem(bio)).toBe(expected);
  });
});

describe('delete phrase (member-forum §5)', () => {
  it.each([
    ['delete my account', null],
    ['  delete my account ', null],
    ['', 'Key phrase is required'],
    ['Delete my account', 'Incorrect keyword. Please input “delete my account”.'],
    ['delete account', 'Incorrect keyword. Please input “delete my account”.'],
  ])('%j → %s', (typed, expected) => {
    expect(deletePhraseProblem(typed)).toBe(expected);
  });
});

describe('onboarding stepper start (member-forum §2.4)', () => {
  const where = { city: 'Lyon', province: null, country: 'France' };
  it.each([
    [{ dateOfBirth: null, location: null, username: null }, 'birthday'],
    [{ dateOfBirth: null, location: where, username: 'ann' }, 'birthday'],
    [{ dateOfBirth: '1990-01-01', location: null, username: null }, 'location'],
    [{ dateOfBirth: '1990-01-01', location: where, username: null }, 'username'],
    [{ dateOfBirth: '1990-01-01', location: where, username: 'ann' }, null],
  ])('%j → %s', (profile, expected) => {
    expect(onboardingStart(profile)).toBe(expected);
  });
});

describe('privacy visibility', () => {
  const fields = { dateOfBirth: '1990-01-01', location: { city: 'Lyon', province: null, country: 'France' } };
  it('the member sees their own fields whatever the switches say', () => {
    expect(visiblePrivateFields(fields, { dateOfBirth: false, location: false }, true)).toEqual(fields);
  });
  it('others see only what the switches show', () => {
    expect(visiblePrivateFields(fields, { dateOfBirth: false, location: false }, false)).toEqual({
      dateOfBirth: null,
      location: null,
    });
    expect(visiblePrivateFields(fields, { dateOfBirth: true, location: false }, false)).toEqual({
      dateOfBirth: '1990-01-01',
      location: null,
    });
    expect(visiblePrivateFields(fields, DEFAULT_PRIVACY, false)).toEqual({
      dateOfBirth: null,
      location: fields.location,
    });
  });
});

describe('a completed profile (the profile-completion XP)', () => {
  const full = {
    profilePicKey: 'c/x/avatars/a.png',
    dateOfBirth: '1990-02-28',
    location: { city: 'Lyon' },
    username: 'ana',
  };
  it.each([
    ['every part set', full, true],
    ['no picture', { ...full, profilePicKey: null }, false],
    ['no birthday', { ...full, dateOfBirth: undefined }, false],
    ['no location', { ...full, location: null }, false],
    ['no username', { ...full, username: '' }, false],
  ])('%s → %s', (_, member, complete) => {
    expect(isProfileComplete(member)).toBe(complete);
  });
});
