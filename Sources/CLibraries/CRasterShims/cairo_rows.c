// Cairo's ARGB32 rows to RGBA byte order, with the widest byte shuffle the processor offers.
//
// Cairo keeps a pixel as a native-endian 32-bit word A R G B, which a little-endian machine stores
// as the bytes B, G, R, A; PNG wants R, G, B, A. Swapping the first and third byte of every pixel is
// one byte shuffle a vector with AVX2 (32 bytes) or SSSE3 (16 bytes), where SSE2 alone (Swift's
// baseline on x86-64) needs a dozen shifts and masks per 8 pixels. One loop, written with the
// compiler's vector extensions, is compiled once for each instruction set, and the widest the
// processor reports is chosen at the first call. Every path gives the same bytes, so the choice
// never shows in a picture.
#include "raster_shims.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#define NHS_X86 1
#endif

typedef uint8_t nhs_bytes32 __attribute__((vector_size(32)));
typedef uint32_t nhs_words8 __attribute__((vector_size(32)));

// One pixel at a time: red and blue swapped in the little-endian word. Returns `all` ANDed with
// every word read.
static uint32_t swap_plain(const uint8_t *source, uint8_t *target, size_t pixels, uint32_t all) {
    for (size_t index = 0; index < pixels; index++) {
        uint32_t word;
        memcpy(&word, source + 4 * index, 4);
        all &= word;
        uint32_t swapped = (word & 0xff00ff00u) | ((word >> 16) & 0xffu) | ((word & 0xffu) << 16);
        memcpy(target + 4 * index, &swapped, 4);
    }
    return all;
}

// Eight pixels at a time, the rest one at a time. Inlined into each caller below, so it is compiled
// with that caller's instruction set.
static inline __attribute__((always_inline)) uint32_t swap_vectors(const uint8_t *source, uint8_t *target,
                                                                   size_t pixels) {
    nhs_words8 all = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u};
    size_t index = 0;
    for (; index + 8 <= pixels; index += 8) {
        nhs_bytes32 bytes;
        memcpy(&bytes, source + 4 * index, 32); // loaded whole before the store: in place is safe
        all &= (nhs_words8)bytes;
        nhs_bytes32 swapped = __builtin_shufflevector(bytes, bytes, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                                      18, 17, 16, 19, 22, 21, 20, 23, 26, 25, 24, 27, 30, 29, 28, 31);
        memcpy(target + 4 * index, &swapped, 32);
    }
    uint32_t folded = all[0] & all[1] & all[2] & all[3] & all[4] & all[5] & all[6] & all[7];
    return swap_plain(source + 4 * index, target + 4 * index, pixels - index, folded);
}

typedef uint32_t (*swap_function)(const uint8_t *, uint8_t *, size_t);

static uint32_t swap_portable(const uint8_t *source, uint8_t *target, size_t pixels) {
    return swap_plain(source, target, pixels, 0xffffffffu);
}

static uint32_t swap_baseline(const uint8_t *source, uint8_t *target, size_t pixels) {
    return swap_vectors(source, target, pixels);
}

#if NHS_X86
__attribute__((target("ssse3"))) static uint32_t swap_ssse3(const uint8_t *source, uint8_t *target, size_t pixels) {
    return swap_vectors(source, target, pixels);
}

__attribute__((target("avx2"))) static uint32_t swap_avx2(const uint8_t *source, uint8_t *target, size_t pixels) {
    return swap_vectors(source, target, pixels);
}
#endif

// The shuffle of `shuffle` (an NHS_SHUFFLE_ value) when this processor has it, else null.
static swap_function supported_swap(int shuffle) {
    switch (shuffle) {
    case NHS_SHUFFLE_PORTABLE: return swap_portable;
    case NHS_SHUFFLE_BASELINE: return swap_baseline;
#if NHS_X86
    case NHS_SHUFFLE_SSSE3:
        __builtin_cpu_init();
        return __builtin_cpu_supports("ssse3") ? swap_ssse3 : 0;
    case NHS_SHUFFLE_AVX2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") ? swap_avx2 : 0;
#endif
    default: return 0;
    }
}

int nhs_cairo_row_shuffle_supported(int shuffle) {
    return supported_swap(shuffle) != 0;
}

int nhs_cairo_row_best_shuffle(void) {
    if (supported_swap(NHS_SHUFFLE_AVX2)) return NHS_SHUFFLE_AVX2;
    if (supported_swap(NHS_SHUFFLE_SSSE3)) return NHS_SHUFFLE_SSSE3;
    return NHS_SHUFFLE_BASELINE;
}

uint32_t nhs_cairo_row_to_rgba(const uint8_t *source, uint8_t *target, size_t pixels, int shuffle) {
    // The best shuffle is chosen at the first call and kept; threads racing to choose all choose
    // the same.
    static swap_function best = 0;
    swap_function use;
    if (shuffle == NHS_SHUFFLE_BEST) {
        use = __atomic_load_n(&best, __ATOMIC_RELAXED);
        if (!use) {
            use = supported_swap(nhs_cairo_row_best_shuffle());
            __atomic_store_n(&best, use, __ATOMIC_RELAXED);
        }
    } else {
        use = supported_swap(shuffle);
        if (!use) use = swap_portable;
    }
    return use(source, target, pixels);
}
