// End-to-end check of an exported site in real headless Chromium.
//
//   node tests/e2e/e2e.mjs OUTDIR [ARTIFACT_DIR]
//
// Opens every page of OUTDIR (written by `techlog export WORKSPACE --html OUTDIR`) via file://
// and checks: no console error, no page error, no CSP violation, no request outside OUTDIR,
// every <img> loaded (naturalWidth > 0), the CSP meta tag, print rules that keep figures whole;
// on pages with a zoomable figure: a click, Enter or Space opens the overlay, Escape or a click
// closes it and focus returns to the figure; with several, Right / PageDown and Left / PageUp
// and the buttons step through the page's figures ("k / n"), stopping at either end, and
// Escape returns focus to the figure last shown. The graphs: every node link of graph.html and of
// each document page's local graph leads to an exported page, graph.html reaches every document
// page, and a click on a node opens its page. A dark desktop (prefers-color-scheme) darkens
// the page and print stays light. Keeps screenshots in ARTIFACT_DIR (default: OUTDIR/../artifacts).
// Exit status: 0 all good, 1 a check failed, 2 setup problem.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] ? resolve(process.argv[2]) : '';
if (!outDir || !existsSync(join(outDir, 'index.html'))) {
  console.error(`usage: node e2e.mjs OUTDIR [ARTIFACT_DIR]  (OUTDIR must hold index.html; got '${outDir}')`);
  process.exit(2);
}
const artifactDir = resolve(process.argv[3] || join(outDir, '..', 'artifacts'));
mkdirSync(artifactDir, { recursive: true });

let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch (e) {
  console.error(`e2e: playwright-core is not installed: run \`npm install\` in ${here} (test.sh does it). ${e.message}`);
  process.exit(2);
}
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`e2e: no Chromium at ${executablePath} (set CHROMIUM to another path)`);
  process.exit(2);
}

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...htmlFiles(p));
    else if (name.endsWith('.html')) out.push(p);
  }
  return out;
}

const rootUrl = pathToFileURL(outDir).href.replace(/\/?$/, '/');
const failures = [];
const fail = (page, what) => failures.push(`${page}: ${what}`);

const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
});
let zoomChecked = 0;
let stepChecked = 0;
let imagesChecked = 0;
let caseShot = false;
let localGraphs = 0;
const graphTargets = new Set();   // document pages graph.html links to (paths relative to outDir)
const documentPages = new Set();  // pages whose body is .page-document
let zoomShot = false;
try {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'ko-KR' });
  // Registered by the browser before any page script: not subject to the page's CSP.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  const files = htmlFiles(outDir);
  for (const file of files) {
    const rel = relative(outDir, file);
    const page = await context.newPage();
    page.on('console', (msg) => { if (msg.type() === 'error') fail(rel, `console error: ${msg.text()}`); });
    page.on('pageerror', (err) => fail(rel, `page error: ${err.message}`));
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(rootUrl) && !url.startsWith('about:')) fail(rel, `request outside the output folder: ${url}`);
    });
    page.on('requestfailed', (req) => fail(rel, `request failed: ${req.url()} (${req.failure()?.errorText})`));

    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

    const csp = await page.evaluate(() =>
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') || '');
    if (!csp.includes("default-src 'none'")) fail(rel, `CSP meta missing or wrong: '${csp}'`);
    if (await page.evaluate(() => document.documentElement.lang) !== 'ko') fail(rel, 'lang is not ko');

    const images = await page.evaluate(async () => {
      const imgs = Array.from(document.images);
      await Promise.all(imgs.map((img) => (img.complete ? null : new Promise((r) => { img.onload = img.onerror = r; }))));
      return imgs.map((img) => ({ src: img.getAttribute('src'), width: img.naturalWidth }));
    });
    for (const img of images) {
      imagesChecked++;
      if (!(img.width > 0)) fail(rel, `image did not load: ${img.src}`);
    }

    const styled = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    if (!/Noto Sans CJK KR/.test(styled)) fail(rel, `stylesheet not applied (font-family: ${styled})`);

    const zoomable = page.locator('figure.evidence[data-zoom="true"]');
    if (await zoomable.count() > 0) {
      const figure = zoomable.first();
      const overlay = page.locator('.zoom-overlay');
      await figure.scrollIntoViewIfNeeded();
      await figure.click();
      try {
        await overlay.waitFor({ state: 'visible', timeout: 3000 });
      } catch {
        fail(rel, 'zoom overlay did not open on click');
      }
      if (await overlay.isVisible()) {
        const big = await page.evaluate(() => document.querySelector('.zoom-overlay img')?.naturalWidth || 0);
        if (!(big > 0)) fail(rel, 'zoomed image did not load');
        if (!zoomShot) {
          await page.screenshot({ path: join(artifactDir, 'e2e-zoom.png') });
          zoomShot = true;
        }
        await page.keyboard.press('Escape');
        try {
          await overlay.waitFor({ state: 'hidden', timeout: 3000 });
        } catch {
          fail(rel, 'zoom overlay did not close on Escape');
        }
        const focusBack = await figure.evaluate((el) => document.activeElement === el);
        if (!focusBack) fail(rel, 'focus did not return to the figure after Escape');
      }
      // Next and previous: the page's figures in order, the counter, the ends.
      const count = await zoomable.count();
      if (count > 1) {
        const srcs = await zoomable.evaluateAll((fs) => fs.map((f) => f.querySelector('img').getAttribute('src')));
        const shown = () => page.evaluate(() => document.querySelector('.zoom-overlay img').getAttribute('src'));
        const counterText = () => page.evaluate(() => document.querySelector('.zoom-overlay .zoom-counter').textContent);
        await figure.click();
        await page.keyboard.press('ArrowLeft');  // at the first: stays
        if ((await shown()) !== srcs[0]) fail(rel, 'Left before the first figure moved');
        await page.keyboard.press('ArrowRight');
        if ((await shown()) !== srcs[1]) fail(rel, 'Right did not show the second figure');
        if ((await counterText()) !== `2 / ${count}`) fail(rel, `counter says ${await counterText()}`);
        await page.keyboard.press('PageUp');
        if ((await shown()) !== srcs[0]) fail(rel, 'PageUp did not go back to the first figure');
        await page.keyboard.press('PageDown');
        if ((await shown()) !== srcs[1]) fail(rel, 'PageDown did not show the second figure');
        await page.locator('.zoom-overlay .zoom-prev').click();
        if ((await shown()) !== srcs[0]) fail(rel, 'the previous button did not step back');
        if (!(await overlay.isVisible())) fail(rel, 'a button click closed the overlay');
        for (let i = 1; i < count + 1; i++) await page.keyboard.press('ArrowRight');
        if ((await shown()) !== srcs[count - 1]) fail(rel, 'Right past the last figure moved');
        const nextDisabled = await page.evaluate(() => document.querySelector('.zoom-overlay .zoom-next').disabled);
        if (!nextDisabled) fail(rel, 'the next button is enabled at the last figure');
        await page.keyboard.press('Escape');
        const lastFocused = await zoomable.nth(count - 1).evaluate((el) => document.activeElement === el);
        if (!lastFocused) fail(rel, 'focus did not return to the figure last shown');
        stepChecked++;
      }
      // Keyboard: Enter on the focused figure opens it too.
      await figure.focus();
      await page.keyboard.press('Enter');
      if (!(await overlay.isVisible())) fail(rel, 'zoom overlay did not open on Enter');
      await page.keyboard.press('Escape');
      if (await overlay.isVisible()) fail(rel, 'zoom overlay did not close on Escape (keyboard)');
      // Space opens it too; a click on the overlay closes it.
      await figure.focus();
      await page.keyboard.press(' ');
      if (!(await overlay.isVisible())) fail(rel, 'zoom overlay did not open on Space');
      await overlay.click({ position: { x: 5, y: 5 } });
      if (await overlay.isVisible()) fail(rel, 'zoom overlay did not close on click');
      zoomChecked++;
    }

    // Graph links: resolved by the browser against the page, so a wrong relative path shows.
    const kind = await page.evaluate(() => document.body.className);
    if (kind === 'page-document') documentPages.add(rel);
    const svgSelector = kind === 'page-graph' ? 'main svg a' : 'section.local-graph svg a';
    const targets = await page.evaluate((sel) => Array.from(document.querySelectorAll(sel)).map((a) =>
      a.href && a.href.baseVal !== undefined ? new URL(a.href.baseVal, document.baseURI).href : ''), svgSelector);
    if (kind === 'page-document') {
      if (targets.length === 0) fail(rel, 'no local graph with links');
      else localGraphs++;
    }
    for (const url of targets) {
      const target = url.startsWith(rootUrl) ? decodeURIComponent(url.slice(rootUrl.length).split('#')[0]) : '';
      if (!target || !existsSync(join(outDir, target))) fail(rel, `graph link to a page that does not exist: ${url}`);
      else if (kind === 'page-graph') graphTargets.add(target);
    }
    if (kind === 'page-graph') {
      await page.screenshot({ path: join(artifactDir, 'e2e-graph.png'), fullPage: true });
      // A real click on a node: static SVG, no script, and the browser follows the link.
      const node = page.locator('main svg a').first();
      const expected = targets[0];
      await node.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL(expected, { timeout: 5000 }).catch(() => {}), node.click()]);
      if (page.url() !== expected) fail(rel, `a click on a node went to ${page.url()}, not ${expected}`);
      await page.goBack();
    }

    if (!caseShot && rel.includes('case-claim-stale-write')) {
      await page.screenshot({ path: join(artifactDir, 'e2e-case.png'), fullPage: true });
      caseShot = true;
    }

    // A dark desktop gets the dark page; print stays light whatever the desktop.
    const background = () => page.evaluate(() => {
      const m = getComputedStyle(document.body).backgroundColor.match(/\d+/g).map(Number);
      return (m[0] + m[1] + m[2]) / 3;
    });
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
    if (!((await background()) > 200)) fail(rel, 'the light page is not light');
    await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
    if (!((await background()) < 60)) fail(rel, 'prefers-color-scheme: dark does not darken the page');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    if (!((await background()) > 200)) fail(rel, 'the print stylesheet is not light under a dark desktop');
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

    // Print: a figure is never split across pages.
    await page.emulateMedia({ media: 'print' });
    const splits = await page.evaluate(() =>
      Array.from(document.querySelectorAll('figure')).filter((f) => getComputedStyle(f).breakInside !== 'avoid').length);
    if (splits > 0) fail(rel, `${splits} figure(s) may break across printed pages`);
    await page.emulateMedia({ media: 'screen' });

    const violations = await page.evaluate(() => window.__cspViolations || []);
    for (const v of violations) fail(rel, `CSP violation: ${v}`);
    await page.close();
  }
  console.log(`e2e: ${files.length} pages, ${imagesChecked} images, ${zoomChecked} zoomable pages checked, ${stepChecked} stepped through, ${localGraphs} local graphs, graph.html links to ${graphTargets.size} pages`);
  if (!files.some((f) => relative(outDir, f) === 'graph.html')) failures.push('no graph.html was exported');
  for (const doc of documentPages) {
    if (!graphTargets.has(doc)) failures.push(`graph.html: no node links to ${doc}`);
  }
  if (documentPages.size === 0) failures.push('no document page was exported');
  if (files.length < 2) failures.push('fewer than two pages exported');
  if (zoomChecked === 0) failures.push('no page with a zoomable figure (data-zoom="true") was found');
  if (stepChecked === 0) failures.push('no page with two zoomable figures was stepped through');
} finally {
  await browser.close();
}

if (failures.length) {
  console.error(`e2e: ${failures.length} failure(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`e2e: all checks passed; screenshots in ${artifactDir}`);
