#include "cfuzz.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define CFUZZ_CAPACITY (4u << 20)

static uint8_t input[CFUZZ_CAPACITY];
static size_t input_count;
static uint64_t input_index;
static uint64_t run_seed;
static char directory[4096];
static char alternate_stack[1 << 16];
/// The clock timer's period, and the process's CPU time when it last started (nanoseconds).
static uint64_t wall_period_ms;
static uint64_t cpu_at_start;
/// How many periods of the clock an input has had (a starved process gets up to `max_periods`).
static unsigned periods;
enum { max_periods = 100 };

static uint64_t process_cpu_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);   // async-signal-safe
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static void set_timer(int which, uint64_t timeout_ms);

/// Appends `text` to `buffer` (at `*length`), never past `capacity - 1`.
static void append(char *buffer, size_t *length, size_t capacity, const char *text) {
    while (*text && *length + 1 < capacity) buffer[(*length)++] = *text++;
    buffer[*length] = 0;
}

/// Appends `value` in decimal, without printf (not async-signal-safe).
static void append_number(char *buffer, size_t *length, size_t capacity, uint64_t value) {
    char digits[24];
    int count = 0;
    do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value && count < 24);
    char reversed[25];
    for (int i = 0; i < count; i++) reversed[i] = digits[count - 1 - i];
    reversed[count] = 0;
    append(buffer, length, capacity, reversed);
}

static void say(const char *text) {
    ssize_t ignored = write(2, text, strlen(text));
    (void)ignored;
}

static void handler(int signal_number) {
    // The clock ran out, but the input is computing, only slowly (a nice 19 campaign beside
    // builds got a few percent of a core): not a wait that never ends. The CPU timer still
    // catches a loop; the clock is given another period, up to `max_periods`.
    if (signal_number == SIGALRM && periods < max_periods) {
        uint64_t used = process_cpu_ns() - cpu_at_start;
        if (used * 100 >= wall_period_ms * 1000000u) {      // at least 1% of the period computing
            periods++;
            cpu_at_start = process_cpu_ns();
            set_timer(ITIMER_REAL, wall_period_ms);
            return;
        }
    }
    char path[4200];
    size_t length = 0;
    append(path, &length, sizeof path, directory);
    append(path, &length, sizeof path, "/crash-");
    append_number(path, &length, sizeof path, run_seed);
    append(path, &length, sizeof path, "-");
    append_number(path, &length, sizeof path, input_index);
    mkdir(directory, 0755);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    size_t written = 0;
    while (fd >= 0 && written < input_count) {
        ssize_t got = write(fd, input + written, input_count - written);
        if (got <= 0) break;
        written += (size_t)got;
    }
    if (fd >= 0) close(fd);
    int hang = signal_number == SIGALRM || signal_number == SIGPROF;
    say(signal_number == SIGPROF ? "\ncookbook-fuzz: HANG (timeout: CPU time) on input "
        : signal_number == SIGALRM ? "\ncookbook-fuzz: HANG (timeout: waited ten times the CPU time allowed) on input "
        : "\ncookbook-fuzz: CRASH (signal ");
    if (!hang) {
        char number[8];
        size_t n = 0;
        append_number(number, &n, sizeof number, (uint64_t)signal_number);
        say(number);
        say(") on input ");
    }
    char index_text[24];
    size_t n = 0;
    append_number(index_text, &n, sizeof index_text, input_index);
    say(index_text);
    say(fd >= 0 ? "; saved to " : "; could not save it to ");
    say(path);
    say("\n");
    _exit(hang ? 3 : 2);
}

int cfuzz_install(void) {
    stack_t stack = { .ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0 };
    if (sigaltstack(&stack, NULL) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    int signals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGALRM, SIGPROF };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
    }
    return 0;
}

void cfuzz_set_output(const char *path, uint64_t seed) {
    size_t length = 0;
    append(directory, &length, sizeof directory, path);
    run_seed = seed;
}

/// Sets `which` to fire after `timeout_ms` (0: disarmed).
static void set_timer(int which, uint64_t timeout_ms) {
    struct itimerval timer;
    memset(&timer, 0, sizeof timer);
    timer.it_value.tv_sec = (time_t)(timeout_ms / 1000);
    timer.it_value.tv_usec = (suseconds_t)(timeout_ms % 1000) * 1000;
    setitimer(which, &timer, NULL);
}

/// An input may use `timeout_ms` of the process's CPU time (ITIMER_PROF: a loop that never
/// ends burns it however busy the machine is, and a busy machine does not make a slow input
/// look like a hang), and ten times as long by the clock while it computes less than 1% of
/// that time (a wait that never ends burns none; one that computes, however starved, gets
/// more periods of the clock, up to a hundred).
static void arm(unsigned timeout_ms) {
    wall_period_ms = (uint64_t)timeout_ms * 10;
    cpu_at_start = process_cpu_ns();
    periods = 0;
    set_timer(ITIMER_PROF, timeout_ms);
    set_timer(ITIMER_REAL, wall_period_ms);
}

void cfuzz_begin(const uint8_t *bytes, size_t count, uint64_t index, unsigned timeout_ms) {
    input_count = count < CFUZZ_CAPACITY ? count : CFUZZ_CAPACITY;
    memcpy(input, bytes, input_count);
    input_index = index;
    if (timeout_ms) arm(timeout_ms);
}

void cfuzz_end(void) { arm(0); }
