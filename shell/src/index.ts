/** Lets the browser paint and answer the reader before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the portal: the largest shared libraries are evaluated each in a task of its own, then
 * the shell, so that no single task holds a slow phone's main thread for long (issue 17: no task
 * over 200 ms on a 4x slower CPU). Each `import()` here is also the async boundary: the shared
 * singletons are negotiated before any app code runs.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('@portal/shared');
  await nextTask();
  await import('./bootstrap');
}

// A browser the page's inline check refused (Internet Explorer 6 to 9) keeps its message instead.
if (!document.documentElement.hasAttribute('data-unsupported-browser')) void start();
