// Password hashing with argon2id at the OWASP-recommended parameters (19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

// 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified when the email is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('noren-no-such-user');
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false);
}
