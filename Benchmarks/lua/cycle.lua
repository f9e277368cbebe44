-- The move cycle with JavaScript off: a valid move (a flag toggled on a covered edge cell of a started Expert
-- board) → 303, then the page it names, asking for gzip, → 200; repeated. Run it with as many wrk threads as
-- connections (`wrk -tN -cN`), so a thread's one connection has one request in flight and each answer belongs
-- to the request before it.
--
-- `wrk ... URL -- FILE MOVE_PATH`: FILE has one "sid csrf version cell" line per connection (thread N plays
-- line N + 1, a session no other thread uses); the move is posted to MOVE_PATH (ours: /minesweeper/move; nginx
-- answers its own path with the same 303). Answers that are not the expected 303 or 200 are counted and fail
-- the run.
package.path = debug.getinfo(1, "S").source:match("@(.*/)") .. "?.lua;" .. package.path
require("report")

local threads = {}
local counter = 0

function setup(thread)
   thread:set("thread_number", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

local session, move_path
local page = nil   -- the address the last 303 named, to load next; nil: post a move next
unexpected = 0
answered = 0

function init(args)
   local line_number = 0
   for line in io.lines(args[1]) do
      if line_number == thread_number then
         local sid, csrf, version, cell = line:match("^([%x.]+) (%x+) (%d+) (%d+)$")
         session = { cookie = "sid=" .. sid, csrf = csrf, version = tonumber(version), cell = cell }
      end
      line_number = line_number + 1
   end
   if not session then
      error("no session for thread " .. thread_number .. " in " .. args[1] .. ": one line per connection")
   end
   move_path = args[2]
end

function request()
   if page then
      return wrk.format("GET", page, { ["Cookie"] = session.cookie, ["Accept-Encoding"] = "gzip" })
   end
   return wrk.format("POST", move_path, {
      ["Cookie"] = session.cookie,
      ["Content-Type"] = "application/x-www-form-urlencoded",
   }, "csrf=" .. session.csrf .. "&version=" .. session.version .. "&action=flag&cell=" .. session.cell)
end

function response(status, headers, body)
   answered = answered + 1
   if page then
      if status ~= 200 then unexpected = unexpected + 1 end
      page = nil
      return
   end
   local location = status == 303 and headers["Location"]
   if not location then
      unexpected = unexpected + 1
      return
   end
   session.version = session.version + 1
   page = location:match("^[^#]*")
end

function done(summary, latency) report_303(threads, summary, latency) end
