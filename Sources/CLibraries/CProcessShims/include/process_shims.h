#ifndef NHS_PROCESS_SHIMS_H
#define NHS_PROCESS_SHIMS_H

#include <stddef.h>

/// Asks the C allocator to serve blocks of up to `largest` bytes from its heap and to keep freed
/// memory for reuse instead of mapping fresh pages for every large block and unmapping them when
/// it is freed. Returns 1 when the allocator took both settings, 0 otherwise (the program runs
/// as before, only slower).
int nhs_reuse_large_blocks(size_t largest);

#endif
