// The one way the client talks to the API: credentials always sent, and any non-success response
// becomes Error("<status>: <body text or status text>").

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `message` field when the body is JSON, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      // not JSON
    }
    return this.body || this.message;
  }

  /** Field errors the API attached to a 400, keyed by field name. */
  get fieldErrors(): Record<string, string[]> {
    try {
      const parsed = JSON.parse(this.body) as { fieldErrors?: Record<string, string[]> };
      return parsed.fieldErrors ?? {};
    } catch {
      return {};
    }
  }
}

async function throwIfNotOk(res: Response): Promise<Response> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return throwIfNotOk(res);
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (res.status === 204 ? null : await res.json()) as T;
}

export const getJson = <T>(url: string) => apiJson<T>("GET", url);

/** Sends one file as multipart form field `image`. */
export async function uploadImage<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("image", file);
  const res = await fetch(url, { method: "POST", credentials: "include", body: form });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The message to show a person: the server's own words when it sent some. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);
