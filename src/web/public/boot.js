// Starts the app once the page's first frame is painted: a page the server draws a stand-in for
// (a search's first rows, server/http/page-shells.ts) shows its pictures without any script, and
// on a phone's slow line the app's scripts shared it with those pictures (issue 22). The server
// names the entry and the chunks it needs on this element instead of asking for them at once.
const boot = document.querySelector('script[data-app-entry]');
const entry = boot?.getAttribute('data-app-entry');
const chunks = JSON.parse(boot?.getAttribute('data-app-chunks') ?? '[]');

function start() {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) import(entry);
}

// A hidden tab paints no frames: there the app starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
