#define _XOPEN_SOURCE 700
#include "cterminal.h"
#include <langinfo.h>
#include <signal.h>
#include <locale.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
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
    // Leave the alternate screen, show the cursor, reset attributes and mouse reporting.
    static const char reset[] = "\033[?1000l\033[?1002l\033[?1006l\033[0m\033[?25h\033[?1049l";
    if (saved_fd >= 0) {
        ssize_t ignored = write(saved_fd, reset, sizeof reset - 1);
        (void)ignored;
        tcsetattr(saved_fd, TCSAFLUSH, &saved);
    }
}

static volatile sig_atomic_t pending_signal = 0;

static void on_terminate(int signal_number) { pending_signal = signal_number; }

static void on_fatal(int signal_number) {
    cterminal_restore_tty();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void cterminal_install_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_terminate;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    action.sa_handler = on_fatal;
    action.sa_flags = SA_RESETHAND;
    int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &action, NULL);
}

int cterminal_pending_signal(void) { return pending_signal; }
