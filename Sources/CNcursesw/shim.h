#ifndef CVSIM_CNCURSESW_SHIM_H
#define CVSIM_CNCURSESW_SHIM_H
// Wide-character curses: must be defined before <curses.h>.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#if defined(__APPLE__)
#include <curses.h>   // macOS's ncurses has the wide-character calls in <curses.h>
#else
#include <ncursesw/curses.h>
#endif

// Macros and globals Swift cannot import as such.
static inline int cvsim_lines(void) { return LINES; }
static inline int cvsim_cols(void) { return COLS; }
static inline int cvsim_colors(void) { return COLORS; }
static inline int cvsim_color_pairs(void) { return COLOR_PAIRS; }
static inline void cvsim_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }
static inline attr_t cvsim_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline attr_t cvsim_a_bold(void) { return A_BOLD; }
static inline attr_t cvsim_a_dim(void) { return A_DIM; }
static inline attr_t cvsim_a_reverse(void) { return A_REVERSE; }
static inline attr_t cvsim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cvsim_a_altcharset(void) { return A_ALTCHARSET; }
static inline attr_t cvsim_a_normal(void) { return A_NORMAL; }
static inline WINDOW *cvsim_stdscr(void) { return stdscr; }
static inline FILE *cvsim_stdout(void) { return stdout; }
static inline FILE *cvsim_stdin(void) { return stdin; }
static inline WINDOW *cvsim_curscr(void) { return curscr; }
static inline mmask_t cvsim_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cvsim_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cvsim_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cvsim_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cvsim_button4_pressed(void) { return BUTTON4_PRESSED; }
#if defined(BUTTON5_PRESSED)
static inline mmask_t cvsim_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t cvsim_button5_pressed(void) { return 0; }
#endif
static inline mmask_t cvsim_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

// Fills a cchar_t with one wide character and attributes/colour pair.
static inline int cvsim_setcchar(cchar_t *c, wchar_t ch, attr_t attrs, short pair) {
    wchar_t s[2] = { ch, 0 };
    return setcchar(c, s, attrs, pair, NULL);
}
// Fills a cchar_t with one wide character, attributes and an extended colour pair (any int).
static inline int cvsim_setcchar_ext(cchar_t *c, wchar_t ch, attr_t attrs, int pair) {
    wchar_t s[2] = { ch, 0 };
    int p = pair;
    return setcchar(c, s, attrs, 0, &p);
}
static inline attr_t cvsim_a_italic(void) { return A_ITALIC; }
static inline int cvsim_err(void) { return ERR; }
static inline int cvsim_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cvsim_key_mouse(void) { return KEY_MOUSE; }
static inline int cvsim_key_resize(void) { return KEY_RESIZE; }
static inline mmask_t cvsim_button1_dragged_mask(void) { return BUTTON1_PRESSED | BUTTON1_RELEASED | REPORT_MOUSE_POSITION; }
static inline mmask_t cvsim_button4_mask(void) { return BUTTON4_PRESSED | BUTTON4_RELEASED | BUTTON4_CLICKED; }
#if defined(BUTTON5_PRESSED)
static inline mmask_t cvsim_button5_mask(void) { return BUTTON5_PRESSED | BUTTON5_RELEASED | BUTTON5_CLICKED; }
#else
static inline mmask_t cvsim_button5_mask(void) { return 0; }
#endif
static inline mmask_t cvsim_button1_any(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED;
}
// A terminfo string capability, or NULL when absent or not a string.
static inline const char *cvsim_tigetstr(const char *name) {
    char *s = tigetstr(name);
    if (s == (char *)-1 || s == 0) return 0;
    return s;
}
// A terminfo boolean capability: 1 when the terminal has it, 0 when not (or unknown).
static inline int cvsim_tigetflag(const char *name) {
    return tigetflag((char *)name) > 0;
}
// A terminfo numeric capability, or -1 when absent.
static inline int cvsim_tigetnum(const char *name) {
    int n = tigetnum((char *)name);
    return n < 0 ? -1 : n;
}
#endif
