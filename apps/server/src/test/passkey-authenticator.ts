import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software WebAuthn authenticator for the integration tests: P-256 keys from node:crypto,
 * attestation 'none', discoverable credentials, a counter that counts (or stays 0, as synced
 * passkeys do). It answers the JSON @simplewebauthn/browser would, as a browser at `origin`.
 */
export class SoftwareAuthenticator {
  private credentials = new Map<string, StoredCredential>();

  constructor(
    private origin = 'http://aurum.test',
    private options: { counts?: boolean; verifiesUser?: boolean; aaguid?: string } = {},
  ) {}

  /** navigator.credentials.create() with the server's options. */
  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const aaguid = Buffer.from((this.options.aaguid ?? '0'.repeat(32)).replaceAll('-', ''), 'hex');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([this.authDataHead(rpId, AT, 0), aaguid, idLength, id, coseKey]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const credentialId = b64url(id);
    this.credentials.set(credentialId, {
      id: credentialId,
      privateKey,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    });
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with `credentialId`, or with the first
   * credential the options allow (any of this authenticator's for a discoverable sign-in).
   */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    credentialId?: string,
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const id =
      credentialId ??
      [...this.credentials.keys()].find((c) => !allowed?.length || allowed.includes(c));
    const credential = id ? this.credentials.get(id) : undefined;
    if (!credential) throw new Error('no credential on this authenticator for these options');
    if (this.options.counts !== false) credential.counter += 1;
    const authData = this.authDataHead(credential.rpId, 0, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  /** The ids of the credentials this authenticator holds. */
  get credentialIds() {
    return [...this.credentials.keys()];
  }

  private authDataHead(rpId: string, extraFlags: number, counter: number) {
    const flags = UP | (this.options.verifiesUser === false ? 0 : UV) | extraFlags;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string) {
    const json = JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false });
    return Buffer.from(json).toString('base64url');
  }
}
