-- wrk script for make flood (flood.py). Counts answers by status and prints them with the latency in done().
-- "plain": wrk's own request (a cookieless GET of the URL's path).
-- "spoof N PATH MARK": a cookieless form POST to PATH, each with a new X-Forwarded-For address, N per thread (the
-- threads' ranges do not overlap); once N have been answered the thread writes the file MARK.<thread> and stops.
-- wrk itself runs until its duration or SIGINT: flood.py waits for every thread's file, then interrupts it.

-- Globals, so done() can read them from each thread.
counts = {}
answered = 0
sent = 0
per_thread = 0
threads_seen = {}
local mode, path, mark = "plain", "/", nil

function setup(thread)
  thread:set("thread_index", #threads_seen + 1)
  table.insert(threads_seen, thread)
end

function init(args)
  mode = args[1] or "plain"
  if mode == "spoof" then
    per_thread = tonumber(args[2])
    path = args[3]
    mark = args[4]
  end
end

local function address(n)
  return string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
end

function request()
  if mode ~= "spoof" then
    return wrk.request()
  end
  -- Once this thread's share is out, the connections still waiting repeat its last address (no new one).
  local n = (thread_index - 1) * per_thread + math.min(sent, per_thread - 1)
  sent = sent + 1
  return wrk.format("POST", path, {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["X-Forwarded-For"] = address(n),
  }, "cell=4")
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
  answered = answered + 1
  if mode == "spoof" and answered == per_thread then
    local file = io.open(mark .. "." .. thread_index, "w")
    file:write(answered .. "\n")
    file:close()
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local total = {}
  local addresses = 0
  for _, thread in ipairs(threads_seen) do
    for status, count in pairs(thread:get("counts")) do
      total[status] = (total[status] or 0) + count
    end
    addresses = addresses + math.min(thread:get("sent"), thread:get("per_thread"))
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, status .. "=" .. count)
  end
  table.sort(parts)
  io.write("STATUS " .. table.concat(parts, " ") .. "\n")
  io.write("ADDRESSES " .. addresses .. "\n")
  io.write(string.format("ERRORS connect=%d read=%d write=%d timeout=%d\n", summary.errors.connect,
    summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("LATENCY p50=%.2f p99=%.2f max=%.2f\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000))
end
