/*
 * Web push in Aurum's service worker (issue 32, ADR 078). The worker vite-plugin-pwa writes (sw.js)
 * imports this file (workbox.importScripts in vite.config.ts). The server sends JSON
 * (modules/notifications/notification-delivery.ts): { id, kind, title, body, url } and optionally
 * a tag; a test push has id null. Only paths of this app are opened: anything else opens the
 * notification centre (the same rule as features/notifications/utils/notification-link.ts).
 */
(function () {
  'use strict';
  var ICON = '/icons/icon-192.png';
  var CENTRE = '/notifications';

  function appPath(url) {
    var inApp =
      typeof url === 'string' &&
      url.charAt(0) === '/' &&
      url.charAt(1) !== '/' &&
      url.indexOf('\\') === -1;
    return inApp ? url : CENTRE;
  }

  function readMessage(data) {
    if (!data) return {};
    try {
      return data.json() || {};
    } catch {
      return { body: data.text() };
    }
  }

  function text(value, otherwise) {
    return typeof value === 'string' && value ? value : otherwise;
  }

  self.addEventListener('push', function (event) {
    var message = readMessage(event.data);
    var id = text(message.id, null);
    var options = {
      body: text(message.body, ''),
      icon: ICON,
      badge: ICON,
      lang: 'en-ZA',
      // One notification per Aurum notification: the same one sent again replaces it.
      tag: text(message.tag, id ? 'aurum-' + id : 'aurum'),
      data: { url: appPath(message.url), id: id },
    };
    event.waitUntil(self.registration.showNotification(text(message.title, 'Aurum'), options));
  });

  /**
   * The page to open: the notification's, with its id as `opened_notification` so the app marks it
   * read (features/notifications/hooks/use-opened-from-push.ts); a test push has no id.
   */
  function openedPage(data) {
    var url = new URL(appPath(data.url), self.location.origin);
    if (typeof data.id === 'string' && data.id)
      url.searchParams.set('opened_notification', data.id);
    return url.href;
  }

  /** Focuses an open Aurum window on the notification's page, or opens one there. */
  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var target = openedPage(event.notification.data || {});
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        var open = windows.filter(function (client) {
          return new URL(client.url).origin === self.location.origin;
        });
        if (open.length === 0) return self.clients.openWindow(target);
        var client = open[0];
        return client.focus().then(function (focused) {
          var shown = focused || client;
          if (shown.url === target) return shown;
          return shown.navigate(target).catch(function () {
            return self.clients.openWindow(target);
          });
        });
      }),
    );
  });
})();
