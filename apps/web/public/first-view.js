/* global document, window */
// Starts the app on a server-rendered page once the page has loaded (docs/first-view.md).
//
// The rendered page reads and works without JavaScript (its links are real addresses), so the
// app's code waits until the page has loaded and the images in view are in: on a slow line
// those would otherwise share the bandwidth with ~200 kB of scripts and appear seconds later.
// The server lists the app's entry and the chunks it needs in this tag's data attributes; they
// are fetched together, then the entry runs and hydrates the page.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Images in view that the visitor is waiting for (a lazy image in view does not hold up the
  // load event); three seconds at most, so a stalled image does not keep the page inert.
  function afterImagesInView() {
    var pending = Array.prototype.filter.call(document.images, function (img) {
      if (img.complete) return false;
      var box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    });
    var left = pending.length;
    var started = false;
    function go() {
      if (started) return;
      started = true;
      start();
    }
    if (left === 0) return go();
    pending.forEach(function (img) {
      function settled() {
        left -= 1;
        if (left === 0) go();
      }
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    });
    setTimeout(go, 3000);
  }
  if (document.readyState === 'complete') afterImagesInView();
  else window.addEventListener('load', afterImagesInView, { once: true });
})();
