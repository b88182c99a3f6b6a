// Prints the scrypt hash of a password, for the `passwordHash` of an account in IDENTITY_ACCOUNTS_FILE.
// Usage: node apps/identity/src/hash-password.ts   (reads the password from stdin, so it stays out of shell history)
import { hashPassword } from './password.ts';

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += String(chunk);
const password = input.replace(/\r?\n$/, '');
if (password.length === 0) {
  process.stderr.write(
    'Pipe the password on stdin, e.g.: read -rs P && printf %s "$P" | node src/hash-password.ts\n',
  );
  process.exit(1);
}
process.stdout.write(`${await hashPassword(password)}\n`);
