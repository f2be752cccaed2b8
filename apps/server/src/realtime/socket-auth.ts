// Which user a socket may act for. User rooms (`t:{tenant}:user:{id}`) carry private messages
// (device removal, purchase status), so a socket joins one only when the access token of its
// handshake (`auth.token`) belongs to that user.
import type { Tenant } from '../modules/tenants/tenant';

/** The id of the user the access token belongs to within the tenant, or null when it is not valid. */
export type AuthenticateSocket = (token: string, tenant: Tenant) => Promise<string | null>;

/**
 * Until access tokens are issued by the accounts module no token is valid, so every user room is
 * refused. buildApp passes the accounts module's verifier once it exists.
 */
export const refuseEveryToken: AuthenticateSocket = () => Promise.resolve(null);
