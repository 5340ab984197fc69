import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Linux /proc helpers: find the process that runs the server, and the RSS of it and its children. */
export function childPids(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  const children: number[] = [];
  for (const task of readdirSync(tasks)) {
    try {
      const text = readFileSync(`${tasks}/${task}/children`, 'utf8').trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    } catch {
      // The task ended while we looked.
    }
  }
  return children;
}

export function descendantPids(pid: number): number[] {
  const result: number[] = [];
  for (const child of childPids(pid)) result.push(child, ...descendantPids(child));
  return result;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Resident set size in MB (VmRSS), or undefined if the process is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used so far, in ms, or undefined if it is gone. */
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Clock ticks are 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
