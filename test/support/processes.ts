// What a platform run leaves on this machine, read from Linux's /proc: the processes that carry a run's mark in
// their environment (every process the platform starts inherits it, emulators included, even once reparented to 1),
// and the TCP sockets those processes listen on, with the address each is bound to.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The environment variable startChildPlatform sets to a value of its own on every platform it starts. */
export const RUN_MARK = 'HEARTH_TEST_RUN_MARK';

export interface MarkedProcess {
  pid: number;
  command: string;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return null; // the process ended meanwhile, or is not ours to read
  }
}

/** Live processes (zombies carry no environment) whose environment holds the run's mark. */
export function processesMarked(mark: string): MarkedProcess[] {
  const wanted = `${RUN_MARK}=${mark}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      const environment = read(`/proc/${pid}/environ`);
      if (!environment?.split('\0').includes(wanted)) return [];
      const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim();
      return [{ pid: Number(pid), command }];
    });
}

/** The emulators among a run's processes: DynamoDB Local's java and cognito-local's node. */
export function emulatorsMarked(mark: string): MarkedProcess[] {
  return processesMarked(mark).filter((p) => /DynamoDBLocal|cognito-local/.test(p.command));
}

function socketInodes(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode) inodes.add(inode);
      } catch {
        // closed meanwhile
      }
    }
  }
  return inodes;
}

/** /proc/net/tcp's hex address (host byte order, 32-bit words) as text: `127.0.0.1`, `::1`, `0.0.0.0`, `::`. */
function decodeAddress(hex: string): string {
  const words = hex
    .toLowerCase()
    .match(/.{8}/g)!
    .map((word) => word.match(/../g)!.reverse().join(''));
  if (words.length === 1)
    return words[0]!
      .match(/../g)!
      .map((byte) => parseInt(byte, 16))
      .join('.');
  const v4Mapped = words[0] === '00000000' && words[1] === '00000000' && words[2] === '0000ffff';
  if (v4Mapped) return `::ffff:${decodeAddress(hex.slice(24))}`;
  const groups = words.flatMap((word) => [word.slice(0, 4), word.slice(4)]).join(':');
  return new URL(`http://[${groups}]/`).hostname.slice(1, -1);
}

export interface Listener {
  address: string;
  port: number;
}

/** Every TCP socket the processes listen on (IPv4 and IPv6), with its bound address and port. */
export function listenersOf(pids: number[]): Listener[] {
  const inodes = socketInodes(pids);
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    (read(table) ?? '')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[3] === '0A' && inodes.has(columns[9] ?? '')) // 0A: LISTEN
      .map((columns) => {
        const [address, port] = columns[1]!.split(':') as [string, string];
        return { address: decodeAddress(address), port: parseInt(port, 16) };
      }),
  );
}

/** Whether an address is this machine's loopback: 127.0.0.0/8, ::1, or 127/8 as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string): boolean {
  return /^(::ffff:)?127\./.test(address) || address === '::1';
}
