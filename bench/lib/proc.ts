import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const OUTPUT_TAIL_CHARS = 8_000;

/**
 * A child started in its own process group (detached), so stopping it also stops what
 * it started: `npx tsx x.ts` is npm → sh → tsx → node, and the server is the last one.
 */
export class ManagedProcess {
  readonly pid: number;
  readonly startedAt: number;
  /** The process that does the work (the server), once known; see `stop`. */
  mainPid: number | null = null;
  private tail = '';
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private readonly exitListeners: Array<() => void> = [];

  constructor(
    readonly label: string,
    child: ChildProcess,
  ) {
    if (child.pid === undefined) throw new Error(`${label}: spawn failed`);
    this.pid = child.pid;
    this.startedAt = performance.now();
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      this.tail = (this.tail + text).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code, signal) => {
      this.exitInfo = { code, signal };
      for (const listener of this.exitListeners.splice(0)) listener();
    });
  }

  get exited() {
    return this.exitInfo !== null;
  }

  get exitDescription() {
    if (!this.exitInfo) return 'running';
    return this.exitInfo.signal ? `killed by ${this.exitInfo.signal}` : `exit code ${this.exitInfo.code}`;
  }

  /** The last few KB of stdout+stderr (for error messages and log scraping). */
  outputTail(chars = 2_000) {
    return this.tail.slice(-chars).trim();
  }

  /** Resolves when the direct child exits (or at once if it has). */
  waitForExit(): Promise<void> {
    if (this.exitInfo) return Promise.resolve();
    return new Promise((resolve) => this.exitListeners.push(resolve));
  }

  /** Whether any process of the group is still alive. */
  groupAlive(): boolean {
    try {
      process.kill(-this.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  signalGroup(signal: NodeJS.Signals) {
    try {
      process.kill(-this.pid, signal);
    } catch {
      // The group is already gone.
    }
  }

  /**
   * SIGTERM to the whole group, so the server closes its database. Once the server
   * process (`mainPid`, when known) is gone, the wrappers around it (npm, sh, tsx) hold
   * no state and are SIGKILLed rather than waited for (npm lingers ~1 s after its child).
   * Anything still alive after `graceMs` is SIGKILLed too. Bounded.
   */
  async stop(graceMs = 8_000): Promise<'graceful' | 'killed' | 'not running'> {
    if (!this.groupAlive()) return 'not running';
    this.signalGroup('SIGTERM');
    const done = () => !this.groupAlive() || (this.mainPid !== null && !pidAlive(this.mainPid));
    const deadline = performance.now() + graceMs;
    while (!done() && performance.now() < deadline) await sleep(20);
    const outcome = done() ? 'graceful' : 'killed';
    if (this.groupAlive()) {
      this.signalGroup('SIGKILL');
      const killDeadline = performance.now() + 3_000;
      while (this.groupAlive() && performance.now() < killDeadline) await sleep(20);
    }
    return outcome;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every child the bench starts; `killAllSync` runs on exit whatever happened. */
export class ProcessRegistry {
  private readonly live = new Set<ManagedProcess>();

  spawn(
    label: string,
    command: string,
    args: string[],
    opts: { cwd: string; env: NodeJS.ProcessEnv },
  ): ManagedProcess {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Spawn errors (ENOENT) arrive as an event; surface them as an exit instead of a crash.
    child.on('error', () => {});
    const proc = new ManagedProcess(label, child);
    this.live.add(proc);
    return proc;
  }

  async stop(proc: ManagedProcess, graceMs?: number) {
    try {
      return await proc.stop(graceMs);
    } finally {
      if (!proc.groupAlive()) this.live.delete(proc);
    }
  }

  async stopAll() {
    await Promise.all([...this.live].map((p) => this.stop(p)));
  }

  /** Last resort (process 'exit', signals): SIGKILL every group still alive. */
  killAllSync() {
    for (const proc of this.live) proc.signalGroup('SIGKILL');
    this.live.clear();
  }
}

/** Runs a command to completion (bounded by `timeoutMs`); rejects on non-zero exit. */
export async function runToCompletion(
  procs: ProcessRegistry,
  label: string,
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<string> {
  const proc = procs.spawn(label, command, args, opts);
  // Unref'd: a pending timeout must not keep the bench alive after the command finished.
  const timer = sleep(opts.timeoutMs, 'timeout' as const, { ref: false });
  const outcome = await Promise.race([proc.waitForExit().then(() => 'exited' as const), timer]);
  if (outcome === 'timeout') {
    await procs.stop(proc, 1_000);
    throw new Error(`${label}: timed out after ${opts.timeoutMs} ms\n${proc.outputTail()}`);
  }
  await procs.stop(proc, 1_000);
  if (proc.exitDescription !== 'exit code 0') {
    throw new Error(`${label}: ${proc.exitDescription}\n${proc.outputTail()}`);
  }
  return proc.outputTail();
}

// ---------------------------------------------------------------- /proc helpers

function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function descendants(root: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const ppid = parentPid(pid);
    if (ppid === null) continue;
    const list = childrenOf.get(ppid) ?? [];
    list.push(pid);
    childrenOf.set(ppid, list);
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0 && out.length < 10_000) {
    const pid = queue.shift()!;
    for (const child of childrenOf.get(pid) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

export interface MemoryStatus {
  /** Current resident set size, KiB. */
  vmRssKb: number;
  /** Peak resident set size since the process started ("high water mark"), KiB. */
  vmHwmKb: number;
}

export function readMemory(pid: number): MemoryStatus | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    const mem = { vmRssKb: field('VmRSS'), vmHwmKb: field('VmHWM') };
    return Number.isFinite(mem.vmRssKb) && Number.isFinite(mem.vmHwmKb) ? mem : null;
  } catch {
    return null;
  }
}

/**
 * The pid of the process that actually runs the server: the leaf of the group's tree
 * (npm → sh → tsx → node) whose command line mentions `script`; if several match,
 * the one with the largest RSS.
 */
export function findServerPid(proc: ManagedProcess, script: string): number | null {
  const candidates = [proc.pid, ...descendants(proc.pid)].filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script);
    } catch {
      return false;
    }
  });
  const leaves = candidates.filter((pid) => !candidates.some((other) => parentPid(other) === pid));
  const pool = leaves.length > 0 ? leaves : candidates;
  let best: { pid: number; rss: number } | null = null;
  for (const pid of pool) {
    const rss = readMemory(pid)?.vmRssKb ?? -1;
    if (!best || rss > best.rss) best = { pid, rss };
  }
  return best?.pid ?? null;
}

/** Polls VmRSS every `intervalMs` until stopped; `stop()` returns the max seen and the VmHWM at that moment. */
export function sampleMemory(pid: number, intervalMs = 200) {
  let maxRssKb = 0;
  let samples = 0;
  const tick = () => {
    const mem = readMemory(pid);
    if (mem) {
      samples += 1;
      maxRssKb = Math.max(maxRssKb, mem.vmRssKb);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      const final = readMemory(pid);
      return { maxRssKb, samples, vmHwmKb: final?.vmHwmKb ?? null };
    },
  };
}
