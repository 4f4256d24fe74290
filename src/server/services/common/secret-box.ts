import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets at rest (platform passwords, client secrets, TikTok access, proxy
 * credentials, OAuth refresh tokens). Stored as: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Any long random string works as SECRET_KEY; SHA-256 turns it into exactly 32 key bytes.
    this.key = createHash('sha256').update(secret, 'utf8').digest();
  }

  encrypt(plaintext: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  }

  decrypt(sealed: Uint8Array): string {
    const data = Buffer.from(sealed);
    if (data[0] !== VERSION) throw new Error('Unknown secret format');
    const iv = data.subarray(1, 1 + IV_BYTES);
    const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
