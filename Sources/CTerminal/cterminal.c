#define _XOPEN_SOURCE 700
#include "cterminal.h"
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <poll.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <time.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <pthread.h>
#include <wchar.h>

int cterminal_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

int cterminal_use_utf8_locale(void) {
    // Only the character type matters (wcwidth, ncurses' wide output); setting LC_ALL would
    // also load collation, messages, time and more at every start.
    if (setlocale(LC_CTYPE, "") != NULL && strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL && strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return 1;
    return setlocale(LC_CTYPE, "en_US.UTF-8") != NULL;
}

static struct termios saved;
static int saved_fd = -1;

void cterminal_save_tty(int fd) {
    if (tcgetattr(fd, &saved) == 0) saved_fd = fd;
}

void cterminal_restore_tty(void) {
    // Leave the alternate screen, show the cursor, reset attributes and mouse reporting, and
    // turn keypad transmit mode off (rmkx: cursor keys and keypad back to normal mode).
    static const char reset[] = "\033[?1000l\033[?1002l\033[?1006l\033[0m\033[?25h\033[?1l\033>\033[?1049l";
    if (saved_fd >= 0) {
        ssize_t ignored = write(saved_fd, reset, sizeof reset - 1);
        (void)ignored;
        tcsetattr(saved_fd, TCSAFLUSH, &saved);
    }
}

static volatile sig_atomic_t pending_signal = 0;
/// Whether the main loop has read the pending signal (the watchdog then leaves it alone).
static atomic_int signal_answered = 0;
/// Held while another program has the terminal.
static atomic_int watchdog_holds = 0;
/// Posted (async-signal-safe) for each signal recorded; the watchdog thread waits on it.
static sem_t signal_arrived;
static pthread_once_t signal_arrived_once = PTHREAD_ONCE_INIT;

/// The self-pipe: a byte is written to it for every signal recorded (and every resize once
/// `cterminal_watch_resizes` chained it), so the main loop's one poll wakes for a signal
/// without a race between looking at the flag and starting to wait. Both ends non-blocking.
static int wake_pipe[2] = { -1, -1 };

static void make_semaphore(void) {
    sem_init(&signal_arrived, 0, 0);
    if (pipe(wake_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    } else {
        wake_pipe[0] = wake_pipe[1] = -1;
    }
}

/// Writes one byte to the self-pipe; a full pipe already wakes the loop. Async-signal-safe.
static void wake_loop(void) {
    if (wake_pipe[1] < 0) return;
    int saved_errno = errno;
    char byte = 1;
    ssize_t ignored = write(wake_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

/// What the handler does: async-signal-safe only (an atomic store, sem_post, write).
static void record_signal(int signal_number) {
    atomic_store(&signal_answered, 0);
    pending_signal = signal_number;
    sem_post(&signal_arrived);
    wake_loop();
}

void cterminal_note_signal(int signal_number) {
    pthread_once(&signal_arrived_once, make_semaphore);
    record_signal(signal_number);
}

/// The thread whose blocking reads a signal must interrupt: the one that installed the handlers.
static pthread_t main_thread;
static volatile sig_atomic_t has_main_thread = 0;

static void on_terminate(int signal_number) {
    int saved_errno = errno;
    record_signal(signal_number);
    // Delivered to another thread (the watchdog, a watcher), the main loop's wait would go on:
    // the signal is passed to the main thread, whose read then returns at once.
    if (has_main_thread && !pthread_equal(pthread_self(), main_thread)) pthread_kill(main_thread, signal_number);
    errno = saved_errno;
}

int cterminal_wait_for_signal(void) {
    pthread_once(&signal_arrived_once, make_semaphore);
    while (sem_wait(&signal_arrived) != 0) {}
    return pending_signal;
}

int cterminal_signal_answered(void) { return atomic_load(&signal_answered); }

/// Wakes the watchdog's wait when what it watches changes (the signal answered, the hold taken
/// or released): a flag under a lock, so a change made just before it waits is not missed.
static pthread_mutex_t watchdog_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watchdog_changed;
static pthread_once_t watchdog_once = PTHREAD_ONCE_INIT;
static int watchdog_notified = 0;

static void make_watchdog_condition(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&watchdog_changed, &attributes);
    pthread_condattr_destroy(&attributes);
}

static void notify_watchdog(void) {
    pthread_once(&watchdog_once, make_watchdog_condition);
    pthread_mutex_lock(&watchdog_lock);
    watchdog_notified = 1;
    pthread_cond_broadcast(&watchdog_changed);
    pthread_mutex_unlock(&watchdog_lock);
}

void cterminal_watchdog_wait(int milliseconds) {
    pthread_once(&watchdog_once, make_watchdog_condition);
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    if (milliseconds > 0) {
        until.tv_sec += milliseconds / 1000;
        until.tv_nsec += (long)(milliseconds % 1000) * 1000000L;
        if (until.tv_nsec >= 1000000000L) { until.tv_sec += 1; until.tv_nsec -= 1000000000L; }
    }
    pthread_mutex_lock(&watchdog_lock);
    while (!watchdog_notified && milliseconds != 0) {
        int waited = milliseconds < 0 ? pthread_cond_wait(&watchdog_changed, &watchdog_lock)
                                      : pthread_cond_timedwait(&watchdog_changed, &watchdog_lock, &until);
        if (waited == ETIMEDOUT) break;
    }
    watchdog_notified = 0;
    pthread_mutex_unlock(&watchdog_lock);
}

void cterminal_watchdog_hold(int hold) {
    atomic_fetch_add(&watchdog_holds, hold ? 1 : -1);
    notify_watchdog();
}

int cterminal_watchdog_held(void) { return atomic_load(&watchdog_holds) > 0; }

void cterminal_leave_unanswered(int signal_number) {
    // The loop may be stuck writing to a terminal that does not read (a stalled connection):
    // nothing here waits for it. Writes are non-blocking, the settings apply at once.
    static const char reset[] = "\033[?1000l\033[?1002l\033[?1006l\033[0m\033[?25h\033[?1049l";
    static const char message[] = "cookbook: a signal came while it was busy; it left at once (the place saved up to a second before is kept).\n";
    int terminal_flags = saved_fd >= 0 ? fcntl(saved_fd, F_GETFL) : -1;
    int error_flags = fcntl(STDERR_FILENO, F_GETFL);
    if (terminal_flags >= 0) fcntl(saved_fd, F_SETFL, terminal_flags | O_NONBLOCK);
    if (error_flags >= 0) fcntl(STDERR_FILENO, F_SETFL, error_flags | O_NONBLOCK);
    if (saved_fd >= 0) {
        ssize_t ignored = write(saved_fd, reset, sizeof reset - 1);
        (void)ignored;
        tcsetattr(saved_fd, TCSANOW, &saved);
    }
    ssize_t ignored = write(STDERR_FILENO, message, sizeof message - 1);
    (void)ignored;
    // The shell shares these descriptions: they are left blocking, as they were.
    if (terminal_flags >= 0) fcntl(saved_fd, F_SETFL, terminal_flags);
    if (error_flags >= 0) fcntl(STDERR_FILENO, F_SETFL, error_flags);
    _exit(128 + signal_number);
}

int cterminal_input_ended(int fd) {
    if (fd < 0) return 1;
    struct pollfd one = { .fd = fd, .events = POLLIN, .revents = 0 };
    int ready;
    do { ready = poll(&one, 1, 0); } while (ready < 0 && errno == EINTR);
    if (ready < 0) return errno == EBADF;
    if (ready == 0) return 0;
    if (one.revents & (POLLHUP | POLLERR | POLLNVAL)) return 1;
    int waiting = 0;
    // Readable with nothing waiting: a read would return 0 (end of input).
    return (one.revents & POLLIN) && ioctl(fd, FIONREAD, &waiting) == 0 && waiting == 0;
}

/// Signals whose default action ends the process and that a user or the system sends on
/// purpose: the loop saves, restores the terminal and exits. SIGPIPE is among them (a closed
/// pipe or terminal), as are the timer and resource-limit signals.
static const int terminating[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
                                   SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF };
/// Signals a crash raises: nothing can be saved, but the terminal is given back.
static const int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };

static struct sigaction previous_fatal[sizeof fatal / sizeof fatal[0]];
static int chain_to_previous = 0;

static void on_fatal(int signal_number, siginfo_t *info, void *context) {
    cterminal_restore_tty();
    static const char message[] = "cookbook: crashed; the terminal was restored. Please report this with the command you ran.\n";
    ssize_t ignored = write(STDERR_FILENO, message, sizeof message - 1);
    (void)ignored;
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        if (fatal[i] != signal_number) continue;
        // The Swift runtime's backtracer can stop and wait at an interactive prompt; it only
        // runs when SWIFT_BACKTRACE was set on purpose (chain_to_previous).
        if (chain_to_previous && (previous_fatal[i].sa_flags & SA_SIGINFO) && previous_fatal[i].sa_sigaction) {
            sigaction(signal_number, &previous_fatal[i], NULL);
            previous_fatal[i].sa_sigaction(signal_number, info, context);
            return;
        }
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/// The alternate signal stack this file gave the calling thread, if any.
static __thread void *own_stack = NULL;

int cterminal_use_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return 1;
    // Room for the handler and the C library calls it makes, whatever MINSIGSTKSZ the CPU needs.
    size_t size = 64 * 1024;
    if (size < (size_t)SIGSTKSZ * 4) size = (size_t)SIGSTKSZ * 4;
    void *memory = malloc(size);
    if (memory == NULL) return 0;
    stack_t stack = { .ss_sp = memory, .ss_flags = 0, .ss_size = size };
    if (sigaltstack(&stack, NULL) != 0) {
        free(memory);
        return 0;
    }
    own_stack = memory;
    return 1;
}

void cterminal_release_alternate_stack(void) {
    if (own_stack == NULL) return;
    stack_t off = { .ss_sp = NULL, .ss_flags = SS_DISABLE, .ss_size = 0 };
    if (sigaltstack(&off, NULL) != 0) return;   // still in use: keep it rather than free it
    free(own_stack);
    own_stack = NULL;
}

void cterminal_install_crash_handlers(int keep_swift_backtracer) {
    chain_to_previous = keep_swift_backtracer;
    // A stack overflow leaves no room on the thread's own stack: the handler runs on another.
    cterminal_use_alternate_stack();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_sigaction = on_fatal;
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &action, &previous_fatal[i]);
    // Outside the browser SIGQUIT simply ends the process (no backtracer prompt).
    signal(SIGQUIT, SIG_DFL);
}

void cterminal_install_signal_handlers(void) {
    pthread_once(&signal_arrived_once, make_semaphore);
    main_thread = pthread_self();
    has_main_thread = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_terminate;
    for (unsigned i = 0; i < sizeof terminating / sizeof terminating[0]; i++) sigaction(terminating[i], &action, NULL);
}

int cterminal_pending_signal(void) {
    int signal_number = pending_signal;
    if (signal_number != 0 && atomic_exchange(&signal_answered, 1) == 0) notify_watchdog();
    return signal_number;
}

void cterminal_clear_pending_signal(void) { pending_signal = 0; }

void cterminal_stop_self(void) {
    struct sigaction original, stop;
    memset(&stop, 0, sizeof stop);
    sigemptyset(&stop.sa_mask);
    stop.sa_handler = SIG_DFL;
    sigaction(SIGTSTP, &stop, &original);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    kill(getpid(), SIGTSTP);
    sigaction(SIGTSTP, &original, NULL);
}

int cterminal_signal_descriptor(void) {
    pthread_once(&signal_arrived_once, make_semaphore);
    return wake_pipe[0];
}

int cterminal_drain_signal_descriptor(void) {
    if (wake_pipe[0] < 0) return 0;
    char bytes[64];
    int drained = 0;
    ssize_t count;
    while ((count = read(wake_pipe[0], bytes, sizeof bytes)) > 0 || (count < 0 && errno == EINTR)) drained |= count > 0;
    return drained;
}

/// The SIGWINCH action in place before ours (the terminal library's), called after the wake-up.
static struct sigaction previous_winch;
static volatile sig_atomic_t watching_resizes = 0;

static void on_resize(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    if (previous_winch.sa_flags & SA_SIGINFO) {
        if (previous_winch.sa_sigaction) previous_winch.sa_sigaction(signal_number, info, context);
    } else if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN && previous_winch.sa_handler != NULL) {
        previous_winch.sa_handler(signal_number);
    }
    wake_loop();
    errno = saved_errno;
}

void cterminal_watch_resizes(void) {
    if (watching_resizes) return;
    pthread_once(&signal_arrived_once, make_semaphore);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_sigaction = on_resize;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    if (sigaction(SIGWINCH, NULL, &previous_winch) != 0) return;
    action.sa_mask = previous_winch.sa_mask;
    if (sigaction(SIGWINCH, &action, NULL) == 0) watching_resizes = 1;
}

int cterminal_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }
