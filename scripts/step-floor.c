/* The least a full-screen terminal program can do for a key: wait for it (poll), read it, and
 * write a frame's worth of bytes (92, what cvsim writes for a one-row scroll step). Run in the
 * peers' harness, its CPU a step is the floor every program's step stands on (docs/performance.md,
 * "A scroll step against ncurses"):
 *
 *   cc -O2 -o /tmp/step-floor scripts/step-floor.c
 *   $P $K/scrollbench.py --size 120x40 --down 200 --pagedown 10 --end 1 -- /tmp/step-floor
 *
 * 'q' quits. */
#include <poll.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

int main(void) {
    struct termios saved, raw;
    tcgetattr(0, &saved);
    raw = saved;
    cfmakeraw(&raw);
    tcsetattr(0, TCSANOW, &raw);
    const char *start = "\033[?1049h\033[2J\033[Hready";
    write(1, start, strlen(start));
    char frame[92];
    memset(frame, 'x', sizeof frame);
    memcpy(frame, "\033[38;1H\033D", 10);
    char key[64];
    for (;;) {
        struct pollfd input = {0, POLLIN, 0};
        if (poll(&input, 1, 150) == 0) continue;
        ssize_t n = read(0, key, sizeof key);
        if (n <= 0 || key[0] == 'q') break;
        write(1, frame, sizeof frame);
    }
    write(1, "\033[?1049l", 8);
    tcsetattr(0, TCSANOW, &saved);
    return 0;
}
