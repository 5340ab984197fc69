import { Hono } from 'hono';
import { loginSchema, signupSchema } from '../../src/domain/auth.schemas';
import type { AppEnv } from '../http/app-env';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import { readJson } from '../http/validate';
import { startPasswordCheck } from '../auth/password-attempts';
import { spendVerifyTime, verifyPassword } from '../auth/passwords';
import { requireAuth } from '../auth/require-auth';
import { revokeSession, startSession } from '../auth/sessions';
import { createUser, findUserByEmail, toMe } from '../services/users';

// The same words for an unknown email and a wrong password: the answer must not tell which.
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const input = await readJson(c, signupSchema);
    const user = await createUser(c.get('deps').db, input);
    return c.json({ success: true, message: 'Account created. Please log in.', user }, Status.created);
  })
  .post('/login', async (c) => {
    const { db, jwtSecret } = c.get('deps');
    const { email, password } = await readJson(c, loginSchema);
    const passwordWasRight = await startPasswordCheck(c, email);
    const user = await findUserByEmail(db, email);
    const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : (await spendVerifyTime(password), false);
    if (!user || !passwordMatches) return sendError(c, Status.unauthorized, LOGIN_FAILED_MESSAGE);
    await passwordWasRight();
    const jwtToken = await startSession(db, jwtSecret, user.id);
    return c.json({ success: true, message: 'Login successful.', jwtToken, name: user.name, user: toMe(user) });
  })
  .post('/logout', requireAuth, async (c) => {
    await revokeSession(c.get('deps').db, c.get('user').sessionId);
    return c.json({ success: true, message: 'You have been logged out.' });
  });
