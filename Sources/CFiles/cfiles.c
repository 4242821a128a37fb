#define _GNU_SOURCE
#include <unistd.h>
#include "cfiles.h"

ssize_t cb_copy_file_range(int source, off_t *source_offset, int target, off_t *target_offset, size_t length) {
    return copy_file_range(source, source_offset, target, target_offset, length, 0);
}
