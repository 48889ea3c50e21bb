// What an operator's Prometheus scrapes at /metrics: counters the server bumps as it works
// (commands, socket requests by event and answer, HTTP answers by status, database outages,
// shed work) and gauges read when scraped (sockets, cached games, the bots' waiting line, the
// event loop's delay, the database's state). The text exposition format is a few lines of
// code, so no client library is pulled in for it.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

type Labels = Record<string, string>;

interface Family {
  help: string;
  type: 'counter' | 'gauge';
  values: Map<string, number>;
  /** Gauges read at scrape time. */
  read?: () => number | [Labels, number][];
}

const key = (labels: Labels): string =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${v.replace(/["\\\n]/g, '_')}"`)
    .join(',');

export class Metrics {
  private readonly families = new Map<string, Family>();
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.loop.enable();
    this.gauge(
      'dt_event_loop_delay_p99_seconds',
      'Event loop delay, 99th percentile since the last scrape',
      () => {
        const p99 = this.loop.percentile(99) / 1e9;
        this.loop.reset();
        return p99;
      },
    );
    this.gauge('process_resident_memory_bytes', 'Resident memory size', () => process.memoryUsage.rss());
    this.gauge('process_cpu_seconds_total', 'User and system CPU time spent', () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    });
  }

  /** Adds `by` to a counter (declared on first use). */
  count(name: string, help: string, labels: Labels = {}, by = 1): void {
    let f = this.families.get(name);
    if (!f) {
      f = { help, type: 'counter', values: new Map() };
      this.families.set(name, f);
    }
    const k = key(labels);
    f.values.set(k, (f.values.get(k) ?? 0) + by);
  }

  /** A value (or labelled values) read when scraped: a gauge, or a counter kept elsewhere. */
  gauge(
    name: string,
    help: string,
    read: () => number | [Labels, number][],
    type: 'gauge' | 'counter' = name.endsWith('_total') ? 'counter' : 'gauge',
  ): void {
    this.families.set(name, { help, type, values: new Map(), read });
  }

  /** The Prometheus text exposition (version 0.0.4). */
  render(): string {
    const out: string[] = [];
    for (const [name, f] of this.families) {
      out.push(`# HELP ${name} ${f.help}`, `# TYPE ${name} ${f.type}`);
      const read = f.read?.();
      const values: [string, number][] =
        read === undefined
          ? [...f.values]
          : typeof read === 'number'
            ? [['', read]]
            : read.map(([l, v]) => [key(l), v]);
      for (const [k, v] of values) out.push(`${name}${k ? `{${k}}` : ''} ${Number.isFinite(v) ? v : 0}`);
    }
    return `${out.join('\n')}\n`;
  }

  close(): void {
    this.loop.disable();
  }
}
