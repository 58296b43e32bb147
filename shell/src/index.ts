/** Lets the browser paint and answer the reader before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The shared libraries every page runs, largest first. The federation runtime's work to find and
 * fetch each one is a few milliseconds of the main thread, and its evaluation more (react-dom's
 * about 30 ms on a fast desktop): together, in the task that first needs them, they made one of
 * the longest tasks of a page's start-up.
 */
const START_UP_LIBRARIES = [
  () => import('react-dom/client'),
  () => import('react-router'),
  () => import('styled-components'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@tanstack/react-query'),
  () => import('axios'),
  () => import('jotai'),
];

/**
 * Starts the portal so that no single task holds a slow phone's main thread for long (issue 17:
 * no task over 200 ms on a 4x slower CPU). Each shared library is asked for in a task of its own,
 * all of them fetched at once, and each is evaluated in the task its script arrives in; then
 * `@portal/shared`, then the shell, each in a task of its own. Each `import()` here is also the
 * async boundary: the shared singletons are negotiated before any app code runs.
 */
async function start() {
  const loading: Promise<unknown>[] = [];
  for (const load of START_UP_LIBRARIES) {
    loading.push(load());
    await nextTask();
  }
  await Promise.all(loading);
  await nextTask();
  await import('@portal/shared');
  await nextTask();
  await import('./bootstrap');
}

// A browser the page's inline check refused (Internet Explorer 6 to 9) keeps its message instead.
if (!document.documentElement.hasAttribute('data-unsupported-browser')) void start();
