#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include "cfiles.h"

ssize_t cb_copy_file_range(int source, int64_t *source_offset, int target, size_t length) {
#ifdef SYS_copy_file_range
    return syscall(SYS_copy_file_range, source, source_offset, target, (int64_t *)NULL, length, 0u);
#else
    (void)source; (void)source_offset; (void)target; (void)length;
    errno = ENOSYS;
    return -1;
#endif
}

int cb_malloc_grow_by(size_t bytes) {
#if defined(__GLIBC__)
    return mallopt(M_TOP_PAD, (int)bytes);
#else
    (void)bytes;
    return 0;
#endif
}

int cb_malloc_trim(size_t pad) {
#if defined(__GLIBC__)
    return malloc_trim(pad);
#else
    (void)pad;
    return 0;
#endif
}

int cb_start_writeback(int fd, int64_t offset, int64_t count) {
#if defined(__linux__) && defined(SYNC_FILE_RANGE_WRITE)
    return sync_file_range(fd, (off_t)offset, (off_t)count, SYNC_FILE_RANGE_WRITE);
#else
    (void)fd; (void)offset; (void)count;
    return 0;
#endif
}
