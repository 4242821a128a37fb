#ifndef CFILES_H
#define CFILES_H

#include <sys/types.h>

/// copy_file_range(2), which glibc declares only under _GNU_SOURCE: copies `length` bytes at
/// `*source_offset` of `source` to `*target_offset` of `target` inside the kernel.
ssize_t cb_copy_file_range(int source, off_t *source_offset, int target, off_t *target_offset, size_t length);

#endif
