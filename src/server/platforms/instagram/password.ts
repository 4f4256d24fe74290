import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';

/**
 * `enc_password` as the app sends it (instagrapi password_encrypt, dilame encryptPassword):
 * `#PWD_INSTAGRAM:4:<unix time>:base64(0x01 | key id | iv(12) | u16le RSA size | RSA-PKCS1v15(aes key) | GCM tag(16) | AES-256-GCM(password))`
 * with the time as the GCM additional data. Never the plaintext `:0:` form.
 */
export function encryptPassword(password: string, key: { id: number; publicKey: string }, now: number = Date.now()): string {
  const time = String(Math.floor(now / 1000));
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  // Instagram serves the key as base64 of its PEM.
  const pem = Buffer.from(key.publicKey, 'base64').toString('utf8');
  const sealedKey = publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, aesKey);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  cipher.setAAD(Buffer.from(time));
  const encrypted = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  const size = Buffer.alloc(2);
  size.writeUInt16LE(sealedKey.length, 0);
  const payload = Buffer.concat([Buffer.from([1, key.id]), iv, size, sealedKey, cipher.getAuthTag(), encrypted]);
  return `#PWD_INSTAGRAM:4:${time}:${payload.toString('base64')}`;
}

/** instagrapi generate_jazoest: "2" and the sum of the phone id's character codes. */
export const jazoest = (phoneId: string) => `2${[...phoneId].reduce((sum, char) => sum + char.charCodeAt(0), 0)}`;
