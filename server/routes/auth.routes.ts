import { messageAnswerSchema } from '../../src/domain/api-answers.schemas';
import { DEACTIVATED_LOGIN_MESSAGE, loginAnswerSchema, loginSchema, PENDING_LOGIN_MESSAGE, signupSchema } from '../../src/domain/auth.schemas';
import { ErrorCode } from '../http/error-codes';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import { startPasswordCheck, startSignup } from '../auth/password-attempts';
import { hashPassword, spendVerifyTime, verifyPassword } from '../auth/passwords';
import { revokeSession, startSession } from '../auth/sessions';
import { createUser, findUserByEmail, toMe } from '../services/users';
import { defineRoute } from './route';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';

// The same words for an unknown email and a wrong password: the answer must not tell which.
export const LOGIN_FAILED_MESSAGE = en`Invalid email or password.`;
export const FIRST_SIGNUP_MESSAGE = en`Account created. Please log in.`;
// The same words whether the account was made or the email already had one: true of both.
export const LATER_SIGNUP_MESSAGE = en`Sign-up received. A new account can log in once an admin approves it.`;

/** Sign-up, login and logout. */
export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/auth/signup',
    rateLimited: true,
    operationId: 'signUp',
    access: 'public',
    tag: 'Account',
    summary: 'Create an account',
    description:
      'The first account is the shop’s admin; later ones are staff, and cannot log in until an admin approves them. A later sign-up answers the same whether or not the email already has an account. At most 10 sign-ups per address and hour (429 with Retry-After).',
    body: signupSchema,
    answer: { status: 201, schema: messageAnswerSchema({}), description: 'Created, or the email already had an account' },
    // Counted before the password is hashed, so a refused sign-up costs no argon2.
    prepare: async ({ c, body }) => {
      await startSignup(c);
      return { passwordHash: await hashPassword(body.password) };
    },
    handle: async ({ c, db, body }, { passwordHash }) => {
      const user = await createUser(db, body, passwordHash);
      return c.json({ success: true, message: inCallersLanguage(c, user?.role === 'admin' ? FIRST_SIGNUP_MESSAGE : LATER_SIGNUP_MESSAGE) }, Status.created);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/login',
    rateLimited: true,
    operationId: 'logIn',
    access: 'public',
    tag: 'Account',
    summary: 'Log in',
    description: 'Answers a bearer token for every other route. Repeated failures wait (429); an account waiting for approval or deactivated is refused (403).',
    body: loginSchema,
    answer: { status: 200, schema: loginAnswerSchema, description: 'Logged in' },
    // The attempt is counted and the password checked before the transaction opens: the count must
    // stay when the login is refused, and argon2 must not hold PGlite's one connection.
    prepare: async ({ c, db, body: { email, password } }) => {
      const passwordWasRight = await startPasswordCheck(c, email);
      const user = await findUserByEmail(db, email);
      const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : (await spendVerifyTime(password), false);
      if (!user || !passwordMatches) return undefined;
      await passwordWasRight();
      return user;
    },
    handle: async ({ c, db }, user) => {
      if (!user) return sendError(c, Status.unauthorized, LOGIN_FAILED_MESSAGE, undefined, ErrorCode.loginFailed);
      // Told only to whoever knows the password: the answer must not reveal an account to others.
      if (user.status === 'pending') return sendError(c, Status.forbidden, PENDING_LOGIN_MESSAGE, undefined, ErrorCode.accountPending);
      if (user.status === 'deactivated') return sendError(c, Status.forbidden, DEACTIVATED_LOGIN_MESSAGE, undefined, ErrorCode.accountDeactivated);
      const jwtToken = await startSession(db, c.get('deps').jwtSecret, user.id);
      return c.json({ success: true, message: inCallersLanguage(c, en`Login successful.`), jwtToken, name: user.name, user: toMe(user) });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/logout',
    access: 'signedIn',
    tag: 'Account',
    summary: 'Log out',
    description: 'Ends this session: its token is refused from now on.',
    answer: { status: 200, schema: messageAnswerSchema({}), description: 'Logged out' },
    handle: async ({ c, db, user }) => {
      await revokeSession(db, user.sessionId);
      return c.json({ success: true, message: inCallersLanguage(c, en`You have been logged out.`) });
    },
  }),
];
