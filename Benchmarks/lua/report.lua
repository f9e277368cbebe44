-- Shared by both scripts: wrk's own figures as one line of JSON that the harness reads.
function bench_report(summary, latency, extra)
   local e = summary.errors
   io.write(string.format(
      'BENCH {"requests": %d, "duration_us": %d, "bytes": %d, "connect_errors": %d, "read_errors": %d, '
      .. '"write_errors": %d, "status_errors": %d, "timeouts": %d, "p50_us": %d, "p90_us": %d, '
      .. '"p99_us": %d, "max_us": %d, "mean_us": %.1f%s}\n',
      summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
      latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
      extra or ""))
end

-- For the scripts that expect a 303 to every request: each of their `threads` counts `answered` and `unexpected`
-- (not a 303); the totals join wrk's figures.
function report_303(threads, summary, latency)
   local others, seen = 0, 0
   for _, thread in ipairs(threads) do
      others = others + thread:get("unexpected")
      seen = seen + thread:get("answered")
   end
   bench_report(summary, latency, string.format(', "not_303": %d, "answered": %d', others, seen))
end
