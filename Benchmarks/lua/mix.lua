-- Mixed play where games finish all the time: each connection is one player (run it with as many wrk
-- threads as connections, `wrk -tN -cN`, so a thread's one connection has one request in flight and each
-- answer belongs to the request before it). The player plays whole Tic-Tac-Toe games against the
-- computer through the real forms, then looks at the title screen and the leaderboard:
--
--   POST /tictactoe/new (mode, level, mark, csrf) → 303
--   GET /tictactoe → 200; the page gives the csrf token, the game's version, the mark to play and the
--       board (each cell's accessible name says X, O or empty; every cell is disabled once it is over)
--   POST /tictactoe/move (cell, mark, version, csrf) → 303, then the page again, until the game is over
--   GET / and GET /leaderboard (every finished game has dropped the title and standings caches), then a
--       new game
--
-- Levels alternate Impossible and Medium, marks X, X, O, O; the player wins or blocks a line when it can,
-- then makes a fork (two lines one move from winning) when it can, otherwise mostly takes the centre or a
-- corner, sometimes any empty cell (so it also loses now and then). Draws and wins against Impossible and
-- wins against Medium write leaderboard scores.
--
-- `wrk ... URL -- FILE`: FILE has one "sid csrf" line per connection; thread N plays as line N + 1.
-- Answers that are not what the step expects (a POST not answered 303, a page without its form) are
-- counted and fail the run; a refused move goes back to the page, so the player carries on.
package.path = debug.getinfo(1, "S").source:match("@(.*/)") .. "?.lua;" .. package.path
require("report")

local threads = {}
local counter = 0

function setup(thread)
   thread:set("thread_number", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

local cookie, csrf
local step = "new"          -- the request to send next: new, page, move, title, leaderboard
local version, mark, board
local games_started = 0
local LINES = { {0,1,2}, {3,4,5}, {6,7,8}, {0,3,6}, {1,4,7}, {2,5,8}, {0,4,8}, {2,4,6} }
local PREFERRED = { 4, 0, 2, 6, 8, 1, 3, 5, 7 }

-- Read by done() from each thread.
not_303 = 0      -- POSTs answered other than 303
unparsed = 0     -- game pages without their form, or answered other than 200
finished = 0     -- finished games this player saw on its page
posts_new, posts_move, pages, titles, boards = 0, 0, 0, 0, 0

function init(args)
   local line_number = 0
   for line in io.lines(args[1]) do
      if line_number == thread_number then
         local sid, token = line:match("^([%x.]+) (%x+)$")
         cookie, csrf = "sid=" .. sid, token
      end
      line_number = line_number + 1
   end
   if not cookie then
      error("no session for thread " .. thread_number .. " in " .. args[1] .. ": one line per connection")
   end
   math.randomseed(os.time() + thread_number * 7919)
end

local function post(path, body)
   return wrk.format("POST", path, {
      ["Cookie"] = cookie,
      ["Content-Type"] = "application/x-www-form-urlencoded",
   }, body)
end

-- A cell that completes a line of `who`'s marks, if any.
local function completing(who)
   for _, line in ipairs(LINES) do
      local own, empty = 0, nil
      for _, cell in ipairs(line) do
         if board[cell] == who then
            own = own + 1
         elseif board[cell] == "empty" then
            empty = cell
         end
      end
      if own == 2 and empty then
         return empty
      end
   end
end

-- A cell where `who` would have two lines each one move from complete.
local function forking(who)
   for _, cell in ipairs(PREFERRED) do
      if board[cell] == "empty" then
         local threats = 0
         for _, line in ipairs(LINES) do
            local own, empty, through = 0, 0, false
            for _, c in ipairs(line) do
               if c == cell then
                  through = true
               elseif board[c] == who then
                  own = own + 1
               elseif board[c] == "empty" then
                  empty = empty + 1
               end
            end
            if through and own == 1 and empty == 1 then
               threats = threats + 1
            end
         end
         if threats >= 2 then
            return cell
         end
      end
   end
end

local function choose()
   local other = mark == "X" and "O" or "X"
   local cell = completing(mark) or completing(other) or forking(mark)
   if cell then
      return cell
   end
   local empty = {}
   for _, c in ipairs(PREFERRED) do
      if board[c] == "empty" then
         table.insert(empty, c)
      end
   end
   if math.random() < 0.1 then
      return empty[math.random(#empty)]
   end
   return empty[1]
end

function request()
   if step == "new" then
      games_started = games_started + 1
      local level = games_started % 2 == 0 and "medium" or "impossible"
      local human = games_started % 4 < 2 and "X" or "O"
      return post("/tictactoe/new", "csrf=" .. csrf .. "&mode=computer&level=" .. level .. "&mark=" .. human)
   elseif step == "move" then
      return post("/tictactoe/move",
                  "csrf=" .. csrf .. "&version=" .. version .. "&mark=" .. mark .. "&cell=" .. choose())
   elseif step == "title" then
      return wrk.format("GET", "/", { ["Cookie"] = cookie })
   elseif step == "leaderboard" then
      return wrk.format("GET", "/leaderboard", { ["Cookie"] = cookie })
   end
   return wrk.format("GET", "/tictactoe", { ["Cookie"] = cookie })
end

-- Reads the game page: false when it is not a game page with its form.
local function read_page(body)
   local token = body:match('name="csrf" value="(%x+)"')
   local v = body:match('name="version" value="(%d+)"')
   local m = body:match('type="hidden" name="mark" value="([XO])"')
   if not (token and v and m) then
      return false
   end
   csrf, version, mark = token, v, m
   board = {}
   local cells, over, empty = 0, false, 0
   -- Squares are named by column letter and row (a1 … c3); a move may still post the index.
   for name, content, rest in body:gmatch('name="cell" value="(%a%d)"[^>]- aria%-label="Row %d, column %d, (%a+)[^"]*"([^>]*)>') do
      local index = (tonumber(name:sub(2)) - 1) * 3 + (name:byte(1) - ("a"):byte())
      board[index] = content
      cells = cells + 1
      if rest:find("disabled", 1, true) then
         over = true
      end
      if content == "empty" then
         empty = empty + 1
      end
   end
   if cells ~= 9 then
      return false
   end
   return true, over or empty == 0
end

function response(status, headers, body)
   if step == "new" or step == "move" then
      if step == "new" then posts_new = posts_new + 1 else posts_move = posts_move + 1 end
      if status ~= 303 then
         not_303 = not_303 + 1
      end
      -- Whatever the answer, the page says where the game stands.
      step = "page"
   elseif step == "page" then
      pages = pages + 1
      local ok, over = false, false
      if status == 200 then
         ok, over = read_page(body)
      end
      if not ok then
         unparsed = unparsed + 1
         step = "new"
      elseif over then
         finished = finished + 1
         step = "title"
      else
         step = "move"
      end
   elseif step == "title" then
      titles = titles + 1
      step = "leaderboard"
   else
      boards = boards + 1
      step = "new"
   end
end

function done(summary, latency, requests)
   local totals = { not_303 = 0, unparsed = 0, finished = 0, posts_new = 0, posts_move = 0, pages = 0,
                    titles = 0, boards = 0 }
   for _, thread in ipairs(threads) do
      for name, _ in pairs(totals) do
         totals[name] = totals[name] + thread:get(name)
      end
   end
   bench_report(summary, latency, string.format(
      ', "not_303": %d, "answered": %d, "unparsed": %d, "finished_seen": %d, "posts_new": %d, '
      .. '"posts_move": %d, "pages": %d, "titles": %d, "leaderboards": %d',
      totals.not_303, totals.posts_new + totals.posts_move, totals.unparsed, totals.finished, totals.posts_new,
      totals.posts_move, totals.pages, totals.titles, totals.boards))
end
