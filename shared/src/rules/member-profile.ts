// The member profile's rules (member-forum §2.4, §5): username, birth date, location, bio, the delete phrase, the
// onboarding stepper's start and what a viewer may see of a profile. Shared by the SPA's forms and the API.
import * as messages from '../messages.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const BIO_MAX = 255;
export const BIRTH_YEAR_MIN = 1900;
export const DELETE_PHRASE = 'delete my account';
/** Debounce of the username availability check and the directory search (member-forum §9). */
export const PROFILE_DEBOUNCE_MS = 350;

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The first rule a username breaks (trimmed first), as the spec's message, or null when it may be claimed. */
export function usernameProblem(raw: string): string | null {
  const value = raw.trim();
  if (value.length === 0) return messages.usernameRequired;
  if (value.length < USERNAME_MIN) return messages.usernameMin;
  if (value.length > USERNAME_MAX) return messages.usernameMax;
  if (!USERNAME_PATTERN.test(value)) return messages.usernameCharacters;
  return null;
}

/** The claim key of a username: one per community, case-insensitive ("Ann" and "ann" are the same name). */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export interface BirthDate {
  day: number;
  /** 1-12 */
  month: number;
  year: number;
}

/** Days the picker offers in a month: February always allows 29 (member-forum §2.4); the date itself is checked. */
export const pickerDays = (month: number) => (month === 2 ? 29 : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** Whether day/month/year name a real calendar day in 1900 … the current year (31 February, 29 February 2001: no). */
export function isValidBirthDate(date: BirthDate, now = new Date()): boolean {
  const { day, month, year } = date;
  if (![day, month, year].every(Number.isInteger)) return false;
  if (year < BIRTH_YEAR_MIN || year > now.getUTCFullYear()) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return false;
  return probe.getTime() <= now.getTime();
}

/** The birth date's ISO form (YYYY-MM-DD), as stored. */
export const birthDateIso = ({ day, month, year }: BirthDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The form's answer: all three parts picked and a real day, else the spec's message. */
export function birthDateProblem(parts: Partial<BirthDate>, now = new Date()): string | null {
  if (parts.day == null || parts.month == null || parts.year == null) return messages.birthDateIncomplete;
  return isValidBirthDate(parts as BirthDate, now) ? null : messages.birthDateInvalid;
}

export interface Location {
  city: string;
  province: string | null;
  country: string;
}

/** "city, province, country" or "city, country" (each part non-empty), else null ("Springfield" alone: null). */
export function parseLocation(text: string): Location | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => p.length === 0 || p.length > 80)) return null;
  if (parts.length === 2) return { city: parts[0]!, province: null, country: parts[1]! };
  if (parts.length === 3) return { city: parts[0]!, province: parts[1]!, country: parts[2]! };
  return null;
}

/** The location as the profile shows it: its parts joined by commas. */
export const formatLocation = (l: Location) => [l.city, l.province, l.country].filter(Boolean).join(', ');

export function locationProblem(text: string): string | null {
  if (text.trim().length === 0) return messages.locationRequired;
  return parseLocation(text) ? null : messages.locationWrong;
}

/** A bio is 1-255 characters once trimmed; an empty one clears it (the field is optional). */
export function bioProblem(bio: string): string | null {
  return bio.trim().length > BIO_MAX ? messages.bioLength : null;
}

/** The delete-account dialog's phrase check (trimmed), as the spec's message, or null when it matches. */
export function deletePhraseProblem(typed: string): string | null {
  const value = typed.trim();
  if (value.length === 0) return 'Key phrase is required';
  return value === DELETE_PHRASE ? null : 'Incorrect keyword. Please input “delete my account”.';
}

export type OnboardingStep = 'birthday' | 'location' | 'username';

/**
 * Where the mobile onboarding stepper starts (member-forum §2.4): birthday; if a birth date exists, location; if a
 * location exists too, username; if a username exists as well, nowhere (null: go to /).
 */
export function onboardingStart(profile: {
  dateOfBirth: string | null;
  location: Location | null;
  username: string | null;
}): OnboardingStep | null {
  if (!profile.dateOfBirth) return 'birthday';
  if (!profile.location) return 'location';
  if (!profile.username) return 'username';
  return null;
}

export interface Privacy {
  /** Others may see the birth date. */
  dateOfBirth: boolean;
  /** Others may see the location. */
  location: boolean;
}

/** Unless the member changes them: the location is shown, the birth date is not. */
export const DEFAULT_PRIVACY: Privacy = { dateOfBirth: false, location: true };

/**
 * What a viewer sees of the private fields: the member always sees their own; anyone else only what the member's
 * privacy switches show (staff included: the switches are the member's word on it).
 */
export function visiblePrivateFields<T extends { dateOfBirth: string | null; location: Location | null }>(
  fields: T,
  privacy: Privacy,
  isSelf: boolean,
): { dateOfBirth: string | null; location: Location | null } {
  return {
    dateOfBirth: isSelf || privacy.dateOfBirth ? fields.dateOfBirth : null,
    location: isSelf || privacy.location ? fields.location : null,
  };
}

/**
 * A completed profile (member-forum §1: the onboarding's profile picture, birthday, location and username): what the
 * profile-completion XP is given for, once (docs/gamification.md).
 */
export const isProfileComplete = (m: {
  profilePicKey?: string | null;
  dateOfBirth?: string | null;
  location?: unknown;
  username?: string | null;
}) => Boolean(m.profilePicKey && m.dateOfBirth && m.location && m.username);
