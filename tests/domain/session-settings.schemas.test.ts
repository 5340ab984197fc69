import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  accessLevels,
  DEACTIVATED_LOGIN_MESSAGE,
  loginAnswerSchema,
  loginSchema,
  meSchema,
  PENDING_LOGIN_MESSAGE,
  roles,
  signupSchema,
} from '../../src/domain/auth.schemas';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import {
  generalSettingsInputSchema,
  generalSettingsSchema,
  passwordChangeSchema,
  profileInputSchema,
  profileSchema,
  roleChangeSchema,
  staffMemberSchema,
  statusChangeSchema,
} from '../../src/domain/settings.schemas';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const LOGO = `/uploads/${'ab'.repeat(32)}.png`;

describe('signup (docs/screens.md#sign-in-sign-up-and-sign-out)', () => {
  const ada = { name: ' Ada ', email: ' ada@example.com ', password: 'secret12' };

  it('takes a trimmed name and email and a password of 8 to 128 characters', () => {
    expect(accepted(signupSchema, ada)).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'secret12' });
    expect(accepted(signupSchema, { ...ada, password: 'p'.repeat(128), name: 'n'.repeat(100) }).password).toHaveLength(128);
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(signupSchema, { name: null, email: null, password: null })).toEqual({ name: ['Name is required.'], email: ['Email is required.'], password: ['Password is required.'] });
    const blank = issuesOf(signupSchema, { name: ' ', email: ' ', password: 'short' });
    expect(blank.name).toEqual(['Name is required.']);
    expect(blank.email[0]).toBe('Email is required.');
    expect(blank.password).toEqual(['Password must be at least 8 characters.']);
    expect(issuesOf(signupSchema, { ...ada, name: 'n'.repeat(101) })).toEqual({ name: ['Name is too long (100 characters at most).'] });
    expect(issuesOf(signupSchema, { ...ada, name: 'A\u0007da' })).toEqual({ name: ['The text has a control character (U+0007) that cannot be saved.'] });
    expect(issuesOf(signupSchema, { ...ada, password: 'p'.repeat(129) })).toEqual({ password: ['Password must be at most 128 characters.'] });
    expect(issuesOf(signupSchema, { ...ada, email: 'ada' })).toEqual({ email: ['Enter a valid email address.'] });
    expect(issuesOf(signupSchema, { ...ada, email: `${'a'.repeat(243)}@example.com` }).email[0]).toBe('Email is too long.');
    expect(accepted(signupSchema, { ...ada, email: `${'a'.repeat(52)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.com` }).email).toHaveLength(246);
    expect(issuesOf(signupSchema, { ...ada, email: 'ada@exa\u0000mple.com' }).email[0]).toBe('The text has a control character (U+0000) that cannot be saved.');
    expect(issuesOf(signupSchema, { ...ada, role: 'admin' })).toEqual({ role: ['Only name, email and password are accepted.'] });
  });
});

describe('login', () => {
  it('takes an email and a password', () => {
    expect(accepted(loginSchema, { email: ' ada@example.com', password: 'x' })).toEqual({ email: 'ada@example.com', password: 'x' });
    expect(accepted(loginSchema, { email: 'ada@example.com', password: 'p'.repeat(128) }).password).toHaveLength(128);
  });

  it('says what is missing, and gives nothing away about an over-long password', () => {
    expect(issuesOf(loginSchema, { email: null, password: null })).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
    expect(issuesOf(loginSchema, { email: 'ada@example.com', password: '' })).toEqual({ password: ['Password is required.'] });
    expect(issuesOf(loginSchema, { email: 'ada@example.com', password: 'p'.repeat(129) })).toEqual({ password: ['Invalid email or password.'] });
    expect(issuesOf(loginSchema, { email: 'ada@example.com', password: 'x', name: 'Ada' })).toEqual({ name: ['Only email and password are accepted.'] });
  });

  it('tells pending and deactivated members why they cannot sign in', () => {
    expect(PENDING_LOGIN_MESSAGE).toBe("Your account is waiting for approval by the shop's admin.");
    expect(DEACTIVATED_LOGIN_MESSAGE).toBe("Your account has been deactivated. Ask the shop's admin to reactivate it.");
  });

  it('reads the login answer and the signed-in user', () => {
    const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'staff', access: 'limited', language: 'en' };
    const answer = { success: true, message: 'Login successful', jwtToken: 'token', name: 'Ada', user };
    expect(accepted(loginAnswerSchema, answer)).toEqual(answer);
    expect(accepted(meSchema, user)).toEqual(user);
    expect(roles).toEqual(['admin', 'staff']);
    expect(accessLevels).toEqual(['admin', 'all', 'own', 'limited']);
    expect(ACCOUNT_STATUSES).toEqual(['pending', 'active', 'deactivated']);
    expect(issuesOf(meSchema, { ...user, role: 'owner' })).not.toEqual({});
    expect(issuesOf(meSchema, { ...user, access: 'some' })).not.toEqual({});
  });
});

describe('General Setting (docs/screens.md#settings)', () => {
  const settings = {
    systemTitle: ' ShopDesk ',
    systemLogo: LOGO,
    currency: 'US Dollar',
    currencyPosition: 'Suffix',
    staffAccess: 'Limited Access',
    invoiceFormat: 'Simple',
    dateFormat: 'yyyy-mm-dd',
  };

  it('takes the required fields and leaves Time Zone and Developed By optional', () => {
    expect(accepted(generalSettingsInputSchema, settings)).toEqual({ ...settings, systemTitle: 'ShopDesk', timeZone: null, developedBy: '' });
    expect(accepted(generalSettingsInputSchema, { ...settings, timeZone: 'UTC', developedBy: ' Acme ' })).toMatchObject({ timeZone: 'UTC', developedBy: 'Acme' });
    expect(accepted(generalSettingsInputSchema, { ...settings, systemTitle: 't'.repeat(80), developedBy: 'd'.repeat(80) }).systemTitle).toHaveLength(80);
  });

  it("says 'This field is required.' under each required field", () => {
    const required = ['systemTitle', 'systemLogo', 'currency', 'currencyPosition', 'staffAccess', 'invoiceFormat', 'dateFormat'];
    expect(issuesOf(generalSettingsInputSchema, {})).toEqual(Object.fromEntries(required.map((field) => [field, [REQUIRED]])));
    expect(issuesOf(generalSettingsInputSchema, { ...settings, currency: 'Pound', staffAccess: 'Everything', systemLogo: 5 })).toEqual({
      currency: [REQUIRED],
      staffAccess: [REQUIRED],
      systemLogo: [REQUIRED],
    });
  });

  it('says what is wrong with the others', () => {
    expect(issuesOf(generalSettingsInputSchema, { ...settings, systemLogo: 'https://example.com/logo.png' })).toEqual({ systemLogo: ['Upload an image for the logo.'] });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, timeZone: 'Mars/Olympus' })).toEqual({ timeZone: ['Choose one of the options.'] });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, systemTitle: 't'.repeat(81), developedBy: 'd'.repeat(81) })).toEqual({
      systemTitle: ['At most 80 characters.'],
      developedBy: ['At most 80 characters.'],
    });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, theme: 'dark' })).toEqual({ theme: ['General Setting has only its own fields.'] });
  });

  it('starts a new shop with the defaults of docs/screens.md#choices-and-reference-data', () => {
    expect(DEFAULT_GENERAL_SETTINGS).toEqual({
      systemTitle: 'ShopDesk',
      systemLogo: null,
      currency: 'Pakistani Rupee',
      currencyPosition: 'Prefix',
      timeZone: 'Asia/Karachi',
      staffAccess: 'All Records',
      invoiceFormat: 'Standard',
      dateFormat: 'dd-mm-yyyy',
      developedBy: '',
      // Nothing on the receipt's head and foot but the System Title until an admin writes them.
      shopAddress: '',
      shopPhone: '',
      receiptFooter: '',
      // Every variance waits for an admin until the shop sets a threshold (docs/tills-and-shifts.md#closing).
      cashVarianceThreshold: 0,
      // No method names an account: each pays into the default account (docs/money-and-payments.md).
      paymentAccounts: {},
      updatedAt: null,
    });
    expect(accepted(generalSettingsSchema, DEFAULT_GENERAL_SETTINGS)).toEqual(DEFAULT_GENERAL_SETTINGS);
  });
});

describe("General Setting's logo, receipt texts, variance threshold and accounts", () => {
  const settings = {
    systemTitle: 'ShopDesk',
    systemLogo: LOGO,
    currency: 'US Dollar',
    currencyPosition: 'Suffix',
    staffAccess: 'Limited Access',
    invoiceFormat: 'Simple',
    dateFormat: 'yyyy-mm-dd',
  };
  const CASH = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  const BANK = '6a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

  it('requires a logo, yet takes back the null GET answers for a shop with none', () => {
    expect(accepted(generalSettingsInputSchema, { ...settings, systemLogo: null }).systemLogo).toBeNull();
    for (const systemLogo of [undefined, '', '   ']) expect(issuesOf(generalSettingsInputSchema, { ...settings, systemLogo }), JSON.stringify(systemLogo)).toEqual({ systemLogo: [REQUIRED] });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, systemLogo: ' x ' })).toEqual({ systemLogo: ['Upload an image for the logo.'] });
  });

  it("keeps the receipt's head and foot as typed, and leaves them as saved when a save leaves them out", () => {
    const receipt = { shopAddress: ' 12 Mall Road\nLahore ', shopPhone: ' +92 (42) 111-222/3. ', receiptFooter: 'Thank you!\r\nCome again.' };
    expect(accepted(generalSettingsInputSchema, { ...settings, ...receipt })).toMatchObject({ shopAddress: '12 Mall Road\nLahore', shopPhone: '+92 (42) 111-222/3.', receiptFooter: 'Thank you!\r\nCome again.' });
    const left = accepted(generalSettingsInputSchema, settings);
    for (const field of ['shopAddress', 'shopPhone', 'receiptFooter', 'cashVarianceThreshold', 'paymentAccounts']) expect(field in left && left[field as keyof typeof left] !== undefined, field).toBe(false);
    expect(accepted(generalSettingsInputSchema, { ...settings, shopAddress: '', shopPhone: ' ', receiptFooter: '' })).toMatchObject({ shopAddress: '', shopPhone: '', receiptFooter: '' });
    expect(accepted(generalSettingsInputSchema, { ...settings, shopAddress: 'a'.repeat(200), shopPhone: '1'.repeat(40), receiptFooter: 'f'.repeat(200) })).toMatchObject({ shopPhone: '1'.repeat(40) });
    for (const shopPhone of ['123', '+123', '042 111 222', '(042)-111.222/3']) expect(accepted(generalSettingsInputSchema, { ...settings, shopPhone }).shopPhone, shopPhone).toBe(shopPhone);
  });

  it('says what is wrong with a receipt text', () => {
    const phone = 'Enter a phone number: digits, spaces, + ( ) / . -';
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ shopAddress: 'a'.repeat(201) }, { shopAddress: ['At most 200 characters.'] }],
      [{ receiptFooter: 'f'.repeat(201) }, { receiptFooter: ['At most 200 characters.'] }],
      [{ receiptFooter: 'bell\u0007' }, { receiptFooter: ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ shopPhone: '12' }, { shopPhone: [phone] }],
      [{ shopPhone: '++123' }, { shopPhone: [phone] }],
      [{ shopPhone: 'call 123' }, { shopPhone: [phone] }],
      [{ shopPhone: '123 ext' }, { shopPhone: [phone] }],
      [{ shopPhone: 'abc' }, { shopPhone: [phone] }],
      [{ shopPhone: '1'.repeat(41) }, { shopPhone: ['At most 40 characters.', phone] }],
      [{ shopPhone: '123\n456' }, { shopPhone: ['The text has a control character (U+000A) that cannot be saved.', phone] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(generalSettingsInputSchema, { ...settings, ...change }), JSON.stringify(change).slice(0, 60)).toEqual(issues);
  });

  it('takes the cash variance threshold as money', () => {
    expect(accepted(generalSettingsInputSchema, { ...settings, cashVarianceThreshold: 5 }).cashVarianceThreshold).toBe(500);
    expect(accepted(generalSettingsInputSchema, { ...settings, cashVarianceThreshold: 0 }).cashVarianceThreshold).toBe(0);
    expect(issuesOf(generalSettingsInputSchema, { ...settings, cashVarianceThreshold: -1 })).toEqual({ cashVarianceThreshold: ['Amount must not be negative.'] });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, cashVarianceThreshold: '5' })).toEqual({ cashVarianceThreshold: ['Amount must be a number.'] });
  });

  it('names an account for each method that pays into one, or none for the default account', () => {
    expect(accepted(generalSettingsInputSchema, { ...settings, paymentAccounts: { Cash: ` ${CASH.toUpperCase()} `, Card: BANK, Paypal: null } }).paymentAccounts).toEqual({ Cash: CASH, Card: BANK, Paypal: null });
    expect(accepted(generalSettingsInputSchema, { ...settings, paymentAccounts: { Cheque: BANK, GiftCard: BANK } }).paymentAccounts).toEqual({ Cheque: BANK, GiftCard: BANK });
    const onlyTheirs = 'paymentAccounts names an account only for Cash, Card, Paypal, Cheque, GiftCard.';
    expect(issuesOf(generalSettingsInputSchema, { ...settings, paymentAccounts: { Deposit: CASH } })).toEqual({ 'paymentAccounts.Deposit': [onlyTheirs] });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, paymentAccounts: 'Bank' })).toEqual({ paymentAccounts: [onlyTheirs] });
    expect(issuesOf(generalSettingsInputSchema, { ...settings, paymentAccounts: { Cash: 'Drawer', Card: 7 } })).toEqual({ 'paymentAccounts.Cash': ['Choose an account.'], 'paymentAccounts.Card': ['Choose an account.'] });
  });

  it('reads back what was saved', () => {
    const saved = {
      ...settings,
      timeZone: 'UTC',
      developedBy: 'Acme',
      shopAddress: '12 Mall Road\nLahore',
      shopPhone: '+92 42 111',
      receiptFooter: 'Thank you!',
      cashVarianceThreshold: 5,
      paymentAccounts: { Cash: CASH, Card: null },
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    expect(accepted(generalSettingsSchema, saved)).toEqual(saved);
    expect(accepted(generalSettingsInputSchema, saved)).toMatchObject({ cashVarianceThreshold: 500, paymentAccounts: { Cash: CASH, Card: null }, updatedAt: saved.updatedAt });
  });
});

describe('the profile (docs/screens.md#profile, Profile form)', () => {
  const profile = { userName: ' Ada ', email: ' ada@example.com ', phoneNumber: ' +92 (300) 123-4567 ' };

  it('takes UserName, Email and Phone Number, and an optional company', () => {
    expect(accepted(profileInputSchema, profile)).toEqual({ userName: 'Ada', email: 'ada@example.com', phoneNumber: '+92 (300) 123-4567', companyName: '' });
    expect(accepted(profileInputSchema, { ...profile, phoneNumber: '12345', companyName: ' Acme ' })).toMatchObject({ phoneNumber: '12345', companyName: 'Acme' });
    expect(accepted(profileInputSchema, { ...profile, phoneNumber: '1'.repeat(20), userName: 'u'.repeat(100), companyName: 'c'.repeat(100) }).phoneNumber).toHaveLength(20);
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(profileInputSchema, {})).toEqual({ userName: [REQUIRED], email: [REQUIRED], phoneNumber: [REQUIRED] });
    expect(issuesOf(profileInputSchema, { userName: 5, email: 5, phoneNumber: 5 })).toEqual({ userName: [REQUIRED], email: [REQUIRED], phoneNumber: [REQUIRED] });
    for (const phoneNumber of ['1234', '1'.repeat(21), 'call me', 'x12345', '12345x', '++12345']) {
      expect(issuesOf(profileInputSchema, { ...profile, phoneNumber })).toEqual({ phoneNumber: ['Enter a phone number: digits, spaces, + ( ) -.'] });
    }
    expect(issuesOf(profileInputSchema, { ...profile, email: 'ada' })).toEqual({ email: ['Enter a valid email address.'] });
    expect(issuesOf(profileInputSchema, { ...profile, email: `${'a'.repeat(243)}@example.com` }).email[0]).toBe('Email is too long.');
    expect(issuesOf(profileInputSchema, { ...profile, email: 'ada@exa\u0000mple.com' }).email[0]).toBe('The text has a control character (U+0000) that cannot be saved.');
    expect(issuesOf(profileInputSchema, { ...profile, userName: 'u'.repeat(101), companyName: 'c'.repeat(101) })).toEqual({
      userName: ['At most 100 characters.'],
      companyName: ['At most 100 characters.'],
    });
    expect(issuesOf(profileInputSchema, { ...profile, role: 'admin' })).toEqual({ role: ['The profile has only UserName, Email, Phone Number and Company Name.'] });
  });

  it('reads the profile answer', () => {
    const answer = { _id: 'u1', userName: 'Ada', email: 'ada@example.com', phoneNumber: '12345', companyName: '', role: 'admin' };
    expect(accepted(profileSchema, answer)).toEqual(answer);
  });
});

describe('the password change', () => {
  const change = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('takes the current password and a new one typed twice', () => {
    expect(accepted(passwordChangeSchema, change)).toEqual(change);
    expect(accepted(passwordChangeSchema, { ...change, newPassword: 'p'.repeat(128), confirmPassword: 'p'.repeat(128), currentPassword: 'c'.repeat(128) })).toBeTruthy();
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(passwordChangeSchema, {})).toEqual({ currentPassword: [REQUIRED], newPassword: [REQUIRED], confirmPassword: [REQUIRED] });
    expect(issuesOf(passwordChangeSchema, { currentPassword: 5, newPassword: 5, confirmPassword: 5 })).toEqual({
      currentPassword: [REQUIRED],
      newPassword: [REQUIRED],
      confirmPassword: [REQUIRED],
    });
    expect(issuesOf(passwordChangeSchema, { ...change, confirmPassword: 'new-secreT' })).toEqual({ confirmPassword: ['New Password and Confirm Password do not match.'] });
    // The match is checked only once both are text.
    expect(issuesOf(passwordChangeSchema, { ...change, newPassword: 5 })).toEqual({ newPassword: [REQUIRED] });
    expect(issuesOf(passwordChangeSchema, { ...change, confirmPassword: 5 })).toEqual({ confirmPassword: [REQUIRED] });
    expect(issuesOf(passwordChangeSchema, { ...change, currentPassword: 5, confirmPassword: 'other-secret' })).toEqual({
      currentPassword: [REQUIRED],
      confirmPassword: ['New Password and Confirm Password do not match.'],
    });
    expect(issuesOf(passwordChangeSchema, { ...change, newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: ['Password must be at least 8 characters.'] });
    expect(issuesOf(passwordChangeSchema, { ...change, newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) })).toEqual({
      newPassword: ['Password must be at most 128 characters.'],
    });
    expect(issuesOf(passwordChangeSchema, { ...change, currentPassword: 'c'.repeat(129) })).toEqual({ currentPassword: ['The current password is wrong.'] });
    expect(issuesOf(passwordChangeSchema, { ...change, token: 'x' })).toEqual({ token: ['Only currentPassword, newPassword and confirmPassword are accepted.'] });
  });
});

describe('the Users screen', () => {
  it('changes a role to Admin or Staff', () => {
    expect(accepted(roleChangeSchema, { role: 'staff' })).toEqual({ role: 'staff' });
    expect(issuesOf(roleChangeSchema, { role: 'owner' })).toEqual({ role: ['Choose Admin or Staff.'] });
    expect(issuesOf(roleChangeSchema, {})).toEqual({ role: [REQUIRED] });
    expect(issuesOf(roleChangeSchema, { role: 'staff', status: 'active' })).toEqual({ status: ['Only role is accepted.'] });
  });

  it('approves, reactivates or deactivates, never makes a member pending again', () => {
    expect(accepted(statusChangeSchema, { status: 'active' })).toEqual({ status: 'active' });
    expect(accepted(statusChangeSchema, { status: 'deactivated' })).toEqual({ status: 'deactivated' });
    expect(issuesOf(statusChangeSchema, { status: 'pending' })).toEqual({ status: ['Choose active or deactivated.'] });
    expect(issuesOf(statusChangeSchema, {})).toEqual({ status: [REQUIRED] });
    expect(issuesOf(statusChangeSchema, { status: 'active', role: 'admin' })).toEqual({ role: ['Only status is accepted.'] });
  });

  it('reads a row of the users list', () => {
    const row = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'staff', status: 'pending', createdAt: '2026-11-24T10:00:00.000Z' };
    expect(accepted(staffMemberSchema, row)).toEqual(row);
  });
});
