// The studio's own script in its preview (Qt WebEngine's application world: the page's CSP and
// its own script do not see it). It updates the shown article in place, keeps editor and page
// scrolling together by the page's source-line anchors, reports double-clicks and tells the
// selection's source line; turns a click on a `source:` sentence's link into a request to open
// that file; in the page's zoom viewer it adds the studio's buttons (copy the figure, open its
// raw record). It talks to the studio over Qt's web channel (qwebchannel.js, injected before
// it into this world only): the studio's PreviewBridge.
(function () {
  'use strict';
  var T = window.techlogPreview = {};
  var headingLines = [];
  var quietUntil = 0;
  var pendingScroll = false;

  // The studio's PreviewBridge once the channel is open; what is said before waits for it.
  // Without a channel (no transport in this world) nothing is said.
  var studio = null;
  var waiting = [];
  function tell(method, args) {
    if (studio) studio[method].apply(studio, args);
    else if (waiting) waiting.push([method, args]);
  }
  if (typeof QWebChannel === 'function' && typeof qt === 'object' && qt.webChannelTransport) {
    new QWebChannel(qt.webChannelTransport, function (channel) {
      studio = channel.objects.previewBridge;
      waiting.forEach(function (m) { tell(m[0], m[1]); });
      waiting = null;
    });
  } else {
    waiting = null;
  }

  // Source-line anchors of the article: elements with data-line (figures, callouts,
  // directives) and headings, whose lines the studio passes (pages do not carry them).
  function anchors() {
    var out = [];
    var article = document.querySelector('article');
    if (!article) return out;
    Array.prototype.forEach.call(article.querySelectorAll('[data-line]'), function (el) {
      out.push({ el: el, line: +el.getAttribute('data-line') });
    });
    var body = article.querySelector('.document-body');
    if (body) {
      var hs = body.querySelectorAll('h1, h2, h3, h4, h5, h6');
      var off = headingLines.length - hs.length;  // the title heading moved above the summary
      for (var i = 0; i < hs.length; ++i)
        if (i + off >= 0 && i + off < headingLines.length)
          out.push({ el: hs[i], line: headingLines[i + off] });
    }
    out.sort(function (a, b) { return a.line - b.line; });
    return out;
  }

  function topOf(el) { return el.getBoundingClientRect().top + window.scrollY; }

  // Makes `cur` equal to `next`, replacing only children that differ (by common prefix and
  // suffix), so that unchanged figures are neither reloaded nor moved.
  function patch(cur, next) {
    var i;
    for (i = cur.attributes.length - 1; i >= 0; --i)
      if (!next.hasAttribute(cur.attributes[i].name)) cur.removeAttribute(cur.attributes[i].name);
    for (i = 0; i < next.attributes.length; ++i)
      if (cur.getAttribute(next.attributes[i].name) !== next.attributes[i].value)
        cur.setAttribute(next.attributes[i].name, next.attributes[i].value);
    var a = Array.prototype.slice.call(cur.childNodes);
    var b = Array.prototype.slice.call(next.childNodes);
    var p = 0;
    while (p < a.length && p < b.length && a[p].isEqualNode(b[p])) ++p;
    var s = 0;
    while (s < a.length - p && s < b.length - p &&
           a[a.length - 1 - s].isEqualNode(b[b.length - 1 - s])) ++s;
    var oldMid = a.slice(p, a.length - s);
    var newMid = b.slice(p, b.length - s);
    if (oldMid.length === 1 && newMid.length === 1 && oldMid[0].nodeType === 1 &&
        newMid[0].nodeType === 1 && oldMid[0].tagName === newMid[0].tagName &&
        oldMid[0].tagName !== 'FIGURE') {
      patch(oldMid[0], newMid[0]);
      return;
    }
    var before = s > 0 ? a[a.length - s] : null;
    oldMid.forEach(function (n) { cur.removeChild(n); });
    newMid.forEach(function (n) { cur.insertBefore(document.importNode(n, true), before); });
  }

  T.update = function (html) {
    var cur = document.querySelector('article');
    var tpl = document.createElement('template');
    tpl.innerHTML = html;
    var next = tpl.content.querySelector('article');
    if (!cur || !next) return false;
    var x = window.scrollX, y = window.scrollY;
    patch(cur, next);
    quietUntil = Date.now() + 200;
    window.scrollTo(x, y);
    return true;
  };

  T.setHeadingLines = function (lines) { headingLines = lines || []; };

  // Where source line `line` is on the page: its anchor's top, or between the anchors around
  // it in proportion; null when the page has no anchor.
  function pageYOf(line) {
    var list = anchors();
    var before = null, after = null;
    for (var i = 0; i < list.length; ++i) {
      if (list[i].line <= line) before = list[i];
      else { after = list[i]; break; }
    }
    var top;
    if (before) {
      top = topOf(before.el);
      if (after && after.line > before.line)
        top += (topOf(after.el) - top) * (line - before.line) / (after.line - before.line);
    } else if (after) {
      top = topOf(after.el) * (line - 1) / Math.max(1, after.line - 1);
    } else {
      return null;
    }
    return top;
  }

  T.scrollToLine = function (line) {
    var top = pageYOf(line);
    if (top === null) return;
    quietUntil = Date.now() + 200;
    window.scrollTo(window.scrollX, Math.max(0, Math.round(top) - 8));
  };

  // The editor's cursor moved to `line`: the page follows when that line's block is out of
  // view (or at its very edge), bringing it a third of the way down; otherwise it stays still.
  // True when it scrolled.
  var revealRetries = 0, revealWaiting = 0;
  T.revealLine = function (line) {
    // Just loaded, the page may not be laid out yet (no height, every block at 0): try again
    // shortly, for at most two seconds; a newer line replaces the waiting one.
    if (document.readyState !== 'complete' || !window.innerHeight) {
      var waiting = revealRetries > 0;
      revealRetries = 40;
      revealWaiting = line;
      if (!waiting) {
        var retry = function () {
          if (document.readyState === 'complete' && window.innerHeight) {
            revealRetries = 0;
            T.revealLine(revealWaiting);
          } else if (--revealRetries > 0) {
            window.setTimeout(retry, 50);
          }
        };
        window.setTimeout(retry, 50);
      }
      return false;
    }
    var top = pageYOf(line);
    if (top === null) return false;
    var view = window.innerHeight;
    var y = top - window.scrollY;
    if (y >= view * 0.05 && y <= view * 0.85) return false;
    quietUntil = Date.now() + 200;
    window.scrollTo(window.scrollX, Math.max(0, Math.round(top - view / 3)));
    return true;
  };

  // The source line at the top of the view.
  T.topLine = function () {
    var list = anchors();
    var y = window.scrollY + 8;
    var before = null, after = null;
    for (var i = 0; i < list.length; ++i) {
      if (topOf(list[i].el) <= y) before = list[i];
      else if (!after || topOf(list[i].el) < topOf(after.el)) { after = list[i]; break; }
    }
    if (!before) return after ? Math.max(1, Math.round(after.line * y / Math.max(1, topOf(after.el)))) : 1;
    if (!after) return before.line;
    var t0 = topOf(before.el), t1 = topOf(after.el);
    return Math.round(before.line + (after.line - before.line) * (y - t0) / Math.max(1, t1 - t0));
  };

  window.addEventListener('scroll', function () {
    if (Date.now() < quietUntil || pendingScroll) return;
    pendingScroll = true;
    window.requestAnimationFrame(function () {
      pendingScroll = false;
      tell('scroll', [T.topLine()]);
    });
  });

  // The zoom viewer (the page's zoom.js, built on the first zoom): the studio's buttons, with
  // labels and the keys that have a raw record from the studio (setZoom).
  var zoom = { window: 'Open in window (W)', close: '', copy: 'Copy', record: 'Open record',
               probe: 'Open probe', records: {}, probes: {} };
  var studioBar = null;

  function zoomOverlay() { return document.querySelector('.zoom-overlay'); }
  function shownKey() {
    var o = zoomOverlay();
    return o && !o.hidden ? (o.getAttribute('data-key') || '') : null;
  }
  // "copy" names the image shown (its URL: the studio has its bytes), "record" and "probe" the
  // figure's key.
  function send(what) {
    var key = shownKey();
    if (key === null) return;
    var img = zoomOverlay().querySelector('img');
    if (what === 'window') {
      var shownCaption = zoomOverlay().querySelector('.zoom-caption');
      var caption = shownCaption ? shownCaption.textContent : '';
      if (img && img.src) tell('openFigureWindow', [img.src, key, caption]);
      return;
    }
    var arg = what === 'copy' ? (img ? img.src : '') : key;
    var method = { copy: 'copyFigure', record: 'openRecord', probe: 'openProbe' }[what];
    if (arg) tell(method, [arg]);
  }
  function zoomButton(label, what) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.className = 'zoom-studio-' + what;
    b.addEventListener('click', function (event) {
      event.stopPropagation();  // a click on the overlay closes it
      send(what);
    });
    return b;
  }
  function refreshStudioBar() {
    var o = zoomOverlay();
    if (!o) return;
    if (!studioBar || studioBar.parentNode !== o) {
      studioBar = document.createElement('div');
      studioBar.className = 'zoom-studio';
      studioBar.appendChild(zoomButton(zoom.window, 'window'));
      studioBar.appendChild(zoomButton(zoom.copy, 'copy'));
      studioBar.appendChild(zoomButton(zoom.record, 'record'));
      studioBar.appendChild(zoomButton(zoom.probe, 'probe'));
      o.appendChild(studioBar);
    }
    // Only what differs is written: a write is a mutation, which would call this again.
    var win = studioBar.children[0], copy = studioBar.children[1];
    var record = studioBar.children[2], probe = studioBar.children[3];
    if (win.textContent !== zoom.window) win.textContent = zoom.window;
    if (copy.textContent !== zoom.copy) copy.textContent = zoom.copy;
    // The page's buttons say 닫기, 이전, 다음 (pages are Korean); in the studio they say it in
    // its language.
    [['.zoom-close', zoom.close, ' (Esc)'], ['.zoom-prev', zoom.prev, ' (←)'],
     ['.zoom-next', zoom.next, ' (→)']].forEach(function (b) {
      var button = o.querySelector(b[0]);
      if (!button || !b[1] || button.textContent === b[1]) return;
      button.textContent = b[1];
      button.setAttribute('aria-label', b[1] + b[2]);
    });
    if (record.textContent !== zoom.record) record.textContent = zoom.record;
    if (probe.textContent !== zoom.probe) probe.textContent = zoom.probe;
    var key = shownKey();
    var off = !key || !zoom.records[key];
    if (record.disabled !== off) record.disabled = off;
    var noProbe = !key || !zoom.probes || !zoom.probes[key];
    if (probe.hidden !== noProbe) probe.hidden = noProbe;
  }
  T.setZoom = function (settings) {
    zoom = settings;
    refreshStudioBar();
  };
  // The overlay appears, is shown, hidden or steps to another figure: its attributes change.
  new MutationObserver(function () { refreshStudioBar(); })
      .observe(document.body, { childList: true, subtree: true, attributes: true,
                                attributeFilter: ['hidden', 'data-key'] });
  document.addEventListener('keydown', function (event) {
    var key = shownKey();
    // W: the figure shown, in a window of the studio's size.
    if (key !== null && !event.ctrlKey && !event.metaKey && !event.altKey &&
        event.key.toLowerCase() === 'w') {
      event.preventDefault();
      send('window');
      return;
    }
    if (key === null || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c')
      return;
    if (window.getSelection && !window.getSelection().isCollapsed) return;  // copying text
    event.preventDefault();
    send('copy');
  });

  // The source line of the anchor at or before `node` (0: none).
  function lineOf(node) {
    var list = anchors();
    var line = 0;
    for (var i = 0; i < list.length; ++i) {
      var el = list[i].el;
      if (el === node || el.contains(node) ||
          (el.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING))
        line = Math.max(line, list[i].line);
    }
    return line;
  }

  // A link of a `source:` sentence opens its file in the studio, at the line it lands on (the
  // page carries it), instead of navigating to the file's page.
  document.addEventListener('click', function (event) {
    var a = event.target && event.target.closest ? event.target.closest('a[data-source]') : null;
    if (!a) return;
    event.preventDefault();
    var line = parseInt(a.getAttribute('data-source-line'), 10) || 1;
    tell('activateSource', [line, a.getAttribute('data-source')]);
  });

  document.addEventListener('dblclick', function (event) {
    var line = lineOf(event.target);
    if (line > 0) tell('activateLine', [line]);
  });

  // The selected text of the article and the source line of the anchor before its start, for
  // a remark on it (the studio finds the text in the source from that line on).
  T.selection = function () {
    var sel = window.getSelection();
    if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return { text: '', line: 0 };
    var range = sel.getRangeAt(0);
    return { text: sel.toString(), line: lineOf(range.startContainer) };
  };
})();
