// URL building for the client: base URL joining and the query conventions of spec §7.

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

// Brackets stay literal in `name[]` so the server sees the array marker as written in the spec.
const encodeName = (name: string) =>
  encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');

const encodeScalar = (value: Exclude<QueryScalar, null | undefined>) =>
  encodeURIComponent(typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value));

/**
 * Arrays go out as repeated `name[]=value`; undefined and null are dropped (an empty array
 * sends nothing); booleans read 'true'/'false'. Returns the pairs joined by '&', without a leading '?'.
 */
export const toQueryString = (query: QueryParams | undefined): string => {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const key = `${encodeName(name)}[]`;
      for (const item of value as readonly QueryScalar[]) {
        if (item !== undefined && item !== null) pairs.push(`${key}=${encodeScalar(item)}`);
      }
    } else if (value !== undefined && value !== null) {
      pairs.push(
        `${encodeName(name)}=${encodeScalar(value as Exclude<QueryScalar, null | undefined>)}`,
      );
    }
  }
  return pairs.join('&');
};

const absolute = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Joins the configured base URL (spec §7, default '/') and a path with exactly one slash
 * between them, so both '/api' and '/api/' bases work. An absolute path is used as it is.
 */
export const joinUrl = (baseUrl: string, path: string, query?: QueryParams): string => {
  const url = absolute.test(path)
    ? path
    : `${(baseUrl || '/').replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = toQueryString(query);
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
};
