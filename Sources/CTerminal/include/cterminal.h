// Small libc helpers for the terminal layer that Swift cannot reach directly.
#ifndef COOKBOOK_CTERMINAL_H
#define COOKBOOK_CTERMINAL_H
#include <stdint.h>

/// Columns a Unicode scalar takes in the terminal (wcwidth), -1 for non-printable.
int cterminal_wcwidth(uint32_t scalar);
/// Makes the C library's character functions (LC_CTYPE) use UTF-8: the user's locale if it is
/// UTF-8, else C.UTF-8; returns 1 when a UTF-8 locale is active.
int cterminal_use_utf8_locale(void);
/// Saves the terminal's settings so they can be restored from a signal handler.
void cterminal_save_tty(int fd);
/// Restores the saved settings, leaves the alternate screen, shows the cursor and turns keypad
/// mode off; async-signal-safe.
void cterminal_restore_tty(void);
/// Catches crash signals (SEGV, BUS, ILL, FPE, ABRT, TRAP, SYS): the terminal is restored, a
/// line is written to stderr, then the signal is re-raised. The handler runs on an alternate
/// signal stack (given to the calling thread here), so a stack overflow restores the terminal
/// too. The Swift runtime's backtracer, which can wait on an interactive prompt, is chained to
/// only when `keep_swift_backtracer`. SIGQUIT ends the process without a backtracer.
void cterminal_install_crash_handlers(int keep_swift_backtracer);
/// Gives the calling thread an alternate signal stack unless it has one, so the crash handler
/// can run after the thread's own stack overflowed; returns 1 when the thread has one.
int cterminal_use_alternate_stack(void);
/// Frees the alternate stack `cterminal_use_alternate_stack` gave the calling thread; call it
/// before the thread ends.
void cterminal_release_alternate_stack(void);
/// Catches every signal whose default action ends the process (INT, TERM, HUP, QUIT, USR1,
/// USR2, ALRM, PIPE, XCPU, XFSZ, VTALRM, PROF): it is recorded for the main loop, which saves,
/// restores the terminal and exits, and a byte is written to the self-pipe its poll waits on. SA_RESTART is off so a blocking read returns at once; one
/// delivered to another thread is passed on to the calling (main) thread.
void cterminal_install_signal_handlers(void);
/// The last terminating signal received (0 if none).
int cterminal_pending_signal(void);
/// Stops this process as Ctrl-Z would (SIGTSTP with its default action, whatever handler was
/// installed), and returns once it is continued (`fg`, SIGCONT).
void cterminal_stop_self(void);
/// Forgets the recorded signal.
void cterminal_clear_pending_signal(void);
/// 1 when the terminal (or pipe) at `fd` has hung up or its input has ended: poll reports
/// POLLHUP, POLLERR or POLLNVAL, or says it is readable with nothing to read (a read would
/// return 0); 0 while it may still bring input. Never blocks, never consumes input.
int cterminal_input_ended(int fd);
/// Records `signal_number` as the C handler does (the pending signal, and a wake-up for the
/// watchdog); tests use it to stand for a signal without raising one.
void cterminal_note_signal(int signal_number);
/// Waits until a terminating signal is recorded (or one already is and has not been waited
/// for), and returns it; for the watchdog thread.
int cterminal_wait_for_signal(void);
/// Whether the main loop has read the pending signal (`cterminal_pending_signal` returned it).
int cterminal_signal_answered(void);
/// Holds (1) or releases (0) the watchdog while another program has the terminal (an editor):
/// the main loop answers the signal when that program ends. Calls nest.
void cterminal_watchdog_hold(int hold);
/// Whether the watchdog is held.
int cterminal_watchdog_held(void);
/// The watchdog's wait: until the signal is answered or the hold changes (or did since the
/// last wait), or `milliseconds` pass (negative: no limit; 0: only takes a change noted).
void cterminal_watchdog_wait(int milliseconds);
/// Leaves at once for a signal the main loop did not answer: restores the terminal, says so on
/// stderr and ends the process with status 128 + `signal_number` (async-signal-safe calls only,
/// none that waits for a terminal that does not read).
void cterminal_leave_unanswered(int signal_number);
/// The read end of the self-pipe a byte is written to for every terminating signal recorded
/// (and every resize once `cterminal_watch_resizes` was called): the session's one poll waits
/// on it with everything else. Non-blocking; -1 when no pipe could be made.
int cterminal_signal_descriptor(void);
/// Reads away every byte waiting in the self-pipe; 1 when there was any.
int cterminal_drain_signal_descriptor(void);
/// Chains a wake-up of the self-pipe in front of the SIGWINCH handler in place (ncurses' own,
/// which turns a resize into KEY_RESIZE): call it once the terminal is taken. Calls after the
/// first do nothing.
void cterminal_watch_resizes(void);
/// A new eventfd (a counter a thread adds to and the loop's poll waits on), non-blocking and
/// closed on exec; -1 when the system made none.
int cterminal_eventfd(void);
#endif
