import { isMessageCode, type MessageCode } from '@suara/domain';
import { currentLanguage, hasTranslation, translateNow } from './i18n';
import { fieldMessageText, message } from './messages';
import { clearSession, getToken } from './session';
import { toastError } from './toast';
import { onUnauthorized } from './unauthorized';

export { setUnauthorizedHandler } from './unauthorized';

/*
 * The one way the web app talks to the API (spec §8 "Shared client failure"): JSON or multipart
 * under /api, the session's bearer token, and one error type. On 401 the session is cleared and
 * the browser goes to /signin (the auth calls themselves opt out); other failures show the
 * message as an error toast unless the call opts out, and throw an ApiError either way.
 */

export type ApiFieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field name → message code (or plain text) as the server sent them. */
  readonly fields: ApiFieldErrors;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfter: number | null;

  constructor(status: number, code: string, message: string, fields: ApiFieldErrors = {}, retryAfter: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }

  /** The first server message for a field, in the reader's language, or undefined. */
  fieldText(field: string): string | undefined {
    const value = this.fields[field];
    return value === undefined ? undefined : fieldMessageText(value);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Server error codes (snake_case) whose text the domain package has in both languages.
const CODE_MESSAGES: Record<string, MessageCode> = {
  invalid_credentials: 'invalidCredentials',
  username_taken: 'usernameTaken',
  email_taken: 'emailTaken',
  verification_link_invalid: 'verifyFailed',
  reset_link_invalid: 'resetLinkInvalid',
  avatar_too_large: 'avatarTooLarge',
  rate_limited: 'rateLimited',
  not_found: 'notFound',
  unauthorized: 'signInRequired',
  unauthenticated: 'signInRequired',
  forbidden: 'notAllowed',
  self_removal_not_allowed: 'adminSelfRemoval',
  geocoder_unavailable: 'geocoderUnavailable',
};

/**
 * What to tell the reader about a failed call. In English the server's own message (it may say
 * more than the code, e.g. how long a lock lasts); in Malay the domain's or our translation of
 * the code (or of its first field message), else the server's message. Errors that never
 * reached the server use our text.
 */
export function apiErrorText(error: unknown): string {
  if (!isApiError(error)) return translateNow('apiErrors.unknown');
  const localKey = `apiErrors.${error.code}`;
  if (error.status === 0) return translateNow(localKey, { defaultValue: translateNow('apiErrors.network_error') });
  if (currentLanguage() === 'en' && error.message) return error.message;
  const domainCode = CODE_MESSAGES[error.code];
  if (domainCode) return message(domainCode);
  const fieldCode = Object.values(error.fields).find(isMessageCode);
  if (fieldCode) return message(fieldCode);
  if (hasTranslation(localKey)) return translateNow(localKey);
  return error.message || translateNow('apiErrors.unknown');
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** Show failures as an error toast (default true). Forms that show errors under fields pass false. */
  toast?: boolean;
  /** On 401: clear the session and go to /signin (default true). Sign-in and friends pass false. */
  redirectOn401?: boolean;
};

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  return response.text();
}

function toApiError(response: Response, body: unknown): ApiError {
  const envelope = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  const code = typeof envelope?.code === 'string' ? envelope.code : `http_${response.status}`;
  const text = typeof envelope?.message === 'string' ? envelope.message : '';
  const fields: ApiFieldErrors = {};
  if (envelope?.fields && typeof envelope.fields === 'object') {
    for (const [key, value] of Object.entries(envelope.fields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return new ApiError(response.status, code, text, fields, parseRetryAfter(response.headers.get('retry-after')));
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

type EarlyRequest = { response: Promise<Response>; headers: string };

/** GETs started before the code that needs them has run (requestEarly), each taken once. */
const earlyRequests = new Map<string, EarlyRequest>();

/** An early answer not taken by then is dropped: a later call must not get a stale one. */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/**
 * Starts a GET of `path` that a page is about to make, e.g. while its strings load and it hydrates
 * on a first visit (router.preloadPage). The page's own apiFetch of the same path, sent with the same
 * headers within EARLY_ANSWER_MAX_AGE_MS, takes this answer instead of asking again.
 */
export function requestEarly(path: string): void {
  const headers = requestHeaders();
  const early: EarlyRequest = { response: fetch(path, { headers, credentials: 'same-origin' }), headers: JSON.stringify(headers) };
  // A failure (offline) is the taker's to report; untaken, it must not surface as an unhandled rejection.
  early.response.catch(() => undefined);
  earlyRequests.set(path, early);
  setTimeout(() => {
    if (earlyRequests.get(path) === early) dropEarly(path, early);
  }, EARLY_ANSWER_MAX_AGE_MS);
}

/** Forgets an answer nobody will take, and stops its download. */
function dropEarly(path: string, early: EarlyRequest): void {
  earlyRequests.delete(path);
  void early.response.then((response) => response.body?.cancel(), () => undefined);
}

function takeEarlyAnswer(path: string, headers: Record<string, string>): Promise<Response> | undefined {
  const early = earlyRequests.get(path);
  if (!early) return undefined;
  if (early.headers !== JSON.stringify(headers)) {
    // Sent for another language or session: this call asks afresh.
    dropEarly(path, early);
    return undefined;
  }
  earlyRequests.delete(path);
  return early.response;
}

/** Sends the request and returns the raw Response when it is a success; throws ApiError otherwise. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = options.json !== undefined || options.form ? 'POST' : 'GET', toast = true, redirectOn401 = true } = options;
  const headers = requestHeaders();
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    const early = method === 'GET' ? takeEarlyAnswer(path, headers) : undefined;
    response = await (early ?? fetch(path, { method, headers, body, signal: options.signal, credentials: 'same-origin' }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(0, 'network_error', '');
    if (toast) toastError(apiErrorText(error));
    throw error;
  }
  if (response.ok) return response;

  const error = toApiError(response, await readBody(response));
  if (response.status === 401 && redirectOn401) {
    clearSession();
    onUnauthorized();
    throw error;
  }
  if (toast) toastError(apiErrorText(error));
  throw error;
}

/** A query string of the values that are set ('a=1&b=x'); empty and undefined values are left out. */
export function queryString(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  return params.toString();
}

/** JSON in, JSON out. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  return (await readBody(response)) as T;
}

/** The field errors of a failed form call, translated; {} for anything else. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.fields)) out[field] = fieldMessageText(value);
  return out;
}

/**
 * The translated field errors of a failed form call for the form's own fields only, or null when it
 * named none of them (the form then shows the failure as a whole, with apiErrorText).
 */
export function apiFieldErrorsFor<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> | null {
  const all = apiFieldErrors(error);
  const known: Partial<Record<Field, string>> = {};
  for (const field of fields) if (all[field]) known[field] = all[field];
  return Object.keys(known).length > 0 ? known : null;
}
