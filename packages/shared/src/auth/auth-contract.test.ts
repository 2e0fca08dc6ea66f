import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  firstErrors,
  nameProblem,
  newPasswordProblem,
  phoneSchema,
  signInSchema,
  signUpBodySchema,
  signUpFormSchema,
} from './auth-contract';

/** The texts of spec 01 section 5, written out so a changed message fails here. */
const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 50 characters',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  phoneInvalid: 'Please enter a valid phone number',
};

const GOOD_PASSWORD = 'Abcdef1!';

/** The first message per field, or {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
}

describe('email (sign-in and sign-up)', () => {
  it.each([
    ['missing', undefined, MSG.emailRequired],
    ['empty', '', MSG.emailRequired],
    ['only spaces', '   ', MSG.emailRequired],
    ['without @', 'jane.example.com', MSG.emailInvalid],
    ['without a domain dot', 'jane@example', MSG.emailInvalid],
    ['with a space inside', 'jane doe@example.com', MSG.emailInvalid],
    ['with two @', 'jane@@example.com', MSG.emailInvalid],
    ['255 characters long', `${'a'.repeat(243)}@example.com`, MSG.emailTooLong],
  ])('refuses an email that is %s', (_case, email, message) => {
    expect(errorsOf(signInSchema, { email, password: 'x' }).email).toBe(message);
    expect(errorsOf(signUpFormSchema, { email, password: GOOD_PASSWORD }).email).toBe(message);
  });

  it('accepts an address of exactly 254 characters', () => {
    const email = `${'a'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    expect(errorsOf(signInSchema, { email, password: 'x' })).toEqual({});
  });

  it('trims and lower-cases the address', () => {
    const parsed = signInSchema.parse({ email: '  Jane.Doe@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('jane.doe@example.com');
    const signUp = signUpBodySchema.parse({ email: ' MAX@Aurum.Club', password: GOOD_PASSWORD });
    expect(signUp.email).toBe('max@aurum.club');
  });
});

describe('sign-in', () => {
  it('needs only a non-empty password, not a strong one', () => {
    expect(errorsOf(signInSchema, { email: 'a@b.co', password: 'abc' })).toEqual({});
  });

  it('reports both missing fields, each with its own message', () => {
    expect(errorsOf(signInSchema, {})).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
  });
});

describe('sign-up password rules, first broken rule only', () => {
  it.each([
    ['', MSG.passwordRequired],
    ['abc', MSG.passwordTooShort],
    ['Ab1!xyz', MSG.passwordTooShort],
    ['abcdefgh', MSG.passwordUppercase],
    ['abcdefg1!', MSG.passwordUppercase],
    ['ABCDEFGH', MSG.passwordLowercase],
    ['ABCDEFG1!', MSG.passwordLowercase],
    ['Abcdefgh', MSG.passwordNumber],
    ['Abcdefg!', MSG.passwordNumber],
    ['Abcdefg1', MSG.passwordSpecial],
    ['Abcdefg1_', MSG.passwordSpecial],
    ['Abcdefg1~', MSG.passwordSpecial],
    ['Abcdefg1 ', MSG.passwordSpecial],
  ])('%j gives "%s"', (password, message) => {
    expect(newPasswordProblem(password)).toBe(message);
    expect(errorsOf(signUpFormSchema, { email: 'a@b.co', password })).toEqual({
      password: message,
    });
  });

  it('refuses a missing password with the required message', () => {
    expect(errorsOf(signUpFormSchema, { email: 'a@b.co' })).toEqual({
      password: MSG.passwordRequired,
    });
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as the special character', (special) => {
    expect(newPasswordProblem(`Abcdef1${special}`)).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    const at128 = `${GOOD_PASSWORD}${'x'.repeat(120)}`;
    expect(at128).toHaveLength(128);
    expect(newPasswordProblem(at128)).toBeNull();
    expect(errorsOf(signUpFormSchema, { email: 'a@b.co', password: at128 })).toEqual({});
    expect(newPasswordProblem(`${at128}x`)).toBe(MSG.passwordTooLong);
    expect(errorsOf(signUpBodySchema, { email: 'a@b.co', password: `${at128}x` })).toEqual({
      password: MSG.passwordTooLong,
    });
  });

  it('keeps the password as typed (no trimming)', () => {
    expect(signUpFormSchema.parse({ email: 'a@b.co', password: ' Abcdef1! ' }).password).toBe(
      ' Abcdef1! ',
    );
  });
});

describe('sign-up name', () => {
  it.each([
    ['left out', undefined],
    ['empty', ''],
    ['only spaces', '   '],
    ['2 characters', 'Jo'],
    ['50 characters', 'a'.repeat(50)],
    ['accented', 'Zoë'],
    ['hyphenated with an apostrophe', "O'Neil-Smith"],
    ['with a typographic apostrophe', 'O’Brien'],
    ['two words with accents', 'José María'],
    ['in another alphabet', 'Ёлка Ωμέγα'],
  ])('accepts a name that is %s', (_case, name) => {
    expect(errorsOf(signUpFormSchema, { name, email: 'a@b.co', password: GOOD_PASSWORD })).toEqual(
      {},
    );
  });

  it.each([
    ['1 character', 'J', MSG.nameTooShort],
    ['1 character between spaces', '  J  ', MSG.nameTooShort],
    ['51 characters', 'a'.repeat(51), MSG.nameTooLong],
    ['with digits', 'R2D2', MSG.nameCharacters],
    ['with markup', '<b>Jo</b>', MSG.nameCharacters],
    ['with an underscore', 'Jo_Ann', MSG.nameCharacters],
  ])('refuses a name that is %s', (_case, name, message) => {
    expect(nameProblem(name)).toBe(message);
    expect(errorsOf(signUpFormSchema, { name, email: 'a@b.co', password: GOOD_PASSWORD })).toEqual({
      name: message,
    });
  });

  it('checks length before characters (only the first error is shown)', () => {
    expect(nameProblem('1')).toBe(MSG.nameTooShort);
    expect(nameProblem(`${'a'.repeat(50)}1`)).toBe(MSG.nameTooLong);
  });

  it('trims the name it keeps', () => {
    const form = signUpFormSchema.parse({
      name: '  Zoë  ',
      email: 'a@b.co',
      password: GOOD_PASSWORD,
    });
    expect(form.name).toBe('Zoë');
  });
});

describe('sign-up body (POST /auth/v1/signup)', () => {
  it('checks data.name and data.full_name under their own field paths', () => {
    const errors = errorsOf(signUpBodySchema, {
      email: 'a@b.co',
      password: GOOD_PASSWORD,
      data: { name: 'R2D2', full_name: 'J' },
    });
    expect(errors).toEqual({ 'data.name': MSG.nameCharacters, 'data.full_name': MSG.nameTooShort });
  });

  it('defaults data to an empty object when it is left out', () => {
    expect(signUpBodySchema.parse({ email: 'a@b.co', password: GOOD_PASSWORD }).data).toEqual({});
  });

  it('refuses a redirect_to longer than 2048 characters', () => {
    const long = `https://aurum.test/${'a'.repeat(2048)}`;
    expect(
      errorsOf(signUpBodySchema, { email: 'a@b.co', password: GOOD_PASSWORD, redirect_to: long }),
    ).toHaveProperty('redirect_to');
  });

  it('shows one message per field when every field is wrong', () => {
    expect(
      errorsOf(signUpBodySchema, { email: 'nope', password: 'abc', data: { name: '1' } }),
    ).toEqual({
      email: MSG.emailInvalid,
      password: MSG.passwordTooShort,
      'data.name': MSG.nameTooShort,
    });
  });
});

describe('phone', () => {
  it.each(['+27821234567', '27821234567', '+1', '1234567890123456', ' +27821234567 '])(
    'accepts %j',
    (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(true);
    },
  );

  it.each([
    ['starting with 0', '0821234567'],
    ['starting with +0', '+0821234567'],
    ['of 17 digits', '12345678901234567'],
    ['with spaces inside', '+27 82 123 4567'],
    ['with dashes', '082-123-4567'],
    ['empty', ''],
    ['only a plus', '+'],
  ])('refuses a number %s', (_case, phone) => {
    expect(errorsOf(phoneSchema, phone)).toEqual({ _: MSG.phoneInvalid });
  });
});

describe('firstErrors', () => {
  it('keeps only the first message of a field that breaks several rules', () => {
    const schema = z.object({ code: z.string().min(5, 'too short').regex(/^\d+$/, 'digits') });
    const result = schema.safeParse({ code: 'ab' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.message)).toEqual(['too short', 'digits']);
    expect(firstErrors(result.error)).toEqual({ code: 'too short' });
  });
});
