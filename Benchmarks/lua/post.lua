-- The same POST every time: `wrk ... URL -- "sid=…" "csrf=…&…"`, a urlencoded form. For the floor, which answers
-- every POST with the 303 our server gave for a move: answers that are not a 303 are counted and fail the run.
package.path = debug.getinfo(1, "S").source:match("@(.*/)") .. "?.lua;" .. package.path
require("report")

local threads = {}
unexpected = 0
answered = 0

function setup(thread)
   table.insert(threads, thread)
end

function init(args)
   wrk.method = "POST"
   wrk.headers["Cookie"] = args[1]
   wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
   wrk.body = args[2]
end

function response(status, headers, body)
   answered = answered + 1
   if status ~= 303 then
      unexpected = unexpected + 1
   end
end

function done(summary, latency) report_303(threads, summary, latency) end
