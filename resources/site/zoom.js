// Zoom for evidence figures (figure.evidence[data-zoom="true"]): click, Enter or Space opens
// the image enlarged in a dialog; Right / PageDown and Left / PageUp (or the buttons) show the
// page's next and previous figure, with "k / n"; Escape, a click or the close button closes it
// and focus returns to the figure last shown. Loaded from static/ by every page (no inline
// script: the CSP forbids it).
(function () {
  'use strict';
  var overlay = null;
  var overlayImg = null;
  var overlayCaption = null;
  var closeButton = null;
  var prevButton = null;
  var nextButton = null;
  var counter = null;
  var nav = null;
  var current = null;  // the figure shown

  function makeButton(className, text, label) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = className;
    b.textContent = text;
    b.setAttribute('aria-label', label);
    return b;
  }

  function build() {
    overlay = document.createElement('div');
    overlay.className = 'zoom-overlay';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', '확대한 그림');
    overlay.hidden = true;
    closeButton = makeButton('zoom-close', '닫기', '닫기 (Esc)');
    overlayImg = document.createElement('img');
    overlayImg.className = 'zoom-image';
    overlayCaption = document.createElement('p');
    overlayCaption.className = 'zoom-caption';
    nav = document.createElement('div');
    nav.className = 'zoom-nav';
    prevButton = makeButton('zoom-prev', '이전', '이전 그림 (←)');
    counter = document.createElement('span');
    counter.className = 'zoom-counter';
    nextButton = makeButton('zoom-next', '다음', '다음 그림 (→)');
    // The buttons step; a click elsewhere on the overlay closes it.
    prevButton.addEventListener('click', function (event) { event.stopPropagation(); step(-1); });
    nextButton.addEventListener('click', function (event) { event.stopPropagation(); step(1); });
    nav.appendChild(prevButton);
    nav.appendChild(counter);
    nav.appendChild(nextButton);
    overlay.appendChild(nav);
    overlay.appendChild(closeButton);
    overlay.appendChild(overlayImg);
    overlay.appendChild(overlayCaption);
    overlay.addEventListener('click', function () { close(); });
    document.body.appendChild(overlay);
  }

  function figures() {
    return Array.prototype.slice.call(document.querySelectorAll('figure.evidence[data-zoom="true"]'));
  }

  function show(figure) {
    var img = figure.querySelector('img');
    if (!img) return false;
    current = figure;
    // The evidence key of the figure shown (the studio's preview acts on it).
    overlay.setAttribute('data-key', figure.getAttribute('data-key') || '');
    overlayImg.removeAttribute('width');
    overlayImg.removeAttribute('height');
    overlayImg.onload = fit;
    overlayImg.src = img.getAttribute('src');
    if (overlayImg.complete) fit();
    overlayImg.alt = img.getAttribute('alt') || '';
    var caption = figure.querySelector('figcaption');
    overlayCaption.textContent = caption ? caption.textContent : '';
    overlayCaption.hidden = !caption;
    var all = figures();
    var at = all.indexOf(figure);
    nav.hidden = all.length < 2;
    counter.textContent = (at + 1) + ' / ' + all.length;
    prevButton.disabled = at <= 0;
    nextButton.disabled = at < 0 || at >= all.length - 1;
    return true;
  }

  // The page's next (1) or previous (-1) figure; nothing past either end.
  function step(delta) {
    var all = figures();
    var at = all.indexOf(current) + delta;
    if (at < 0 || at >= all.length) return;
    show(all[at]);
    var focused = document.activeElement;
    if (focused && focused.disabled) closeButton.focus();
  }

  function open(figure) {
    if (!figure.querySelector('img')) return;
    if (!overlay) build();
    show(figure);
    overlay.hidden = false;
    document.body.classList.add('zoom-open');
    closeButton.focus();
  }

  // Enlarges the image to fill most of the window, keeping its proportions (size attributes,
  // not styles: the CSP allows no inline style).
  function fit() {
    var w = overlayImg.naturalWidth;
    var h = overlayImg.naturalHeight;
    if (!w || !h) return;
    var scale = Math.min(window.innerWidth * 0.94 / w, window.innerHeight * 0.84 / h);
    overlayImg.width = Math.round(w * scale);
    overlayImg.height = Math.round(h * scale);
  }

  function close() {
    if (!overlay || overlay.hidden) return;
    overlay.hidden = true;
    document.body.classList.remove('zoom-open');
    if (current) current.focus();  // the figure last shown, scrolled into view
    current = null;
  }

  document.addEventListener('keydown', function (event) {
    if (!overlay || overlay.hidden) return;
    if (event.key === 'Escape' || event.key === 'Esc') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowRight' || event.key === 'Right' || event.key === 'PageDown') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft' || event.key === 'Left' || event.key === 'PageUp') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab') {
      // Focus stays inside the dialog, going round its enabled buttons.
      event.preventDefault();
      var controls = [prevButton, nextButton, closeButton].filter(function (b) {
        return !b.disabled && !(nav.hidden && b !== closeButton);
      });
      var at = controls.indexOf(document.activeElement);
      var next = (at + (event.shiftKey ? controls.length - 1 : 1)) % controls.length;
      controls[at < 0 ? 0 : next].focus();
    }
  });

  // Delegated from the document, so that figures added later (the studio's preview updates
  // the article in place) zoom as well.
  function figureOf(event) {
    var t = event.target;
    return t && t.closest ? t.closest('figure.evidence[data-zoom="true"]') : null;
  }
  document.addEventListener('click', function (event) {
    var figure = figureOf(event);
    if (figure) open(figure);
  });
  document.addEventListener('keydown', function (event) {
    if (overlay && !overlay.hidden) return;
    var figure = figureOf(event);
    if (figure && (event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar')) {
      event.preventDefault();
      open(figure);
    }
  });
})();
