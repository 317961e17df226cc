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
  // The images in view that the visitor is waiting for, until each is decoded and a frame has
  // shown it; three seconds at most, so a stalled image does not keep the page inert.
  // - The load event waits for eager images only: a lazy image in view is waited for here.
  // - An image's load comes before its decode and paint. Starting the scripts at load had their
  //   fetch and compile share the phone's cores with the hero image's decode, and its paint came
  //   a third of a second later, after the scripts (docs/first-view.md, "Hydration").
  // - Which images are in view is asked of an IntersectionObserver, answered with the next
  //   frame's layout: measuring each image here forced a layout per image, 60 ms of a throttled
  //   phone's load task.
  function afterImagesInView() {
    var started = false;
    function go() {
      if (started) return;
      started = true;
      start();
    }
    var images = Array.prototype.slice.call(document.images);
    if (images.length === 0 || typeof window.IntersectionObserver !== 'function') return go();
    setTimeout(go, 3000);
    function shown(img) {
      if (!img.complete) {
        return new Promise(function (resolve) {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }).then(function () {
          return shown(img);
        });
      }
      // A broken image has nothing to decode: decode() rejects, and it is not waited for.
      return typeof img.decode === 'function' ? img.decode().catch(function () {}) : Promise.resolve();
    }
    var observer = new window.IntersectionObserver(function (entries) {
      observer.disconnect();
      var inView = entries.filter(function (entry) {
        return entry.isIntersecting;
      });
      Promise.all(
        inView.map(function (entry) {
          return shown(entry.target);
        }),
      ).then(function () {
        // The frame after the decode paints the images; the scripts are asked for after it.
        window.requestAnimationFrame(function () {
          setTimeout(go, 0);
        });
      });
    });
    images.forEach(function (img) {
      observer.observe(img);
    });
  }
  if (document.readyState === 'complete') afterImagesInView();
  else window.addEventListener('load', afterImagesInView, { once: true });
})();
