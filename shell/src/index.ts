// The async boundary: shared singletons are negotiated before any app code runs. A browser the
// page's inline check refused (Internet Explorer 6 to 9) keeps its message instead.
if (!document.documentElement.hasAttribute('data-unsupported-browser')) import('./bootstrap');
