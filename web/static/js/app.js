// What every page does: registers the service worker that makes InRow installable and gives it an offline page,
// and makes the language menu act as soon as a language is picked (without a script, its Go button does it).
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch(() => { /* no offline page then; the app works as before */ });
}

const menu = document.getElementById('language');
if (menu) {
  document.getElementById('lang-go').hidden = true;
  menu.elements.lang.addEventListener('change', () => menu.submit());
}
