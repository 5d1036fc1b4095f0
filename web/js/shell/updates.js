// Offline play and updates: the game's page registers the service worker
// (web/service-worker.js), which keeps this build for playing without a network. When a
// new build has been fetched and waits, the player is told and chooses when to reload;
// the new code never replaces the running game by itself.

/** `offer(update)` shows the player that a new version is ready; calling `update()`
 *  switches to it and reloads. */
export function keepOffline(offer) {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('service-worker.js', { scope: './' }).then((registration) => {
    // A browser that blocks service workers may answer with nothing.
    if (!registration) return;
    let updating = false;
    const waiting = () => {
      // A worker waits only behind another: the very first one takes over at once.
      if (!registration.waiting || !navigator.serviceWorker.controller) return;
      offer(() => {
        const worker = registration.waiting;
        // Another tab may have taken the new build meanwhile: then a reload is all it takes.
        if (!worker) {
          location.reload();
          return;
        }
        updating = true;
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
        worker.postMessage('update');
      });
    };
    waiting();
    // Another tab took a new build: this page goes on with its own (the service worker
    // answers it from its build) until the player reloads, which is offered.
    let controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (controlled && !updating) offer(() => location.reload());
      controlled = true;
    });
    registration.addEventListener('updatefound', () => {
      registration.installing?.addEventListener('statechange', waiting);
    });
    // A long-open page looks for a new build when it comes back into view.
    document.addEventListener('visibilitychange', () => {
      if (!document.hidden) registration.update().catch(() => {});
    });
  }, (error) => console.warn(`offline play is not available: ${error}`));
}
