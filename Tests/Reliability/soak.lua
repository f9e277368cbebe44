-- wrk script for make soak: each connection alternates a board GET and a move POST for one of many sessions.
-- The GET's page gives the form's csrf token and the game's version; the POST then toggles a flag on a
-- Minesweeper cell (a real write that never ends the game), so every POST should answer 303.
-- A page read queues its move; the next request any connection of the thread makes posts it. Sessions are
-- split between wrk's threads and far outnumber the connections, so two moves for one game at once (a 409)
-- should not happen.

local sessions = {}   -- this thread's sessions: { sid, csrf }
local by_csrf = {}
local next_session = 1
local pending = {}    -- moves to post, oldest first: { sid, csrf, version }
counts = {}  -- global, so done() can read it from each thread

function setup(thread)
  thread:set("thread_index", #threads_seen + 1)
  table.insert(threads_seen, thread)
end
threads_seen = {}

function init(args)
  local threads = tonumber(args[2])
  local index = 0
  for line in io.lines(args[1]) do
    index = index + 1
    if index % threads == thread_index - 1 then
      local sid, csrf = line:match("^(%x+) (%x+)$")
      local session = { sid = sid, csrf = csrf }
      table.insert(sessions, session)
      by_csrf[csrf] = session
    end
  end
end

function request()
  if #pending > 0 then
    local move = table.remove(pending, 1)
    local body = "csrf=" .. move.csrf .. "&version=" .. move.version .. "&action=flag&cell=" .. math.random(0, 80)
    return wrk.format("POST", "/minesweeper/move", {
      ["Cookie"] = "sid=" .. move.sid,
      ["Content-Type"] = "application/x-www-form-urlencoded",
    }, body)
  end
  local session = sessions[next_session]
  next_session = next_session % #sessions + 1
  return wrk.format("GET", "/minesweeper", { ["Cookie"] = "sid=" .. session.sid })
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
  if status == 200 then
    local csrf = body:match('name="csrf" value="(%x+)"')
    local version = body:match('name="version" value="(%d+)"')
    local session = csrf and by_csrf[csrf]
    if session and version then
      table.insert(pending, { sid = session.sid, csrf = csrf, version = version })
    end
  end
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads_seen) do
    for status, count in pairs(thread:get("counts")) do
      total[status] = (total[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, status .. "=" .. count)
  end
  table.sort(parts)
  io.write("STATUS " .. table.concat(parts, " ") .. "\n")
  io.write(string.format("ERRORS connect=%d read=%d write=%d timeout=%d status=%d\n", summary.errors.connect,
    summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status))
  io.write(string.format("LATENCY p50=%.2fms p99=%.2fms max=%.2fms\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000))
end
