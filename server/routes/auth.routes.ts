import { Hono } from 'hono';
import { loginSchema, signupSchema } from '../../src/domain/auth.schemas';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { sendError } from '../http/errors';
import { Status } from '../http/status';
import { readJson } from '../http/validate';
import { clearAccountFailures, minutesUntilLoginAllowed, recordLoginFailure } from '../auth/login-rate-limit';
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
    const { db, jwtSecret, trustProxy } = c.get('deps');
    const { email, password } = await readJson(c, loginSchema);
    const address = clientAddress(c, trustProxy);
    const waitMinutes = await minutesUntilLoginAllowed(db, email, address);
    if (waitMinutes > 0) {
      const minutes = `${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}`;
      c.header('Retry-After', String(waitMinutes * 60));
      return sendError(c, Status.tooManyRequests, `Too many failed login attempts. Try again in ${minutes}.`);
    }
    const user = await findUserByEmail(db, email);
    const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : (await spendVerifyTime(password), false);
    if (!user || !passwordMatches) {
      await recordLoginFailure(db, email, address);
      return sendError(c, Status.unauthorized, LOGIN_FAILED_MESSAGE);
    }
    await clearAccountFailures(db, email, address);
    const jwtToken = await startSession(db, jwtSecret, user.id);
    return c.json({ success: true, message: 'Login successful.', jwtToken, name: user.name, user: toMe(user) });
  })
  .post('/logout', requireAuth, async (c) => {
    await revokeSession(c.get('deps').db, c.get('user').sessionId);
    return c.json({ success: true, message: 'You have been logged out.' });
  });
