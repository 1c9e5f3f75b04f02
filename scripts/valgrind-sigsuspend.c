// Preloaded into the test runner under valgrind (scripts/sanitize.sh valgrind).
//
// libdispatch's main thread waits in sigsuspend() with a signal mask kept in read-only memory, and
// valgrind (3.19 to at least 3.24) edits the mask it is given in place before the real call, so it
// faults inside its own code and stops ("the 'impossible' happened"). This sigsuspend passes the
// kernel a writable copy of the mask and otherwise does exactly what libc's does.
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
