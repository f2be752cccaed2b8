// The part of oidc-provider (a development-only dependency without bundled typings) that the tests
// and the local issuer of src/dev use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Interaction {
    uid: string;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, { enabled: boolean }>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    interactions?: { url: (ctx: unknown, interaction: Interaction) => string };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: string;
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
    };
    params: Record<string, unknown> & { client_id: string; scope?: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string };

  interface ClientInstance {
    clientId: string;
  }

  interface Saveable {
    save(): Promise<string>;
  }

  interface GrantInstance extends Saveable {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
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
    Grant: (new (properties: { accountId: string; clientId: string }) => GrantInstance) & {
      find(id: string): Promise<GrantInstance | undefined>;
    };
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    AuthorizationCode: new (properties: AuthorizationCodeProperties) => Saveable;
  }

  export default Provider;
}
