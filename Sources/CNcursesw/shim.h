// ncursesw for Swift. SwiftPM drops pkg-config's -D_XOPEN_SOURCE, so the wide-character API
// (get_wch, cchar_t, setcchar) is switched on here; C globals and function-like macros, which
// Swift 6 cannot use directly, are wrapped in static inline functions.
#ifndef COOKBOOK_NCURSES_SHIM_H
#define COOKBOOK_NCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <fcntl.h>
#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *cb_stdscr(void) { return stdscr; }
static inline WINDOW *cb_curscr(void) { return curscr; }
static inline int cb_colors(void) { return COLORS; }
static inline int cb_lines(void) { return LINES; }
static inline int cb_cols(void) { return COLS; }
static inline void cb_set_escdelay(int ms) { set_escdelay(ms); }
static inline attr_t cb_a_bold(void) { return A_BOLD; }
static inline attr_t cb_a_reverse(void) { return A_REVERSE; }
static inline attr_t cb_a_dim(void) { return A_DIM; }
static inline attr_t cb_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cb_a_normal(void) { return A_NORMAL; }
static inline int cb_key_resize(void) { return KEY_RESIZE; }
static inline int cb_key_f(int n) { return KEY_F(n); }
static inline FILE *cb_stdout(void) { return stdout; }
static inline FILE *cb_stdin(void) { return stdin; }
static inline int cb_key_mouse(void) { return KEY_MOUSE; }
static inline int cb_ok(void) { return OK; }
static inline int cb_err(void) { return ERR; }
static inline int cb_key_code_yes(void) { return KEY_CODE_YES; }
static inline mmask_t cb_mouse_mask(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED; }
static inline int cb_button4(mmask_t state) { return (state & BUTTON4_PRESSED) != 0; }
static inline int cb_button5(mmask_t state) { return (state & BUTTON5_PRESSED) != 0; }
static inline int cb_button1(mmask_t state) { return (state & (BUTTON1_CLICKED | BUTTON1_PRESSED)) != 0; }
static inline int cb_mvadd_wch(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}
static inline int cb_get_wch(wint_t *ch) { return wget_wch(stdscr, ch); }
/* Ends ncurses' first-refresh mode (until its first endwin it flushes after every cursor
   movement) with an endwin and a refresh whose output goes nowhere: the terminal is already in
   the state the refresh would restore, and sent to it they would leave the alternate screen and
   enter it again (the user's screen flashes back; xterm's title is popped and pushed). The
   terminal's modes stay raw meanwhile (ncurses' tty calls on the null device fail). */
static inline void cb_leave_first_refresh_mode(void) {
    int terminal = dup(STDOUT_FILENO);
    int nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (terminal < 0 || nowhere < 0 || dup2(nowhere, STDOUT_FILENO) < 0) {
        if (terminal >= 0) close(terminal);
        if (nowhere >= 0) close(nowhere);
        return;
    }
    endwin();
    wnoutrefresh(stdscr);
    doupdate();
    dup2(terminal, STDOUT_FILENO);
    close(terminal);
    close(nowhere);
}
/* 1 when terminfo knows `term` and it can move the cursor (so full-screen drawing works); 0 for
   an unknown terminal or one such as "dumb" that can only print lines. Loads nothing lasting. */
static inline int cb_terminal_can_address(const char *term) {
    int status = 0;
    if (setupterm((char *)term, 1, &status) != OK) return 0;
    char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return usable;
}
#endif
