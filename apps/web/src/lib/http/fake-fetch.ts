// A recording stand-in for fetch, for the client's tests: no network is involved.

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    status,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });

export const createFakeFetch = (handler: FakeHandler) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: RecordedRequest = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    return handler(request, requests.length - 1);
  };
  return { fetch, requests };
};
