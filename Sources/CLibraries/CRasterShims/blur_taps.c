// The inner loop of the Gaussian blur: each tap at one distance, added across a span of pixels.
//
// For every pixel of a span the blur adds weight × (the pixel that far before + the pixel that far
// after), in 32-bit integers. Swift's vectors on x86-64's baseline (SSE2) have no 32-bit multiply
// of their own and make one of two 64-bit multiplies and shuffles; AVX2 multiplies eight lanes in one
// instruction. The same loop, written with the compiler's vector extensions, is compiled for the
// baseline and for AVX2, and the widest the processor has is chosen at the first call. Integer sums
// wrap alike on every path, so the choice never shows in a picture.
#include "raster_shims.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#define NHS_X86 1
#endif

typedef uint32_t nhs_taps_words8 __attribute__((vector_size(32)));
typedef uint16_t nhs_taps_halves8 __attribute__((vector_size(16)));

static void rows_plain(uint32_t *sums, const uint16_t *first, const uint16_t *second, uint32_t weight, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t pair = (uint32_t)first[i] + (second ? (uint32_t)second[i] : 0u);
        sums[i] += weight * pair;
    }
}

static void pairs_plain(uint32_t *sums, const uint32_t *left, const uint32_t *right, uint32_t weight, size_t count) {
    for (size_t i = 0; i < count; i++) sums[i] += weight * (left[i] + right[i]);
}

// Eight pixels at a time, the rest one at a time; inlined into each caller below, so compiled with
// that caller's instruction set.
static inline __attribute__((always_inline)) void rows_vectors(uint32_t *sums, const uint16_t *first,
                                                               const uint16_t *second, uint32_t weight, size_t count) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        nhs_taps_halves8 a, b = {0, 0, 0, 0, 0, 0, 0, 0};
        memcpy(&a, first + i, 16);
        if (second) memcpy(&b, second + i, 16);
        nhs_taps_words8 pair = __builtin_convertvector(a, nhs_taps_words8) + __builtin_convertvector(b, nhs_taps_words8);
        nhs_taps_words8 sum;
        memcpy(&sum, sums + i, 32);
        sum += pair * weight;
        memcpy(sums + i, &sum, 32);
    }
    rows_plain(sums + i, first + i, second ? second + i : 0, weight, count - i);
}

static inline __attribute__((always_inline)) void pairs_vectors(uint32_t *sums, const uint32_t *left,
                                                                const uint32_t *right, uint32_t weight, size_t count) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        nhs_taps_words8 a, b, sum;
        memcpy(&a, left + i, 32);
        memcpy(&b, right + i, 32);
        memcpy(&sum, sums + i, 32);
        sum += (a + b) * weight;
        memcpy(sums + i, &sum, 32);
    }
    pairs_plain(sums + i, left + i, right + i, weight, count - i);
}

typedef void (*rows_function)(uint32_t *, const uint16_t *, const uint16_t *, uint32_t, size_t);
typedef void (*pairs_function)(uint32_t *, const uint32_t *, const uint32_t *, uint32_t, size_t);

static void rows_baseline(uint32_t *s, const uint16_t *a, const uint16_t *b, uint32_t w, size_t n) { rows_vectors(s, a, b, w, n); }
static void pairs_baseline(uint32_t *s, const uint32_t *a, const uint32_t *b, uint32_t w, size_t n) { pairs_vectors(s, a, b, w, n); }

#if NHS_X86
__attribute__((target("avx2"))) static void rows_avx2(uint32_t *s, const uint16_t *a, const uint16_t *b, uint32_t w, size_t n) {
    rows_vectors(s, a, b, w, n);
}
__attribute__((target("avx2"))) static void pairs_avx2(uint32_t *s, const uint32_t *a, const uint32_t *b, uint32_t w, size_t n) {
    pairs_vectors(s, a, b, w, n);
}
#endif

int nhs_blur_taps_supported(int path) {
    switch (path) {
    case NHS_TAPS_PORTABLE:
    case NHS_TAPS_BASELINE: return 1;
#if NHS_X86
    case NHS_TAPS_AVX2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2");
#endif
    default: return 0;
    }
}

// The loops of one path.
typedef struct {
    rows_function rows;
    pairs_function pairs;
} taps_loops;

// The loops `path` names, the best this processor has for NHS_TAPS_BEST, the portable ones for a
// path it lacks.
static taps_loops chosen_loops(int path) {
    if (path == NHS_TAPS_BEST) {
        static int best = 0;
        path = __atomic_load_n(&best, __ATOMIC_RELAXED);
        if (!path) {
            path = nhs_blur_taps_supported(NHS_TAPS_AVX2) ? NHS_TAPS_AVX2 : NHS_TAPS_BASELINE;
            __atomic_store_n(&best, path, __ATOMIC_RELAXED);
        }
    } else if (!nhs_blur_taps_supported(path)) {
        path = NHS_TAPS_PORTABLE;
    }
    switch (path) {
#if NHS_X86
    case NHS_TAPS_AVX2: return (taps_loops){rows_avx2, pairs_avx2};
#endif
    case NHS_TAPS_BASELINE: return (taps_loops){rows_baseline, pairs_baseline};
    default: return (taps_loops){rows_plain, pairs_plain};
    }
}

void nhs_blur_add_rows(uint32_t *sums, const uint16_t *first, const uint16_t *second, uint32_t weight, size_t count,
                       int path) {
    chosen_loops(path).rows(sums, first, second, weight, count);
}

void nhs_blur_add_pairs(uint32_t *sums, const uint32_t *left, const uint32_t *right, uint32_t weight, size_t count,
                        int path) {
    chosen_loops(path).pairs(sums, left, right, weight, count);
}
