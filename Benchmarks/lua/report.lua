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
