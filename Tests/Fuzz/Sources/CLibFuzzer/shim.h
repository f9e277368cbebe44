#ifndef MINIGAMES_CLIBFUZZER_SHIM_H
#define MINIGAMES_CLIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry for programs that keep their own main (linked in by -sanitize=fuzzer).
   SwiftPM names every executable's entry point itself, so a fuzz target cannot leave `main` to libFuzzer. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
