// Page-level navigation that leaves the SPA (reloads). Kept in one module so tests can replace it.

export function reloadPage(): void {
  window.location.reload();
}

/** Full page load of `path`: drops every in-memory state of the previous user. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
