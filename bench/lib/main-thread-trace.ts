/**
 * The renderer's main thread in a Chromium trace, split by what it was doing: each trace event's
 * self time (its duration less the events nested in it) goes to the stage its name belongs to, so a
 * layout forced by a script counts as layout, and the script around it as JavaScript. Durations
 * are the thread's own CPU time (`tdur`), not the wall clock: on a machine busy with other jobs the
 * wall clock also counts the time the thread waited for a core.
 */
export const stages = ['script', 'parse', 'style', 'layout', 'paint', 'other'] as const
export type Stage = (typeof stages)[number]
export type MainThread = Record<Stage, number> & { total: number; wall: number; layouts: number }

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  tts?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

const scriptNames = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'XHRLoad',
  'MinorGC',
  'MajorGC',
  'GCEvent',
  'CacheScript',
])
const stageOfName: Record<string, Stage> = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
}

function stageOf(name: string): Stage {
  if (scriptNames.has(name) || /^v8[.:]/i.test(name)) return 'script'
  return stageOfName[name] ?? 'other'
}

type Span = { name: string; start: number; end: number; cpu: number }

/** Complete spans (X events and B/E pairs) of one thread, outermost first where they start together. */
function spansOf(events: TraceEvent[]): Span[] {
  const spans: Span[] = []
  const open: TraceEvent[] = []
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined) {
      spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur, cpu: event.tdur ?? event.dur })
    } else if (event.ph === 'B') open.push(event)
    else if (event.ph === 'E') {
      const begin = open.pop()
      const cpu = begin?.tts !== undefined && event.tts !== undefined ? event.tts - begin.tts : event.ts - (begin?.ts ?? event.ts)
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts, cpu })
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end)
}

/** CPU milliseconds per stage on every renderer main thread of the trace (`traceEvents` of Chromium's JSON). */
export function mainThreadStages(traceEvents: TraceEvent[]): MainThread {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const byThread = new Map<string, TraceEvent[]>()
  for (const event of traceEvents) {
    const key = `${event.pid}:${event.tid}`
    if (!mainThreads.has(key)) continue
    const list = byThread.get(key) ?? []
    list.push(event)
    byThread.set(key, list)
  }
  const result: MainThread = { script: 0, parse: 0, style: 0, layout: 0, paint: 0, other: 0, total: 0, wall: 0, layouts: 0 }
  for (const events of byThread.values()) {
    // A stack of open spans: each span's self time is what its children leave of it.
    const stack: { span: Span; self: number }[] = []
    const close = (until: number) => {
      while (stack.length && stack[stack.length - 1].span.end <= until) {
        const { span, self } = stack.pop()!
        result[stageOf(span.name)] += Math.max(0, self) / 1000
        if (stack.length === 0) {
          result.total += span.cpu / 1000
          result.wall += (span.end - span.start) / 1000
        }
      }
    }
    for (const span of spansOf(events)) {
      close(span.start)
      const parent = stack[stack.length - 1]
      const end = parent ? Math.min(span.end, parent.span.end) : span.end
      if (parent) parent.self -= span.cpu
      stack.push({ span: { ...span, end }, self: span.cpu })
      if (span.name === 'Layout') result.layouts++
    }
    close(Number.POSITIVE_INFINITY)
  }
  return result
}
