-- Every request is a valid move: a flag toggled on a covered edge cell of a started Expert board,
-- answered 303 after load → apply → save. `wrk ... URL -- DIR` reads DIR/sessions-N.txt for wrk
-- thread N: lines of "sid csrf version cell", a pool of sessions no other thread uses.
-- `wrk ... URL -- DIR fragment`: the move as the script sends it with JavaScript on (Public/moves.js),
-- in place: `X-Minigames-Fragment: 1`, the page it shows (`X-Minigames-View: /minesweeper?at=CELL`, the
-- address the last answer named) and gzip, answered 200 with the changed parts and
-- `X-Minigames-Location: /minesweeper?at=CELL#cell`.
--
-- A game's version grows by one on each accepted move, and a move carrying an old version is
-- refused (409), so a session must never have two moves in flight. wrk does not say which
-- connection a response belongs to, but the 303 does say which cell was played
-- (`Location: /minesweeper?at=CELL`). So at most one move per cell is in flight in a thread: a
-- request takes the next session of a cell that has none in flight, and the 303 naming that cell
-- gives the session back with its version one higher. Answers that are not such a 303 are counted
-- and fail the run.
package.path = debug.getinfo(1, "S").source:match("@(.*/)") .. "?.lua;" .. package.path
require("report")

local threads = {}
local counter = 0

function setup(thread)
   thread:set("thread_number", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

local waiting = {}    -- cell → sessions of that cell with no move in flight, oldest first
local cells = {}      -- every cell of this thread's pool, taken in turn
local in_flight = {}  -- cell → the session whose move on that cell is in flight
local turn = 1
local in_place = false
unexpected = 0
answered = 0

function init(args)
   in_place = args[2] == "fragment"
   local path = args[1] .. "/sessions-" .. thread_number .. ".txt"
   for line in io.lines(path) do
      local sid, csrf, version, cell = line:match("^([%x.]+) (%x+) (%d+) (%d+)$")
      if sid then
         if not waiting[cell] then
            waiting[cell] = {}
            table.insert(cells, cell)
         end
         table.insert(waiting[cell], { cookie = "sid=" .. sid, csrf = csrf, version = tonumber(version), cell = cell })
      end
   end
   if #cells == 0 then
      error("no sessions in " .. path)
   end
end

function request()
   for _ = 1, #cells do
      local cell = cells[turn]
      turn = turn % #cells + 1
      if not in_flight[cell] and #waiting[cell] > 0 then
         local s = table.remove(waiting[cell], 1)
         in_flight[cell] = s
         local headers = {
            ["Cookie"] = s.cookie,
            ["Content-Type"] = "application/x-www-form-urlencoded",
         }
         if in_place then
            headers["X-Minigames-Fragment"] = "1"
            headers["X-Minigames-View"] = "/minesweeper?at=" .. cell
            headers["Accept-Encoding"] = "gzip"
         end
         return wrk.format("POST", nil, headers, "csrf=" .. s.csrf .. "&version=" .. s.version .. "&action=flag&cell=" .. cell)
      end
   end
   error("every cell has a move in flight: give this thread more cells than connections")
end

function response(status, headers, body)
   answered = answered + 1
   local address
   if in_place then
      address = status == 200 and headers["X-Minigames-Location"]
   else
      address = status == 303 and headers["Location"]
   end
   local cell = (address or ""):match("[?&]at=(%d+)")
   local s = cell and in_flight[cell]
   if not s then
      unexpected = unexpected + 1
      return
   end
   in_flight[cell] = nil
   s.version = s.version + 1
   table.insert(waiting[cell], s)
end

function done(summary, latency) report_303(threads, summary, latency) end
