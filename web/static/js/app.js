// What every page does: registers the service worker that makes InRow installable and gives it an offline page.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch(() => { /* no offline page then; the app works as before */ });
}
