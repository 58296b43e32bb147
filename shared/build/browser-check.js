// Internet Explorer 6 to 9 cannot run the portal: say so in both languages before any bundle
// runs, unless the URL contains "browser" (spec section 1). ES3 on purpose. A file of the site,
// not an inline script: the site's Content-Security-Policy runs no inline script.
/* global window, document */
(function () {
  if (!/MSIE [6-9]\./.test(navigator.userAgent)) return;
  if (window.location.href.indexOf('browser') !== -1) return;
  document.documentElement.setAttribute('data-unsupported-browser', '');
  window.onload = function () {
    var root = document.getElementById('root');
    root.setAttribute('role', 'alert');
    root.style.cssText =
      'max-width:36em;margin:4em auto;padding:1.5em;border:3px solid #b42318;font:18px/1.6 sans-serif;color:#1c2430;background:#fff';
    root.innerHTML =
      '<p lang="zh">您的浏览器版本过低，请使用 Edge 或其他高级第三方浏览器访问</p>' +
      '<p lang="en">Your browser version is too low. Please use edge or other advanced third-party browser to visit</p>';
  };
})();
