/**
 * How much the shop simulator plays, read in one place (docs/quality.md, "Tests": the shop simulator): CI runs a
 * bounded set on each driver; SIM_RUNS, SIM_SEED and SIM_COMMANDS run more, or replay one failure;
 * SIM_SLOWEST_MS allows slower answers on a busy machine.
 */
export interface SimulatorConfig {
  /** Sequences per driver. */
  runs: number;
  /** Most commands in one sequence. */
  maxCommands: number;
  /** fast-check's seed: a failing run prints it, SIM_SEED replays it. */
  seed: number;
  /**
   * The slowest answer allowed (2 s, docs/quality.md). SIM_SLOWEST_MS raises it for a long run on a
   * machine others share, where the load, not the shop, decides how long a request waits.
   */
  slowestAnswerMs: number;
}

const CI_RUNS = 8;
const CI_MAX_COMMANDS = 40;
/** CI plays the same days each time, so a red run is the product's change, not a new draw. */
const CI_SEED = 20261126;
const SLOWEST_ANSWER_MS = 2_000;

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}.`);
  return value;
}

export function simulatorConfig(environment: Record<string, string | undefined> = process.env): SimulatorConfig {
  return {
    runs: wholeNumber('SIM_RUNS', environment.SIM_RUNS, CI_RUNS),
    maxCommands: wholeNumber('SIM_COMMANDS', environment.SIM_COMMANDS, CI_MAX_COMMANDS),
    seed: wholeNumber('SIM_SEED', environment.SIM_SEED, CI_SEED),
    slowestAnswerMs: wholeNumber('SIM_SLOWEST_MS', environment.SIM_SLOWEST_MS, SLOWEST_ANSWER_MS),
  };
}
