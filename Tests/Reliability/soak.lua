-- wrk script for make soak: each connection alternates a board GET and a move POST for one of many sessions.
-- The GET's page gives the form's csrf token and the game's version; the POST then toggles a flag on a
-- Minesweeper cell (a real write that never ends the game), so every POST should answer 303.
-- A page read queues its move; the next request any connection of the thread makes posts it.
--
-- A session is never in two requests at once, so a 409 (a move for an older version) cannot come from the
-- script: sessions are split between wrk's threads, and within a thread a session is taken when its GET is
-- sent and given back only when its move's 303 arrives. wrk does not say which request an answer is for, so
-- the move says it: at most one move per cell is in flight in a thread, and the 303 names the cell played
-- (`Location: /minesweeper?at=CELL`). A refused move's page (4xx) names the session by its csrf token.

local CELLS = 81      -- a Beginner board, the default game a session starts with
local sessions = {}   -- this thread's sessions: { cookie, csrf, busy, cell }
local by_csrf = {}
local next_session = 1
local pending = {}    -- moves to post, oldest first: { session, version }
local in_flight = {}  -- cell → the session whose move on that cell is in flight
counts = {}  -- global, so done() can read it from each thread
unmatched = 0  -- answers the script could not give back to a session
starved = 0    -- requests sent while every session of the thread was busy

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
      local cookie, csrf = line:match("^(%S+) (%x+)$")  -- sid=… or __Host-sid=…, then the form token
      local session = { cookie = cookie, csrf = csrf, busy = false }
      table.insert(sessions, session)
      by_csrf[csrf] = session
    end
  end
end

local function free_cell()
  local start = math.random(0, CELLS - 1)
  for offset = 0, CELLS - 1 do
    local cell = (start + offset) % CELLS
    if not in_flight[cell] then
      return cell
    end
  end
end

local function give_back(session)
  if session.cell then
    in_flight[session.cell] = nil
    session.cell = nil
  end
  session.busy = false
end

function request()
  local cell = #pending > 0 and free_cell()
  if cell then
    local move = table.remove(pending, 1)
    local session = move.session
    in_flight[cell] = session
    session.cell = cell
    local body = "csrf=" .. session.csrf .. "&version=" .. move.version .. "&action=flag&cell=" .. cell
    return wrk.format("POST", "/minesweeper/move", {
      ["Cookie"] = session.cookie,
      ["Content-Type"] = "application/x-www-form-urlencoded",
    }, body)
  end
  for _ = 1, #sessions do
    local session = sessions[next_session]
    next_session = next_session % #sessions + 1
    if not session.busy then
      session.busy = true
      return wrk.format("GET", "/minesweeper", { ["Cookie"] = session.cookie })
    end
  end
  -- Every session is busy (it never should be: sessions far outnumber connections). Counted; fails the soak.
  starved = starved + 1
  return wrk.format("GET", "/healthz")
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
  if status == 303 then
    local cell = tonumber((headers["Location"] or ""):match("[?&]at=(%d+)"))
    local session = cell and in_flight[cell]
    if session then
      give_back(session)
    else
      unmatched = unmatched + 1
    end
    return
  end
  local csrf = body:match('name="csrf" value="(%x+)"')
  local session = csrf and by_csrf[csrf]
  if status == 200 and session then
    local version = body:match('name="version" value="(%d+)"')
    if version then
      table.insert(pending, { session = session, version = version })
    else
      give_back(session)
      unmatched = unmatched + 1
    end
  elseif session then
    -- A refused GET or move: the page says whose it was; that session may go again.
    give_back(session)
  elseif body:sub(1, 2) ~= "ok" then
    unmatched = unmatched + 1
  end
end

function done(summary, latency, requests)
  local total = {}
  local lost, hungry = 0, 0
  for _, thread in ipairs(threads_seen) do
    for status, count in pairs(thread:get("counts")) do
      total[status] = (total[status] or 0) + count
    end
    lost = lost + thread:get("unmatched")
    hungry = hungry + thread:get("starved")
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, status .. "=" .. count)
  end
  table.sort(parts)
  io.write("STATUS " .. table.concat(parts, " ") .. "\n")
  io.write(string.format("ERRORS connect=%d read=%d write=%d timeout=%d status=%d\n", summary.errors.connect,
    summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status))
  io.write(string.format("SCRIPT unmatched=%d starved=%d\n", lost, hungry))
  io.write(string.format("LATENCY p50=%.2fms p99=%.2fms max=%.2fms\n", latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000))
end
