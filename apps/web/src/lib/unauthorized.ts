/*
 * What happens when the API answers 401 (the session expired or was revoked): by default a full
 * page load of /signin; the app replaces it with a router navigation that remembers the page.
 * Kept apart from api-client so the app shell can wire it without loading the API layer.
 */

type UnauthorizedHandler = () => void;

let handler: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/signin') window.location.assign('/signin');
};

export function setUnauthorizedHandler(next: UnauthorizedHandler): void {
  handler = next;
}

export function onUnauthorized(): void {
  handler();
}
