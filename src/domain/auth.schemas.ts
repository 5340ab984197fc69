import * as v from 'valibot';
import { singleLine } from './text.schemas';
import { languages } from './languages';

export const PASSWORD_MIN_LENGTH = 8;
// argon2 hashes any length, but an unbounded input is a cheap way to burn the server's CPU.
export const PASSWORD_MAX_LENGTH = 128;

const email = v.pipe(
  v.string('Email is required.'),
  v.trim(),
  v.nonEmpty('Email is required.'),
  v.maxLength(254, 'Email is too long.'),
  singleLine(),
  v.email('Enter a valid email address.'),
);

export const signupSchema = v.strictObject(
  {
    name: v.pipe(v.string('Name is required.'), v.trim(), v.nonEmpty('Name is required.'), v.maxLength(100, 'Name is too long (100 characters at most).'), singleLine()),
    email,
    password: v.pipe(
      v.string('Password is required.'),
      v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
      v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
    ),
  },
  'Only name, email and password are accepted.',
);

export const loginSchema = v.strictObject(
  {
    email,
    password: v.pipe(v.string('Password is required.'), v.nonEmpty('Password is required.'), v.maxLength(PASSWORD_MAX_LENGTH, 'Invalid email or password.')),
  },
  'Only email and password are accepted.',
);

export type SignupInput = v.InferOutput<typeof signupSchema>;

export const roles = ['admin', 'staff'] as const;
export type Role = (typeof roles)[number];

/** A sign-up after the first is pending until an admin approves it; an admin may deactivate a member. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const PENDING_LOGIN_MESSAGE = "Your account is waiting for approval by the shop's admin.";
export const DEACTIVATED_LOGIN_MESSAGE = "Your account has been deactivated. Ask the shop's admin to reactivate it.";

/** What the server answers about the signed-in user (`GET /api/me`, login's `user`). */
export const accessLevels = ['admin', 'all', 'own', 'limited'] as const;
export type Access = (typeof accessLevels)[number];

export const meSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  /** The language the person chose from the Language menu (docs/decisions/022-language-per-person.md). */
  language: v.picklist(languages),
  /** What the policy lets the user reach (GET /api/me only): admin, or the staff's Staff Access. */
  access: v.optional(v.picklist(accessLevels)),
});
export type Me = v.InferOutput<typeof meSchema>;

/** PUT /api/me/language: the Language menu's choice, and the server's answer. */
export const languageChoiceSchema = v.strictObject({ language: v.picklist(languages, 'Choose English or Urdu.') }, 'Only language is accepted.');

export const loginAnswerSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
  jwtToken: v.optional(v.string()),
  name: v.optional(v.string()),
  user: v.optional(meSchema),
});
export type LoginAnswer = v.InferOutput<typeof loginAnswerSchema>;
