// Lighthouse 12.2.3 (the last that runs on Node 20 here) reads each PipelineReporter trace event's
// `chrome_frame_reporter` argument, which newer Chromium (Debian's 156) writes as `frame_reporter`.
// Its trace engine then throws, and with it go the audits that name the LCP element, the layout
// shifts and the render-blocking requests: the ones that say what to fix. This gatherer replaces
// the default Trace gatherer (same artifact id, same dependency symbol) and adds the old name.
import Trace from 'lighthouse/core/gather/gatherers/trace.js';

type TraceEvent = ReturnType<Trace['getArtifact']>['traceEvents'][number];

export function addLegacyFrameReporter(event: TraceEvent) {
  const args = event.args as { frame_reporter?: unknown; chrome_frame_reporter?: unknown } | undefined;
  if (event.name === 'PipelineReporter' && args?.frame_reporter && !args.chrome_frame_reporter) args.chrome_frame_reporter = args.frame_reporter;
}

export class FrameReporterTrace extends Trace {
  override getArtifact() {
    const trace = super.getArtifact();
    trace.traceEvents.forEach(addLegacyFrameReporter);
    return trace;
  }
}
