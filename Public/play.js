// Optional enhancements shared by the game pages (issue 15): filled in by the script's own change.
