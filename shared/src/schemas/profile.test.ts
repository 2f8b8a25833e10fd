// The Beam Profile name rule (owner-dashboard §5): letters with accents, space, comma, period, apostrophe, hyphen;
// 1-50 characters; "Incorrect name", "Name must be between 1 to 50 chars", and the required texts.
import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import { updateProfileBodySchema } from './profile.ts';

const verdict = (...names: [unknown] | [unknown, unknown]) => {
  const [firstName, lastName] = names.length === 1 ? [names[0], 'Lovelace'] : names;
  const result = updateProfileBodySchema.safeParse({ firstName, lastName });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('profile name: allowed characters', () => {
  it.each([
    ['plain letters', 'Ada'],
    ['acute and grave accents', 'Élodie Bérénice'],
    ['umlaut and ring', 'Jürgen Åsa'],
    ['cedilla and tilde', 'François Peña'],
    ['decomposed accent (letter + combining mark)', 'Jose\u0301'],
    ['non-Latin letters', 'Юлия 李'],
    ['space', 'Mary Ann'],
    ['comma', 'Smith, Jr'],
    ['period', 'J. R.'],
    ['apostrophe', "O'Brien"],
    ['typographic apostrophe', 'D’Angelo'],
    ['hyphen', 'Anne-Marie'],
    ['one letter', 'A'],
    ['fifty characters', 'a'.repeat(50)],
  ])('%s: %s is accepted', (_, name) => {
    expect(verdict(name)).toBeNull();
  });

  it.each([
    ['digit', 'Ada2', messages.incorrectName],
    ['underscore', 'Ada_L', messages.incorrectName],
    ['at sign', 'ada@home', messages.incorrectName],
    ['exclamation mark', 'Ada!', messages.incorrectName],
    ['question mark', 'Ada?', messages.incorrectName],
    ['semicolon', 'Ada;', messages.incorrectName],
    ['colon', 'Ada:', messages.incorrectName],
    ['slash', 'Ada/L', messages.incorrectName],
    ['parentheses', 'Ada (L)', messages.incorrectName],
    ['quotation mark', 'Ada "L"', messages.incorrectName],
    ['angle brackets', '<b>Ada</b>', messages.incorrectName],
    ['ampersand', 'Ada & Co', messages.incorrectName],
    ['plus', 'Ada+', messages.incorrectName],
    ['emoji', 'Ada 🙂', messages.incorrectName],
    ['tab inside', 'Ada\tL', messages.incorrectName],
    ['fifty-one characters', 'a'.repeat(51), messages.nameLength],
  ])('%s: %j is refused with "%s"', (_, name, message) => {
    expect(verdict(name)).toBe(message);
  });

  it('trims before counting, so 50 letters with spaces around pass and blank is required', () => {
    expect(verdict(`  ${'a'.repeat(50)}  `)).toBeNull();
    expect(verdict('   ')).toBe(messages.firstNameRequired);
  });

  it.each([
    ['first name missing', undefined, 'Lovelace', messages.firstNameRequired],
    ['first name empty', '', 'Lovelace', messages.firstNameRequired],
    ['last name missing', 'Ada', undefined, messages.lastNameRequired],
    ['last name empty', 'Ada', '', messages.lastNameRequired],
    ['last name with a digit', 'Ada', 'L0velace', messages.incorrectName],
  ])('%s: "%s"', (_, first, last, message) => {
    expect(verdict(first, last)).toBe(message);
  });
});
