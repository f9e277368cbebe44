-- Every request is a valid move: a flag toggled on a covered cell of an Expert board, answered
-- 303 after load → apply → save. A game's version grows by one on each accepted move and the 303
-- has no body, so the script keeps each session's version itself. wrk does not say which
-- connection a request or response belongs to, so sessions are taken round robin from a pool far
-- larger than the connections (`wrk ... URL -- DIR`, DIR/sessions-N.txt per wrk thread, lines of
-- "sid csrf version cell"): a session comes round again only after hundreds of other requests, so
-- its previous move has long been answered. Any answer but 303 is counted, and fails the run.
package.path = debug.getinfo(1, "S").source:match("@(.*/)") .. "?.lua;" .. package.path
require("report")

local threads = {}
local counter = 0

function setup(thread)
   thread:set("thread_number", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

sessions = {}
local cursor = 1
other_statuses = 0
answered = 0

function init(args)
   local path = args[1] .. "/sessions-" .. thread_number .. ".txt"
   for line in io.lines(path) do
      local sid, csrf, version, cell = line:match("^(%x+) (%x+) (%d+) (%d+)$")
      if sid then
         table.insert(sessions, { cookie = "sid=" .. sid, csrf = csrf, version = tonumber(version), cell = cell })
      end
   end
   if #sessions == 0 then
      error("no sessions in " .. path)
   end
end

function request()
   local s = sessions[cursor]
   cursor = cursor % #sessions + 1
   local body = "csrf=" .. s.csrf .. "&version=" .. s.version .. "&action=flag&cell=" .. s.cell
   s.version = s.version + 1
   return wrk.format("POST", nil, {
      ["Cookie"] = s.cookie,
      ["Content-Type"] = "application/x-www-form-urlencoded",
   }, body)
end

function response(status, headers, body)
   answered = answered + 1
   if status ~= 303 then
      other_statuses = other_statuses + 1
   end
end

function done(summary, latency, requests)
   local others, seen = 0, 0
   for _, thread in ipairs(threads) do
      others = others + thread:get("other_statuses")
      seen = seen + thread:get("answered")
   end
   bench_report(summary, latency, string.format(', "not_303": %d, "answered": %d', others, seen))
end
