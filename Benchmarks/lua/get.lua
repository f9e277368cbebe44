-- GET one page, optionally as a known browser session and asking for gzip: `wrk ... URL -- "sid=…" gzip`.
-- Static request, so wrk formats it once and the client costs the same for both servers.
package.path = debug.getinfo(1, "S").source:match("@(.*/)") .. "?.lua;" .. package.path
require("report")

function init(args)
   if args[1] and args[1] ~= "" then
      wrk.headers["Cookie"] = args[1]
   end
   if args[2] == "gzip" then
      wrk.headers["Accept-Encoding"] = "gzip"
   end
end

function done(summary, latency, requests)
   bench_report(summary, latency)
end
