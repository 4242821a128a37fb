// Crash and hang capture for cookbook-fuzz: before each input the fuzzer stores it here; a
// fatal signal or the hang timer then writes it to a file with async-signal-safe calls only.
#ifndef CFUZZ_H
#define CFUZZ_H

#include <stddef.h>
#include <stdint.h>

/// Installs handlers for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT (on an alternate
/// stack, so a stack overflow is caught too), SIGPROF and SIGALRM (the hang timers: CPU time and, ten times as long, the clock). Returns 0, or -1
/// with errno set.
int cfuzz_install(void);

/// Sets the folder inputs are saved in (created on demand, its parent must exist) and the
/// run's seed, both used in the saved file's name `<directory>/crash-<seed>-<index>`.
void cfuzz_set_output(const char *directory, uint64_t seed);

/// Stores `bytes` (truncated to 4 MiB) as the input at `index` and arms the hang timers for
/// `timeout_ms` milliseconds of CPU time (and ten times that by the clock; 0: no timer).
void cfuzz_begin(const uint8_t *bytes, size_t count, uint64_t index, unsigned timeout_ms);

/// Disarms the hang timers after an input ran to completion.
void cfuzz_end(void);

#endif
