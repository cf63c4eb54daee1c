// Zoom for evidence figures (figure.evidence[data-zoom="true"]): click, Enter or Space opens
// the image enlarged in a dialog; Escape, a click or the close button closes it and focus
// returns to the figure. Loaded from static/ by every page (no inline script: the CSP forbids it).
(function () {
  'use strict';
  var overlay = null;
  var overlayImg = null;
  var overlayCaption = null;
  var closeButton = null;
  var opener = null;

  function build() {
    overlay = document.createElement('div');
    overlay.className = 'zoom-overlay';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', '확대한 그림');
    overlay.hidden = true;
    closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'zoom-close';
    closeButton.textContent = '닫기';
    closeButton.setAttribute('aria-label', '닫기 (Esc)');
    overlayImg = document.createElement('img');
    overlayImg.className = 'zoom-image';
    overlayCaption = document.createElement('p');
    overlayCaption.className = 'zoom-caption';
    overlay.appendChild(closeButton);
    overlay.appendChild(overlayImg);
    overlay.appendChild(overlayCaption);
    overlay.addEventListener('click', function () { close(); });
    document.body.appendChild(overlay);
  }

  function open(figure) {
    var img = figure.querySelector('img');
    if (!img) return;
    if (!overlay) build();
    opener = figure;
    overlayImg.removeAttribute('width');
    overlayImg.removeAttribute('height');
    overlayImg.onload = fit;
    overlayImg.src = img.getAttribute('src');
    if (overlayImg.complete) fit();
    overlayImg.alt = img.getAttribute('alt') || '';
    var caption = figure.querySelector('figcaption');
    overlayCaption.textContent = caption ? caption.textContent : '';
    overlayCaption.hidden = !caption;
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
    if (opener) opener.focus();
    opener = null;
  }

  document.addEventListener('keydown', function (event) {
    if (!overlay || overlay.hidden) return;
    if (event.key === 'Escape' || event.key === 'Esc') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // The close button is the dialog's only control: keep focus inside.
      event.preventDefault();
      closeButton.focus();
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
