// The public calls of a login's second step (issue 38, server/tenancy/identity/secondFactorRoutes.ts),
// with the challenge of the password step (./session.ts `logIn`). Loaded when a second step follows:
// the login page's bundle has a budget.
import type { RestClient } from './restClient';
import type { TokenPair } from './session';
import type { TokenStore } from './tokenStore';

/** The calls of the second step of a login (public, with the challenge of the password step). */
export interface SecondFactorCalls {
  /** A code from the app or a recovery code; keeps the tokens. */
  verify(challenge: string, answer: { code: string } | { recoveryCode: string }): Promise<void>;
  /** The enrolment a policy asks for: the secret (base32) and its otpauth:// URI. */
  startEnrolment(challenge: string): Promise<{ secret: string; otpauthUri: string }>;
  /** Confirms it with the first code; keeps the tokens; the recovery codes, shown once. */
  confirmEnrolment(challenge: string, code: string): Promise<{ recoveryCodes: string[] }>;
  /** The WebAuthn request options of this sign-in's passkey step (D292). */
  passkeyOptions(challenge: string): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** The browser's assertion; keeps the tokens. */
  verifyPasskey(challenge: string, response: unknown): Promise<void>;
  /** The enrolment a policy asks for, with a passkey: the WebAuthn creation options (D320). */
  passkeyEnrolmentOptions(challenge: string): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** The browser's registration, named; keeps the tokens; the recovery codes, shown once. */
  enrolPasskey(challenge: string, name: string, response: unknown): Promise<{ recoveryCodes: string[] }>;
}

/** WebAuthn's request options as JSON (the shape @simplewebauthn/browser takes; typed loosely here). */
export type PublicKeyCredentialRequestOptionsJSON = { challenge: string } & Record<string, unknown>;
/** WebAuthn's creation options as JSON (typed loosely as well). */
export type PublicKeyCredentialCreationOptionsJSON = { challenge: string } & Record<string, unknown>;

export function secondFactorCalls(rest: RestClient, tokens: TokenStore): SecondFactorCalls {
  return {
    async verify(challenge, answer) {
      const data = await rest<TokenPair>('/auth/authorize/second-factor', {
        method: 'POST',
        body: { challenge, ...answer },
        auth: false,
      });
      tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    },
    startEnrolment: (challenge) =>
      rest<{ secret: string; otpauthUri: string }>('/auth/second-factor/enrol', {
        method: 'POST',
        body: { challenge },
        auth: false,
      }),
    async confirmEnrolment(challenge, code) {
      const data = await rest<TokenPair & { recoveryCodes: string[] }>('/auth/second-factor/enrol/confirm', {
        method: 'POST',
        body: { challenge, code },
        auth: false,
      });
      tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      return { recoveryCodes: data.recoveryCodes };
    },
    passkeyOptions: (challenge) =>
      rest<PublicKeyCredentialRequestOptionsJSON>('/auth/authorize/passkey/options', {
        method: 'POST',
        body: { challenge },
        auth: false,
      }),
    async verifyPasskey(challenge, response) {
      const data = await rest<TokenPair>('/auth/authorize/passkey', {
        method: 'POST',
        body: { challenge, response },
        auth: false,
      });
      tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    },
    passkeyEnrolmentOptions: (challenge) =>
      rest<PublicKeyCredentialCreationOptionsJSON>('/auth/second-factor/enrol/passkey/options', {
        method: 'POST',
        body: { challenge },
        auth: false,
      }),
    async enrolPasskey(challenge, name, response) {
      const data = await rest<TokenPair & { recoveryCodes?: string[] }>('/auth/second-factor/enrol/passkey', {
        method: 'POST',
        body: { challenge, name, response },
        auth: false,
      });
      tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      return { recoveryCodes: data.recoveryCodes ?? [] };
    },
  };
}
