// The ncurses surface Swift needs: wide-character API, panels, and the
// macros and mutable globals Swift cannot import, re-exported as functions.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <panel.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <fcntl.h>
#include <stdlib.h>

/// A screen on the process's own standard output, reading keys from
/// standard input, or from the controlling terminal when standard input
/// holds the data (`cat FILE | daybands -`). (Swift 6 cannot touch the
/// mutable C globals `stdout`/`stdin`.)
/// The terminal's modes before the screen took it (function statics: a
/// header's zero-filled globals are not emitted for Swift).
static inline struct termios *cn_shell_modes(void) {
    static struct termios modes;
    return &modes;
}
static int cn_shell_modes_saved = -1;

static inline SCREEN *cn_newterm_stdio(void) {
    cn_shell_modes_saved = tcgetattr(STDOUT_FILENO, cn_shell_modes()) == 0 ? 1 : -1;
    FILE *input = stdin;
    if (!isatty(STDIN_FILENO)) {
        input = fopen("/dev/tty", "r");
        if (input == NULL) return NULL;
    }
    return newterm(NULL, stdout, input);
}

/// Whether keys can be read: standard input is a terminal, or the process
/// has a controlling terminal to read them from.
static inline int cn_can_read_keys(void) {
    if (isatty(STDIN_FILENO)) return 1;
    int tty = open("/dev/tty", O_RDONLY | O_NOCTTY);
    if (tty < 0) return 0;
    int usable = isatty(tty);
    close(tty);
    return usable;
}

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

static const chtype cn_A_NORMAL = A_NORMAL;
static const chtype cn_A_BOLD = A_BOLD;
static const chtype cn_A_DIM = A_DIM;
static const chtype cn_A_REVERSE = A_REVERSE;
static const chtype cn_A_UNDERLINE = A_UNDERLINE;

static const mmask_t cn_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t cn_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t cn_BUTTON1_RELEASED = BUTTON1_RELEASED;
/* The wheel: button 4 up, button 5 down; a modifier held with it. */
static const mmask_t cn_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t cn_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t cn_BUTTON_MODIFIERS = BUTTON_SHIFT | BUTTON_CTRL | BUTTON_ALT;

static inline int cn_is_key_mouse(int code) { return code == KEY_MOUSE; }

/// Writes one wide character with a colour pair and attributes at (y, x).
static inline int cn_put_cell(WINDOW *win, int y, int x, wchar_t ch, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t text[2] = { ch, 0 };
    if (setcchar(&cell, text, attrs, (short)(pair > 32767 ? 0 : pair), pair > 32767 ? &pair : NULL) != OK) return ERR;
    return mvwadd_wch(win, y, x, &cell);
}

/// Reads back the character and colour pair of one cell (for headless tests).
static inline int cn_get_cell(WINDOW *win, int y, int x, wchar_t *ch, attr_t *attrs, short *pair) {
    cchar_t cell;
    wchar_t text[CCHARW_MAX + 1];
    if (mvwin_wch(win, y, x, &cell) != OK) return ERR;
    if (getcchar(&cell, text, attrs, pair, NULL) == ERR) return ERR;
    *ch = text[0];
    return OK;
}

static int cn_real_stderr = -1;
static int cn_held_stderr = -1;

/// While the screen is the viewer's, standard error goes to an unlinked
/// temporary file: text written there (a Swift fatal error's message, a
/// library's warning) would be drawn over the chart and then lost with the
/// alternate screen. `cn_release_stderr` shows it once the terminal is back.
static inline void cn_hold_stderr(void) {
    const char *directory = getenv("TMPDIR");
    char path[4096];
    int length = snprintf(path, sizeof path, "%s/daybands-stderr-XXXXXX",
                          directory != NULL && directory[0] != 0 ? directory : "/tmp");
    if (length <= 0 || (size_t)length >= sizeof path) return;
    int file = mkstemp(path);
    if (file < 0) return;
    unlink(path);
    int real = dup(STDERR_FILENO);
    if (real < 0 || dup2(file, STDERR_FILENO) < 0) {
        close(file);
        if (real >= 0) close(real);
        return;
    }
    cn_real_stderr = real;
    cn_held_stderr = file;
}

/// Standard error back where it was, and what was written meanwhile copied
/// to it. Only async-signal-safe calls: a signal handler calls it too.
static void cn_release_stderr(void) {
    if (cn_real_stderr < 0) return;
    dup2(cn_real_stderr, STDERR_FILENO);
    close(cn_real_stderr);
    cn_real_stderr = -1;
    char buffer[4096];
    ssize_t count;
    lseek(cn_held_stderr, 0, SEEK_SET);
    while ((count = read(cn_held_stderr, buffer, sizeof buffer)) > 0) {
        if (write(STDERR_FILENO, buffer, (size_t)count) < 0) break;
    }
    close(cn_held_stderr);
    cn_held_stderr = -1;
}

/// What puts the terminal back as the shell had it, written by the signal
/// handler: mouse reporting off, plain attributes, the cursor shown, keypad
/// transmit mode off, the main screen back (this terminal's own sequences).
static inline char *cn_restore_bytes(void) {
    static char bytes[512];
    return bytes;
}
enum { cn_restore_capacity = 512 };
static size_t cn_restore_length = 0;

static inline void cn_restore_add(const char *text) {
    if (text == NULL || text == (char *)-1) return;
    size_t length = strlen(text);
    if (cn_restore_length + length >= cn_restore_capacity) return;
    memcpy(cn_restore_bytes() + cn_restore_length, text, length);
    cn_restore_length += length;
}

/// Called once the screen is set up (after newterm, keypad and the mouse).
static inline void cn_prepare_signal_restore(void) {
    cn_restore_length = 0;
    cn_restore_add("\033[?1000l\033[?1002l\033[?1003l\033[?1006l");
    cn_restore_add(tigetstr("sgr0"));
    cn_restore_add(tigetstr("cnorm"));
    cn_restore_add(tigetstr("rmkx"));
    cn_restore_add(tigetstr("rmcup"));
}

/// Restores the terminal on a fatal or terminating signal, shows what was
/// written to standard error meanwhile, then lets the signal take its
/// default course (so the exit status and core dumps stay honest). Only
/// async-signal-safe calls: `endwin` here could wait for ever on a lock
/// (malloc's, stdio's) the interrupted main thread holds (a Ctrl-C during a
/// frame hung the viewer under load).
static void cn_restore_on_signal(int sig) {
    if (cn_restore_length > 0 && write(STDOUT_FILENO, cn_restore_bytes(), cn_restore_length) < 0) {
        /* nothing more can be done from here */
    }
    if (cn_shell_modes_saved == 1) tcsetattr(STDOUT_FILENO, TCSANOW, cn_shell_modes());
    cn_release_stderr();
    signal(sig, SIG_DFL);
    raise(sig);
}

/// Installs `cn_restore_on_signal` for every signal whose default action
/// ends the process: interrupts, hang-ups, terminations, crashes, timers,
/// limits, a broken pipe, the user and real-time signals. A signal the
/// parent set to be ignored (`nohup`, `trap '' PIPE`) stays ignored.
static inline void cn_install_restore_handlers(void) {
    int signals[] = {
        SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2,
        SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGSYS,
#ifdef SIGSTKFLT
        SIGSTKFLT,
#endif
#ifdef SIGPWR
        SIGPWR,
#endif
    };
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = cn_restore_on_signal;
    sigemptyset(&action.sa_mask);
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        if (sigaction(signals[i], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(signals[i], &action, NULL);
    }
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) {
        if (sigaction(sig, NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(sig, &action, NULL);
    }
}

static volatile sig_atomic_t cn_resumed_flag = 0;

static void cn_suspend_on_signal(int sig);

/// Ctrl-Z: installed without SA_RESTART, so that on `fg` the blocked read
/// returns and the event loop redraws at once (`cn_take_resumed`).
static inline void cn_install_suspend_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cn_suspend_on_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, NULL);
}

/// Gives the terminal back to the shell, stops, and on `fg` notes the resume.
/// (ncurses' own handler repaints inside the handler, so the blocked read
/// goes on without keypad mode, reading arrow keys as Esc, and misses a
/// resize made while stopped.)
static void cn_suspend_on_signal(int sig) {
    endwin();
    signal(sig, SIG_DFL);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, sig);
    sigprocmask(SIG_UNBLOCK, &stop, NULL);
    raise(sig);  /* stopped here until SIGCONT */
    cn_install_suspend_handler();
    cn_resumed_flag = 1;
}

/// Whether the process was resumed since the last call.
static inline int cn_take_resumed(void) {
    int resumed = cn_resumed_flag;
    cn_resumed_flag = 0;
    return resumed;
}

/// After a resume: the size the window has now, and a whole repaint.
/// (Keypad mode comes back with the next read.)
static inline void cn_resume(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0
        && (size.ws_row != LINES || size.ws_col != COLS)) {
        resize_term(size.ws_row, size.ws_col);
    }
    clearok(curscr, TRUE);
}

/// Whether the terminal named by TERM can address the cursor (dumb and
/// unknown terminals cannot). Returns 0 for an unknown TERM.
static inline int cn_terminal_can_address_cursor(void) {
    int error = 0;
    if (setupterm(NULL, 1, &error) != OK) return 0;
    char *cup = tigetstr("cup");
    int ok = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return ok;
}

static inline int cn_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

#endif
