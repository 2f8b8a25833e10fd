// `npm test`: every layer in order — typecheck, lint and format, unit + web component + CDK tests, web build,
// integration (HTTP against a local platform this run starts on free ports), e2e in Debian Chromium.
// Every step runs even after a failure, so one run shows everything that is wrong; the exit code says if any failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.data', 'test-report');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads passed/failed test counts, and the names of the failed tests, from the step's JSON report. */
  counts?: () => Counts;
}

interface Counts {
  passed: number;
  failed: number;
  /** "file › test name — first line of the error", so the summary at the end of a long log names every failure. */
  failures: string[];
}

const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

const vitestCounts = (file: string) => (): Counts => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const failures = report.testResults.flatMap((suite) => {
    const where = relative(root, suite.name);
    const tests = suite.assertionResults.filter((t) => t.status === 'failed');
    // A file that failed to load or whose hooks threw has no failed test of its own, only a message.
    if (!tests.length && suite.message) return [`${where} — ${firstLine(suite.message)}`];
    return tests.map((t) => `${where} › ${t.fullName} — ${firstLine(t.failureMessages[0])}`);
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
};

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs: {
    title: string;
    ok: boolean;
    tests: { projectName: string; results: { error?: { message?: string } }[] }[];
  }[];
}

const playwrightCounts = (file: string) => (): Counts => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  };
  const failures: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs.filter((s) => !s.ok)) {
      const test = spec.tests.find((t) => t.results.some((r) => r.error));
      const error = test?.results.find((r) => r.error)?.error?.message;
      failures.push(`[${test?.projectName ?? '?'}] ${suite.file} › ${spec.title} — ${firstLine(error)}`);
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failures };
};

const vitest = (name: string, projects: string[]): Step => {
  const file = join(reports, `${name}.json`);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    counts: vitestCounts(file),
  };
};

const e2eReport = join(reports, 'e2e.json');
const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level=warn', '.'] },
  vitest('unit, web components, CDK', ['unit', 'web', 'infra']),
  { name: 'web build', command: ['npm', 'run', '--silent', 'build', '-w', 'web'] },
  vitest('integration', ['integration']),
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    counts: playwrightCounts(e2eReport),
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary: string[] = [];
const startedAt = Date.now();

for (const step of steps.filter((s) => !only.length || only.some((o) => s.name.includes(o)))) {
  console.log(`\n━━ ${step.name} ━━`);
  if (step.name === 'e2e' && !ensureChromium()) {
    summary.push(`✗ e2e: Chromium is missing at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
    failed += 1;
    continue;
  }
  const t = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...step.env },
  });
  const ok = result.status === 0;
  const counts = step.counts ? safe(step.counts) : null;
  passed += counts?.passed ?? 0;
  // A failed step with no failed test in its report (a type error, a lint finding, a crash) counts as one failure.
  failed += counts?.failed || (ok ? 0 : 1);
  const counted = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  summary.push(`${ok ? '✓' : '✗'} ${step.name}${counted} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  for (const failure of counts?.failures ?? []) summary.push(`    ✗ ${failure}`);
}

function safe(read: () => Counts) {
  try {
    return read();
  } catch {
    return null;
  }
}

console.log(`\n━━ summary (${((Date.now() - startedAt) / 1000).toFixed(0)} s) ━━\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
