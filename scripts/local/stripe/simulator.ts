// The simulator's state and clock: operations change the state synchronously and emit events; `run` then saves the
// state (a JSON file in the platform's data folder, so a restart keeps it) and delivers the events in order,
// awaiting each, before the caller answers. A failed delivery is logged and kept for a retry, never thrown.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SendEvent } from './delivery.ts';
import { API_VERSION, type EventRecord, type SimulatorState, type StripeEvent, emptyState } from './model.ts';

export interface SimulatorOptions {
  /** The JSON file the state lives in; null keeps it in memory only. */
  statePath: string | null;
  /** The app host's origin (`http://app.localhost:4321`): the simulator's pages live under its `/_dev/stripe`. */
  appOrigin: string;
  send: SendEvent;
  /** Milliseconds since the epoch; the simulator's clock never runs behind it. */
  now?: () => number;
  log?: (line: string) => void;
}

/** How many delivered events the overview keeps listing; failed ones stay until a retry delivers them. */
const DELIVERED_KEPT = 100;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function loadState(path: string | null): SimulatorState {
  if (!path || !existsSync(path)) return emptyState();
  const stored = JSON.parse(readFileSync(path, 'utf8')) as SimulatorState;
  if (stored.version !== 1) return emptyState();
  // Events on their way when the platform stopped are kept as failed deliveries, for the retry button.
  for (const record of stored.events) {
    if (!record.delivered && record.error === null) record.error = 'not delivered before the platform stopped';
  }
  return { ...emptyState(), ...stored };
}

export class StripeSimulator {
  readonly state: SimulatorState;
  readonly appOrigin: string;
  private readonly options: SimulatorOptions;
  private pending: StripeEvent[] = [];
  private deliveries: Promise<unknown> = Promise.resolve();

  constructor(options: SimulatorOptions) {
    this.options = options;
    this.appOrigin = options.appOrigin;
    this.state = loadState(options.statePath);
  }

  /**
   * The next timestamp (seconds): real time, but always after the last one given out, so every event and object
   * the simulator makes is strictly ordered by `created` even when several happen in the same second.
   */
  tick(): number {
    const real = Math.floor((this.options.now ?? Date.now)() / 1000);
    this.state.clock = Math.max(real, this.state.clock + 1);
    return this.state.clock;
  }

  /** The simulator's current time without advancing it. */
  clock(): number {
    return Math.max(Math.floor((this.options.now ?? Date.now)() / 1000), this.state.clock);
  }

  /** A Stripe-style id (`sub_…`): a counter first, so ids sort in the order they were made, then random letters. */
  id(prefix: string): string {
    this.state.sequence += 1;
    const random = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${prefix}_${this.state.sequence.toString(36).padStart(6, '0')}${random}`;
  }

  /**
   * Records an event of the current operation; `run` delivers it after the operation. `account`: the connected
   * account a Connect event happened on (it is sent to the Connect webhook, signed with the Connect secret).
   */
  emit(type: string, object: Record<string, unknown>, previous?: Record<string, unknown>, account?: string) {
    // A copy: the state goes on changing in the same operation, the event says what it was when it happened.
    const data = structuredClone(
      previous && Object.keys(previous).length ? { object, previous_attributes: previous } : { object },
    );
    this.pending.push({
      id: this.id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.tick(),
      data,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      ...(account ? { account } : {}),
    });
  }

  /**
   * Runs one operation: its changes, then the save, then the delivery of its events (in order, after any earlier
   * operation's). Resolves with the operation's answer once every event was delivered or logged as failed.
   */
  async run<T>(operation: () => T): Promise<T> {
    return (await this.runRecorded(operation)).result;
  }

  /** `run`, answering the events the operation sent too (the pages say which). */
  async runRecorded<T>(operation: () => T): Promise<{ result: T; events: EventRecord[] }> {
    this.pending = [];
    let result: T;
    try {
      result = operation();
    } catch (error) {
      this.pending = [];
      throw error;
    }
    const records = this.pending.map((event): EventRecord => ({ event, delivered: false, error: null }));
    this.pending = [];
    this.state.events.push(...records);
    this.save();
    // A call that changed nothing Stripe reports (a read) does not wait behind other calls' deliveries.
    if (records.length) await this.deliver(records);
    return { result, events: records };
  }

  /** The events whose delivery failed (not those still on their way), oldest first. */
  failedDeliveries(): EventRecord[] {
    return this.state.events.filter((r) => !r.delivered && r.error !== null);
  }

  /** Delivers again every event whose delivery failed, oldest first. */
  async retryFailed(): Promise<{ delivered: number; failed: number }> {
    const failed = this.failedDeliveries();
    await this.deliver(failed);
    const left = failed.filter((r) => !r.delivered).length;
    return { delivered: failed.length - left, failed: left };
  }

  private deliver(records: EventRecord[]): Promise<void> {
    const log = this.options.log ?? ((line: string) => console.warn(line));
    const delivery = this.deliveries.then(async () => {
      for (const record of records) {
        try {
          await this.options.send(record.event);
          record.delivered = true;
          record.error = null;
        } catch (error) {
          record.error = (error as Error).message;
          log(`[stripe simulator] ${record.event.type} ${record.event.id} not delivered: ${record.error}`);
        }
      }
      this.trimEvents();
      this.save();
    });
    this.deliveries = delivery.catch(() => undefined);
    return delivery;
  }

  private trimEvents() {
    const delivered = this.state.events.filter((r) => r.delivered);
    const drop = new Set(delivered.slice(0, Math.max(0, delivered.length - DELIVERED_KEPT)));
    if (drop.size) this.state.events = this.state.events.filter((r) => !drop.has(r));
  }

  private save() {
    const path = this.options.statePath;
    if (!path) return;
    writeFileSync(`${path}.tmp`, JSON.stringify(this.state));
    renameSync(`${path}.tmp`, path);
  }
}
