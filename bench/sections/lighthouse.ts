/**
 * docs/quality.md#budgets, phone performance: Lighthouse 12.2.3 (docs/decisions/047-lighthouse-in-the-bench.md)
 * against the built app served by the built server on a new PGlite database with the demo shop,
 * signed in as its owner. Lighthouse's default simulated throttling (a mid-range phone on slow 4G
 * for "mobile"; a desktop on a fast link for "desktop"), so a busy shared machine moves the scores
 * less than it would with real throttling. Three runs per page and preset; the medians are kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../lib/free-port';
import { fixed, table } from '../lib/markdown';
import { createBenchUser, startShopDesk } from '../lib/shopdesk-server';
import { compressionMarkdown } from './compression';

export const LIGHTHOUSE_HEADING = '## 15. Pages in Lighthouse (mobile and desktop)';
export const LIGHTHOUSE_PAGES = ['/login', '/dashboard', '/product/list', '/sale/pos', '/reports/sales'] as const;
const RUNS = 3;
const MOBILE_SCORE_TARGET = 90;
const CLS_TARGET = 0.05;
const TBT_TARGET_MS = 200;
/** The ground rules' Chromium flags: nothing in the background competes with the page. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
type Preset = 'mobile' | 'desktop';
/** LIGHTHOUSE_PRESETS=mobile measures only that preset (a shorter run); both by default. */
const PRESETS: Preset[] = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',').filter((preset): preset is Preset => preset === 'mobile' || preset === 'desktop');

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedScriptKb: number;
  transferKb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function medianRun(runs: Run[]): Run {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return { score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), unusedScriptKb: of('unusedScriptKb'), transferKb: of('transferKb') };
}

/** Empties the browser's HTTP cache (shared by every tab of the profile), keeping its storage. */
async function clearHttpCache(browser: BrowserContext, page: Page): Promise<void> {
  const session = await browser.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** One Lighthouse run of `url` in the browser listening on `port`, keeping the browser's storage (the session). */
async function runLighthouse(url: string, port: number, preset: Preset, retries = 1): Promise<Run> {
  try {
    return await runLighthouseOnce(url, port, preset);
  } catch (error) {
    // Lighthouse itself asks for another run when its trace came out broken (NO_NAVSTART on a busy machine).
    if (retries === 0) throw error;
    console.log(`[bench] lighthouse: ${(error as Error).message.split('\n')[0]}; running again`);
    return runLighthouse(url, port, preset, retries - 1);
  }
}

async function runLighthouseOnce(url: string, port: number, preset: Preset): Promise<Run> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: true };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    unusedScriptKb: (unused?.overallSavingsBytes ?? 0) / 1024,
    transferKb: audit('total-byte-weight') / 1024,
  };
}

export async function lighthouseSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const loadAtStart = loadavg()[0];
  const server = await startShopDesk({ repo, port: await freePort(), dataDir: join(tempRoot, 'lighthouse-data'), staticDir: buildDir, timeoutMs: 120_000 });
  const profile = mkdtempSync(join(tmpdir(), 'shopdesk-lighthouse-'));
  const debuggingPort = await freePort();
  // A persistent context is the browser's default one, where Lighthouse opens its tabs: the session
  // stored here is the one the measured pages read.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const rows: string[][] = [];
  let transfer = '';
  try {
    const user = await createBenchUser(server.url);
    transfer = await compressionMarkdown(server.url, user.token, buildDir);
    console.log(transfer);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${server.url}/login`);
    for (const path of LIGHTHOUSE_PAGES) {
      for (const preset of PRESETS) {
        // /login is measured signed out (a signed-in visit goes on to the dashboard).
        await page.evaluate(
          ({ token, signedIn }) => {
            if (signedIn) {
              localStorage.setItem('token', token);
              localStorage.setItem('loggedIn', 'Bench User');
            } else localStorage.clear();
          },
          { token: user.token, signedIn: path !== '/login' },
        );
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          console.log(`[bench] lighthouse ${preset} ${path} (${run + 1}/${RUNS})…`);
          // disableStorageReset keeps the session in localStorage, and with it the HTTP cache: each
          // run must download the app as a phone's first visit does, so the cache is emptied here.
          await clearHttpCache(browser, page);
          runs.push(await runLighthouse(`${server.url}${path}`, debuggingPort, preset));
        }
        const m = medianRun(runs);
        const scoreOk = preset === 'desktop' || m.score >= MOBILE_SCORE_TARGET;
        const pass = scoreOk && m.cls <= CLS_TARGET && (preset === 'desktop' || m.tbtMs <= TBT_TARGET_MS);
        rows.push([
          path,
          preset,
          `${m.score} (${runs.map((run) => run.score).join(', ')})`,
          fixed(m.fcpMs / 1000, 2),
          fixed(m.lcpMs / 1000, 2),
          fixed(m.tbtMs, 0),
          fixed(m.cls, 3),
          fixed(m.unusedScriptKb, 0),
          fixed(m.transferKb, 0),
          pass ? 'pass' : '**FAIL**',
        ]);
        // Each row as it is measured: a long run cut short still leaves its figures in the log.
        console.log(`[bench] lighthouse | ${rows.at(-1)!.join(' | ')} |`);
      }
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
  const loadAtEnd = loadavg()[0];
  return [
    LIGHTHOUSE_HEADING,
    '',
    `Lighthouse 12.2.3 in Debian's Chromium, performance category only, its default simulated throttling (mobile: a mid-range phone on slow 4G; desktop: the desktop preset). ` +
      `The built app on the built server (PGlite, the demo shop), signed in as its owner (but /login). ${RUNS} runs per page and preset; medians, with each run's score in brackets. ` +
      `Targets: mobile score ≥ ${MOBILE_SCORE_TARGET}, TBT ≤ ${TBT_TARGET_MS} ms, CLS ≤ ${CLS_TARGET} everywhere. Unused script and transfer are Lighthouse's own figures (KB = 1,024 bytes, as sent on the wire).`,
    '',
    `Load average (1 min) at the start and end of this section: ${loadAtStart.toFixed(2)} and ${loadAtEnd.toFixed(2)} on 2 cores${loadAtStart > 1.5 || loadAtEnd > 1.5 ? ': the machine was busy with other work' : ''}.`,
    '',
    table(['Page', 'Preset', 'Score (runs)', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'Unused JS KB', 'Transfer KB', 'Result'], rows),
    '',
    transfer,
  ].join('\n');
}
