// A vitest reporter printed after the default one: the run's wall time and the 15 slowest test
// files (collect + tests + hooks, as vitest measures them per file), so every CI phase shows where
// its time goes. Used by vitest.config.ts for every project.
import type { Reporter, TestModule } from "vitest/node";

const shown = 15;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A file's own cost: importing it and running its tests and hooks. */
export function fileDuration(module: TestModule): number {
  const diagnostic = module.diagnostic();
  return diagnostic.collectDuration + diagnostic.duration;
}

/** The report's lines: one for the run, then one per slowest file, longest first. */
export function slowestLines(
  files: ReadonlyArray<{ name: string; project: string; ms: number }>,
  wallMs: number,
): string[] {
  const sorted = [...files].sort((a, b) => b.ms - a.ms).slice(0, shown);
  const width = Math.max(0, ...sorted.map((file) => seconds(file.ms).length));
  return [
    `slowest: ${files.length} files in ${seconds(wallMs)} wall time; the ${sorted.length} slowest:`,
    ...sorted.map((file) => `  ${seconds(file.ms).padStart(width)}  [${file.project}] ${file.name}`),
  ];
}

export default class SlowestFilesReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const root = process.cwd() + "/";
    const files = modules.map((module) => ({
      name: module.moduleId.startsWith(root) ? module.moduleId.slice(root.length) : module.moduleId,
      project: module.project.name,
      ms: fileDuration(module),
    }));
    process.stdout.write(`\n${slowestLines(files, Date.now() - this.startedAt).join("\n")}\n`);
  }
}
