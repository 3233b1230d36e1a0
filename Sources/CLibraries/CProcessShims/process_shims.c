#include "process_shims.h"

#include <limits.h>
#include <malloc.h>

int nhs_reuse_large_blocks(size_t largest) {
    if (largest > INT_MAX) largest = INT_MAX;
    /* Blocks below the mmap threshold come from the heap; a trim threshold as large keeps freed
       memory mapped, so the next page of the same size reuses pages that are already there. */
    int mapped = mallopt(M_MMAP_THRESHOLD, (int)largest);
    int trimmed = mallopt(M_TRIM_THRESHOLD, INT_MAX);
    return mapped == 1 && trimmed == 1;
}
