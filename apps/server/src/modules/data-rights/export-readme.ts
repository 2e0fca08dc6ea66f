import { FILE_CHUNK_BYTES, FILE_CHUNK_OVERHEAD } from '@aurum/shared/vault/vault-rules';

/**
 * The README inside every export (ADR 055): what the file holds and how to open the vault offline
 * with the vault password. The recipe is ADR 020's, as apps/web/src/features/vault/crypto does it.
 */
export const EXPORT_README = `Your Aurum data export
=====================

This file is everything Aurum holds about you, as JSON ("data"), with a readable summary
("summary"). Sections: account (sign-in, devices, security log), profile (with preferences and
your medical information, decrypted for you), requests (with their timelines), marketplace
(reviews and booked slots), calendar, assistant (chat, proposals, memory bank), vault,
legacy_capsules, reset (your resets and away note; persona and reset settings are with the
profile's preferences), membership (membership and payments), relationship (your partner link, invitations, spaces and
what you wrote in the shared space), notifications (what Aurum told you, on which channels, your
notification choices and push devices, and call-backs staff made). Dates are ISO 8601 in UTC.

Your vault, encrypted
---------------------
The vault is encrypted in your browser; Aurum never had its key. "data.vault" holds it exactly
as stored. To open it offline you need your vault password and any AES-GCM and PBKDF2 tool
(for example Python's "cryptography" package or WebCrypto):

1. Password key: PBKDF2 with HMAC-SHA256 over your vault password (UTF-8), salt = base64-decode
   of keyring.salt, keyring.iterations iterations, 32 bytes long.
2. Vault key: base64-decode keyring.wrappedKey. The first 12 bytes are the IV, the rest is the
   AES-256-GCM ciphertext with its 16-byte tag at the end. Decrypt it with the password key and
   the associated data "aurum-vault-key" (UTF-8): the result is the 32-byte vault key. (Check:
   keyring.verifier decrypts the same way with the vault key and associated data
   "aurum-vault-verifier" to "Aurum vault verifier v1".)
3. Item fields (title, description, content, tags, fileName): base64-decode, 12-byte IV first,
   AES-256-GCM with the vault key, associated data "aurum-vault-item:<item id>:<field name>".
   tags decrypts to a JSON array.
4. Files: download each item's file (file_download, while your account exists, signed in). It is
   a run of chunks, each a 12-byte IV, AES-256-GCM ciphertext and a 16-byte tag; every chunk but
   the last is ${FILE_CHUNK_BYTES + FILE_CHUNK_OVERHEAD} bytes (${FILE_CHUNK_BYTES} bytes of your file). Chunk i
   (from 0) has the associated data "aurum-vault-file:<item id>:<i>:more", the last one
   "...:<i>:last". Join the decrypted chunks.

biometric_wraps hold the vault key wrapped by a device's passkey; they open only on that device.

Legacy capsules: their content is shown once released, as in the app; a sealed capsule stays
sealed until its date, even from you.
`;
