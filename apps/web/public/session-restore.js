/*
 * Starts restoring a returning member's session while the app's scripts are still downloading
 * (ADR 026): the refresh grant, from the HttpOnly cookie, under the same cross-tab lock and with
 * the same request as lib/api-client.ts, which picks the answer up (`window.__aurumSessionRestore`)
 * instead of asking again. A classic async script without dependencies: it runs as soon as it
 * arrives, without holding up the page. It does nothing on the landing page, without the session
 * marker cookie, with an e-mail confirmation in the address, without Web Locks, or when it comes
 * too late (the app has started asking itself and set the global to null).
 */
(function () {
  'use strict';
  var signedInBefore = document.cookie.split('; ').indexOf('aurum_session=1') !== -1;
  if (!signedInBefore || location.pathname === '/' || location.hash || !navigator.locks) return;
  if (window.__aurumSessionRestore !== undefined) return;
  window.__aurumSessionRestore = new Promise(function (resolve) {
    navigator.locks
      .request('aurum-auth-refresh', function () {
        return fetch('/auth/v1/token?grant_type=refresh_token', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: '{}',
          credentials: 'same-origin',
        }).then(function (response) {
          return response.text().then(function (body) {
            resolve({ status: response.status, body: body });
          });
        });
      })
      .catch(function () {
        resolve(null);
      });
  });
})();
