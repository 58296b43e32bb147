/** Lets the browser paint and answer the reader before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long start-up waits for the first paint where none is told (a tab in the background). */
const FIRST_PAINT_WAIT_MS = 500;

/**
 * Resolves once the browser has painted the page as the server sent it (its first contentful
 * paint), or after FIRST_PAINT_WAIT_MS where no paint is told (a tab opened in the background, a
 * browser without paint timing). Start-up's scripts are asked for after it: on a slow network they
 * would otherwise share the line with what the first paint needs. A page the browser renders
 * alone (the server's shell page, with an empty root) has nothing to paint before them.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      setTimeout(resolve, 0);
    };
    const fallback = setTimeout(done, FIRST_PAINT_WAIT_MS);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the fallback starts the portal.
    }
  });
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
  await afterFirstPaint();
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
