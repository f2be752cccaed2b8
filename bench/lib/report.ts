// Each figure is printed beside its budget and saved under bench/results/, so a regression shows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Omitted for a figure shown for context only (it cannot miss). */
  budget?: number;
  /** 'max': the value must stay at or under the budget; 'min': at or over it. */
  kind?: 'max' | 'min';
}

export const withinBudget = (f: Figure) =>
  f.budget === undefined || (f.kind === 'min' ? f.value >= f.budget : f.value <= f.budget);

export function report(bench: string, figures: Figure[], details: unknown = {}): boolean {
  for (const f of figures) {
    const sign = f.kind === 'min' ? '≥' : '≤';
    const budget =
      f.budget === undefined
        ? '(no budget)'
        : `budget ${sign} ${f.budget} ${f.unit}  ${withinBudget(f) ? 'ok' : 'MISSED'}`;
    const value = Math.abs(f.value) < 10 ? f.value.toFixed(2) : f.value.toFixed(1);
    console.log(
      `${bench.padEnd(16)} ${f.name.padEnd(40)} ${value.padStart(9)} ${f.unit.padEnd(5)} ${budget}`,
    );
  }
  const dir = join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${bench}.json`),
    JSON.stringify({ at: new Date().toISOString(), figures, details }, null, 2) + '\n',
  );
  return figures.every(withinBudget);
}
