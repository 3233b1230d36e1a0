// Cairo's ARGB32 rows to RGBA byte order, with the widest byte shuffle the processor offers.
//
// Cairo keeps a pixel as a native-endian 32-bit word A R G B, which a little-endian machine stores
// as the bytes B, G, R, A; PNG wants R, G, B, A. Swapping the first and third byte of every pixel is
// one byte shuffle a vector (16 bytes with SSSE3, 32 with AVX2), where SSE2 alone (Swift's
// baseline on x86-64) needs a dozen shifts and masks per pair of vectors. The shuffle is chosen
// once, by what the processor reports; every path gives the same bytes, so the choice never shows
// in a picture.
#include "raster_shims.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NHS_X86 1
#endif

// One pixel at a time: red and blue swapped in the little-endian word.
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

#if NHS_X86
__attribute__((target("ssse3")))
static uint32_t swap_ssse3(const uint8_t *source, uint8_t *target, size_t pixels) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    __m128i all = _mm_set1_epi32(-1);
    size_t index = 0;
    for (; index + 4 <= pixels; index += 4) {
        __m128i words = _mm_loadu_si128((const __m128i *)(source + 4 * index));
        all = _mm_and_si128(all, words);
        _mm_storeu_si128((__m128i *)(target + 4 * index), _mm_shuffle_epi8(words, order));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, all);
    uint32_t folded = lanes[0] & lanes[1] & lanes[2] & lanes[3];
    return swap_plain(source + 4 * index, target + 4 * index, pixels - index, folded);
}

__attribute__((target("avx2")))
static uint32_t swap_avx2(const uint8_t *source, uint8_t *target, size_t pixels) {
    const __m256i order = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                           2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    __m256i all = _mm256_set1_epi32(-1);
    size_t index = 0;
    for (; index + 8 <= pixels; index += 8) {
        __m256i words = _mm256_loadu_si256((const __m256i *)(source + 4 * index));
        all = _mm256_and_si256(all, words);
        _mm256_storeu_si256((__m256i *)(target + 4 * index), _mm256_shuffle_epi8(words, order));
    }
    uint32_t lanes[8];
    _mm256_storeu_si256((__m256i *)lanes, all);
    uint32_t folded = 0xffffffffu;
    for (int lane = 0; lane < 8; lane++) folded &= lanes[lane];
    return swap_plain(source + 4 * index, target + 4 * index, pixels - index, folded);
}
#endif

typedef uint32_t (*swap_function)(const uint8_t *, uint8_t *, size_t);

static uint32_t swap_portable(const uint8_t *source, uint8_t *target, size_t pixels) {
    return swap_plain(source, target, pixels, 0xffffffffu);
}

// The shuffle of `shuffle` (an NHS_SHUFFLE_ value) when this processor has it, else null.
static swap_function supported_swap(int shuffle) {
    switch (shuffle) {
    case NHS_SHUFFLE_PORTABLE: return swap_portable;
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
    return NHS_SHUFFLE_PORTABLE;
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
