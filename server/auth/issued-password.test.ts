// Issued passwords (a member's initial or reissued password) are stored as salted SHA-256: the right one verifies,
// any other does not, two issues of one password differ, and a check costs the same scrypt as any other check.
import { describe, expect, it } from 'vitest';
import { hashComputations, hashIssuedSecret, verifySecret } from './secret-hash';
import { ISSUED_PASSWORD_BITS, issuedPassword } from './temporary-password';

describe('issued passwords', () => {
  it('verify with their own password only, and spend one scrypt per check like a chosen password', async () => {
    const { password, hash } = issuedPassword();
    expect(hash).toMatch(/^sha256\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain(password);
    expect(hashIssuedSecret(password)).not.toBe(hash);
    const before = hashComputations();
    expect(await verifySecret(password, hash)).toBe(true);
    expect(await verifySecret(`${password}x`, hash)).toBe(false);
    expect(await verifySecret(password.toLowerCase() === password ? password.toUpperCase() : password.toLowerCase(), hash)).toBe(false);
    expect(hashComputations() - before).toBe(3);
  });

  it('carry at least 112 random bits, the floor below which a fast hash would not be enough', () => {
    expect(ISSUED_PASSWORD_BITS).toBeGreaterThanOrEqual(112);
    const { password } = issuedPassword();
    expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[A-Za-z]/);
  });
});
