// Frames as Chrome itself counts them, for the UI timing journey (issue 17).
//
// traceFrames(page, fn) records a Chrome trace (CDP Tracing, the categories
// the DevTools Performance panel records, with the compositor's frame
// reporting) while fn runs, and answers fn's result with `chrome`: Chrome's
// own count of the frames in the trace (its PipelineReporter events: each
// frame the compositor produced or dropped, with the state DevTools shows:
// presented, partially presented, dropped) and, for every frame that was
// partially presented or dropped, what the threads did in its vsync interval:
// the renderer's main thread (script, style, layout, paint, garbage
// collection), its compositor thread, its raster workers, and the display
// compositor (viz). A frame is put down to the page's own work when its main
// thread was busy for more than half of that interval; the rest to the
// compositor, raster or viz.
// BENCH_TRACE_DIR keeps each raw trace (JSON, openable in DevTools).
// BENCH_PROFILE_DIR keeps a CPU profile of each scroll.
// BENCH_EXTRA_CATEGORIES adds trace categories (comma-separated), e.g.
// disabled-by-default-devtools.timeline.invalidationTracking to see why
// style, layout or paint was invalidated (it slows the scroll: for traces
// to read, not for figures).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { timeLimit } from './harness.mjs'

// What the DevTools Performance panel records (not the heavier blink, v8 and
// cc categories: they slowed the page's scroll several times over).
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  ...(process.env.BENCH_EXTRA_CATEGORIES ? process.env.BENCH_EXTRA_CATEGORIES.split(',') : []),
]

export async function traceFrames(page, name, fn) {
  const cdp = await timeLimit(page.context().newCDPSession(page), 'opening a DevTools session')
  // Every DevTools call and the trace's end have a time limit: they have none of their own.
  const send = (method, params) => timeLimit(cdp.send(method, params), `DevTools ${method}`)
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: CATEGORIES, excludedCategories: ['*'] },
  })
  // BENCH_PROFILE_DIR also keeps a CPU profile of the page (.cpuprofile, for DevTools or a summary).
  const profile = process.env.BENCH_PROFILE_DIR
  if (profile) {
    await send('Profiler.enable')
    await send('Profiler.setSamplingInterval', { interval: 500 })
    await send('Profiler.start')
  }
  let result
  try {
    result = await fn()
  } finally {
    if (profile) writeFileSync(join(profile, `${name}.cpuprofile`), JSON.stringify((await send('Profiler.stop')).profile))
    await send('Tracing.end')
    await timeLimit(complete, `the trace of ${name} (Tracing.tracingComplete)`)
    await cdp.detach().catch(() => {})
  }
  if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${name}.json`), JSON.stringify(events))
  return { ...result, chrome: classifyFrames(events) }
}

// What each kind of main-thread trace event is, for the breakdown.
const MAIN_KINDS = {
  script: ['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'FireIdleCallback', 'v8.callFunction', 'RunMicrotasks', 'V8.Execute'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout', 'UpdateLayout'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'Commit', 'CompositeLayers', 'Decode Image', 'Decode LazyPixelRef'],
  gc: ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GC_MC_BACKGROUND_MARKING', 'CppGC.AtomicPhase'],
}
const KIND_OF = Object.fromEntries(Object.entries(MAIN_KINDS).flatMap(([k, names]) => names.map((n) => [n, k])))

// busy sums the time the spans cover inside [lo, hi], overlapping spans counted once.
function busy(spans, lo, hi) {
  let total = 0
  let end = lo
  for (const [s, e] of spans) {
    if (e <= end || s >= hi) continue
    const from = Math.max(s, end)
    const to = Math.min(e, hi)
    if (to > from) total += to - from
    end = Math.max(end, to)
  }
  return total
}

/**
 * classifyFrames reads Chrome's frames out of a trace: those between the
 * page's performance marks bench-scroll-start and bench-scroll-end when the
 * trace has them (the scroll), else all.
 */
export function classifyFrames(events) {
  const thread = {}
  const proc = {}
  for (const e of events) {
    if (e.ph !== 'M') continue
    if (e.name === 'thread_name') thread[`${e.pid}/${e.tid}`] = e.args.name
    if (e.name === 'process_name') proc[e.pid] = e.args.name
  }
  // The page's renderer: the process whose main thread ran the scroll's script.
  const tn = (e) => thread[`${e.pid}/${e.tid}`] ?? ''
  const rendererPid = events.find((e) => e.name === 'FireAnimationFrame' && tn(e) === 'CrRendererMain')?.pid
  const spans = { main: [], compositor: [], raster: [], viz: [] }
  // The main thread's CPU time in its tasks (thread time, tdur): what the
  // page's work costs, less swayed than wall time by other processes on a
  // loaded machine.
  const mainCpu = []
  const mainKinds = { script: [], style: [], layout: [], paint: [], gc: [] }
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue
    const t = tn(e)
    const span = [e.ts / 1000, (e.ts + e.dur) / 1000]
    if (e.pid === rendererPid && t === 'CrRendererMain') {
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
        spans.main.push(span)
        mainCpu.push([span[0], (e.tdur ?? 0) / 1000])
      }
      const k = KIND_OF[e.name]
      if (k) mainKinds[k].push(span)
    } else if (e.pid === rendererPid && t === 'Compositor') {
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') spans.compositor.push(span)
    } else if (e.pid === rendererPid && e.name === 'RasterTask') {
      spans.raster.push(span) // on the tile workers (CompositorTileWorker, or the thread pool's)
    } else if (t === 'VizCompositorThread' || (proc[e.pid] === 'GPU Process' && t === 'CrGpuMain')) {
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') spans.viz.push(span)
    }
  }
  for (const list of [...Object.values(spans), ...Object.values(mainKinds)]) list.sort((a, b) => a[0] - b[0])
  // Style, layout and paint that script forces (a layout read, React's
  // commit) are nested in its FunctionCall: script's own time is the time
  // covered by script or anything else, less the time covered by the rest.
  const notScript = [...mainKinds.style, ...mainKinds.layout, ...mainKinds.paint, ...mainKinds.gc].sort((a, b) => a[0] - b[0])
  const anyKind = [...notScript, ...mainKinds.script].sort((a, b) => a[0] - b[0])
  const kindBusy = (k, list, lo, hi) => (k === 'script' ? busy(anyKind, lo, hi) - busy(notScript, lo, hi) : busy(list, lo, hi))

  // PipelineReporter: an async slice per frame of the page's compositor
  // (its Compositor thread), with the frame's state; a frame sequence can
  // have two (the compositor's own frame, FORKED, and the main thread's).
  const open = new Map()
  const reporters = []
  for (const e of events) {
    if (e.pid !== rendererPid || e.name !== 'PipelineReporter' || tn(e) !== 'Compositor') continue
    const key = e.id2?.local ?? e.id2?.global ?? e.id
    if (e.ph === 'b') open.set(key, e)
    else if (e.ph === 'e' && open.has(key)) {
      const b = open.get(key)
      open.delete(key)
      const r = b.args?.frame_reporter ?? b.args?.chrome_frame_reporter ?? {}
      reporters.push({ start: b.ts / 1000, end: e.ts / 1000, state: r.state ?? '?', sequence: r.frame_sequence })
    }
  }
  const mark = (n) => events.find((e) => e.name === n && e.cat?.includes('user_timing'))
  const window = mark('bench-scroll-start') && mark('bench-scroll-end') ? { start: mark('bench-scroll-start').ts / 1000, end: mark('bench-scroll-end').ts / 1000 } : null
  // One entry per frame sequence (vsync) in the window: presented when any
  // of its reporters presented everything, partial when the compositor
  // presented without the main thread's update, dropped when none presented.
  const bySeq = new Map()
  for (const r of reporters) {
    if (window && (r.start < window.start || r.start > window.end)) continue
    const f = bySeq.get(r.sequence) ?? { sequence: r.sequence, start: r.start, end: r.end, states: new Set() }
    f.start = Math.min(f.start, r.start)
    f.end = Math.max(f.end, r.end)
    f.states.add(r.state)
    bySeq.set(r.sequence, f)
  }
  const frames = [...bySeq.values()].sort((a, b) => a.start - b.start)
  for (const f of frames) {
    f.state = f.states.has('STATE_PRESENTED_ALL') ? 'presented' : f.states.has('STATE_PRESENTED_PARTIAL') ? 'partial' : f.states.has('STATE_DROPPED') ? 'dropped' : 'no update'
  }
  const interval = 1000 / 60
  const slow = []
  for (const f of frames.filter((f) => f.state === 'partial' || f.state === 'dropped')) {
    // The frame's own vsync interval: what each thread did while it was due.
    const lo = f.start
    const hi = f.start + interval
    const main = busy(spans.main, lo, hi)
    slow.push({
      state: f.state,
      main,
      ...Object.fromEntries(Object.entries(mainKinds).map(([k, list]) => [k, kindBusy(k, list, lo, hi)])),
      compositor: busy(spans.compositor, lo, hi),
      raster: busy(spans.raster, lo, hi),
      viz: busy(spans.viz, lo, hi),
      // Ours when the page's main thread was busy for more than half of it.
      cause: main > interval / 2 ? 'main thread' : 'compositor/raster/viz',
    })
  }
  const count = (state) => frames.filter((f) => f.state === state).length
  const sum = (list, k) => +list.reduce((a, s) => a + s[k], 0).toFixed(0)
  const whole = window ?? { start: frames[0]?.start ?? 0, end: frames.at(-1)?.end ?? 0 }
  const share = (list) => +(busy(list, whole.start, whole.end) / Math.max(1, whole.end - whole.start)).toFixed(2)
  return {
    // Chrome's own count: frame sequences of the page's compositor during the scroll.
    frames: frames.length - count('no update'),
    presented: count('presented'),
    partial: count('partial'),
    dropped: count('dropped'),
    // Of the partial and dropped ones: how many had the main thread busy most of the frame.
    slowMainThread: slow.filter((s) => s.cause === 'main thread').length,
    slowCompositor: slow.filter((s) => s.cause !== 'main thread').length,
    // Milliseconds of each kind of work inside those frames' intervals, summed.
    slowFramesMs: Object.fromEntries(['main', 'script', 'style', 'layout', 'paint', 'gc', 'compositor', 'raster', 'viz'].map((k) => [k, sum(slow, k)])),
    // CPU time of the page's main thread during the scroll, in all and per frame of the scroll.
    mainCpuMs: Math.round(mainCpu.filter(([t]) => t >= whole.start && t <= whole.end).reduce((a, [, c]) => a + c, 0)),
    mainCpuPerFrameMs: +(mainCpu.filter(([t]) => t >= whole.start && t <= whole.end).reduce((a, [, c]) => a + c, 0) / Math.max(1, frames.length - count('no update'))).toFixed(1),
    // Share of the scroll's time each thread was busy (raster: summed over the workers, overlaps once).
    busyShare: { main: share(spans.main), compositor: share(spans.compositor), raster: share(spans.raster), viz: share(spans.viz) },
  }
}
