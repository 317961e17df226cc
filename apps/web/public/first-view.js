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
  // load event); three seconds at most, so a stalled image does not keep the page inert. Which
  // are in view is asked of an IntersectionObserver, answered with the next frame's layout:
  // measuring each image here forced a layout per image, 60 ms of a throttled phone's load task.
  function afterImagesInView() {
    var started = false;
    function go() {
      if (started) return;
      started = true;
      start();
    }
    var loading = Array.prototype.filter.call(document.images, function (img) {
      return !img.complete;
    });
    if (loading.length === 0 || typeof window.IntersectionObserver !== 'function') return go();
    setTimeout(go, 3000);
    var observer = new window.IntersectionObserver(function (entries) {
      observer.disconnect();
      var left = 0;
      entries.forEach(function (entry) {
        var img = entry.target;
        if (!entry.isIntersecting || img.complete) return;
        left += 1;
        function settled() {
          left -= 1;
          if (left === 0) go();
        }
        img.addEventListener('load', settled, { once: true });
        img.addEventListener('error', settled, { once: true });
      });
      if (left === 0) go();
    });
    loading.forEach(function (img) {
      observer.observe(img);
    });
  }
  if (document.readyState === 'complete') afterImagesInView();
  else window.addEventListener('load', afterImagesInView, { once: true });
})();
