// The part of oidc-provider (a test-only dependency without bundled typings) the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, { enabled: boolean }>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
  }

  interface ClientInstance {
    clientId: string;
  }

  interface Saveable {
    save(): Promise<string>;
  }

  interface GrantInstance extends Saveable {
    addOIDCScope(scope: string): void;
  }

  interface AuthorizationCodeProperties {
    accountId: string;
    client: ClientInstance;
    grantId: string;
    redirectUri: string;
    scope: string;
    codeChallenge: string;
    codeChallengeMethod: 'S256';
    authTime: number;
  }

  class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    Client: { find(id: string): Promise<ClientInstance | undefined> };
    Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
    AuthorizationCode: new (properties: AuthorizationCodeProperties) => Saveable;
  }

  export default Provider;
}
