#ifndef CFILES_H
#define CFILES_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// copy_file_range(2) through syscall(2), so neither glibc's version (2.27 added it) nor its
/// user-space emulation is involved: copies `length` bytes at `*source_offset` of `source` to
/// the position of `target` inside the kernel. -1 with errno ENOSYS where there is no such call.
ssize_t cb_copy_file_range(int source, int64_t *source_offset, int target, size_t length);

/// malloc_trim(3) of glibc (declared in <malloc.h>, which Swift's Glibc module leaves out):
/// gives the heaps' free memory back to the system. 0 where the C library has no such call.
int cb_malloc_trim(size_t pad);

/// mallopt(M_TOP_PAD) of glibc: each time a heap grows, it grows by `bytes` more than asked
/// (address space only until used). 0 where the C library has no such setting.
int cb_malloc_grow_by(size_t bytes);

/// sync_file_range(SYNC_FILE_RANGE_WRITE) of Linux: starts writing `count` bytes at `offset`
/// of `fd` to disk without waiting, so a later fsync(2) has less left to wait for. 0 (nothing
/// done) where there is no such call.
int cb_start_writeback(int fd, int64_t offset, int64_t count);

#endif
