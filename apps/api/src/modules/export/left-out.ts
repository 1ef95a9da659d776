/**
 * What the data export leaves out (decision 052). The restaurant's data goes out whole, personal data included,
 * but never what opens an account or a session: a leaked export must not sign anyone in. Each entry says why, and
 * the README inside the zip repeats it.
 */
export const LEFT_OUT_TABLES: Readonly<Record<string, string>> = {
  sessions: 'signed-in devices: each row is what a session token names',
  ended_sessions: 'sessions ended on a change of the account, kept only to tell a device why',
  stream_tickets: 'one-use tickets that open a live stream',
  sign_in_codes: 'hashes of Google sign-in codes and browser secrets waiting to be used',
  password_resets: 'hashes of the password-reset links not yet used',
  email_verifications: 'hashes of the email-confirmation links not yet opened',
};

/** Columns left out of tables that otherwise go out: `table.column` → why. */
export const LEFT_OUT_COLUMNS: Readonly<Record<string, string>> = {
  'users.password_hash': 'the password hash of each account',
};

export const isLeftOutColumn = (table: string, column: string) => `${table}.${column}` in LEFT_OUT_COLUMNS;
