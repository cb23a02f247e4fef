// Registers the offline service worker (vite-plugin-pwa adds this file's tag to every built
// page; a file, not inline code, for the pages' Content-Security-Policy). In another site's
// frame (the embedded player on a course page) the browser keeps storage per top-level site and
// may refuse a service worker outright: the player needs none there, so it does not ask, and a
// refusal anywhere else is left quiet (the page works online without one).
(function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  let crossSite = false;
  try {
    crossSite = window.top !== window.self && window.top.location.origin !== window.location.origin;
  } catch {
    // Reading another origin's location throws: the frame is someone else's.
    crossSite = true;
  }
  if (crossSite) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => {});
  });
})();
