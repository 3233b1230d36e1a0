#ifndef RASTER_SHIMS_H
#define RASTER_SHIMS_H

#include <stddef.h>
#include <stdint.h>

/// The pixman version cairo draws with, e.g. "0.42.2".
const char *nhs_pixman_version(void);

/// The ways `nhs_cairo_row_to_rgba` can shuffle bytes: the best this processor has; one pixel at
/// a time; eight pixels at a time with the instructions every processor of the architecture has
/// (SSE2 on x86-64), with SSSE3's byte shuffle, or with AVX2's. All give the same bytes.
enum {
    NHS_SHUFFLE_BEST = 0,
    NHS_SHUFFLE_PORTABLE = 1,
    NHS_SHUFFLE_BASELINE = 2,
    NHS_SHUFFLE_SSSE3 = 3,
    NHS_SHUFFLE_AVX2 = 4,
};

/// Copies `pixels` Cairo ARGB32 pixels (little-endian words: bytes B, G, R, A) from `source` to
/// `target` as R, G, B, A, without touching alpha or undoing premultiplication. `source` and
/// `target` may be the same memory (not otherwise overlapping). Returns the AND of every word
/// read: its top byte is 0xFF exactly when every pixel is opaque. `shuffle` is an NHS_SHUFFLE_
/// value; one this processor lacks falls back to the portable path.
uint32_t nhs_cairo_row_to_rgba(const uint8_t *source, uint8_t *target, size_t pixels, int shuffle);

/// Whether this processor can run `shuffle` (an NHS_SHUFFLE_ value other than BEST).
int nhs_cairo_row_shuffle_supported(int shuffle);

/// The shuffle NHS_SHUFFLE_BEST stands for on this processor: AVX2, else SSSE3, else BASELINE.
int nhs_cairo_row_best_shuffle(void);

/// The ways the blur's taps can be added: the best this processor has; one pixel at a time; eight
/// at a time with the architecture's baseline instructions (SSE2 on x86-64), or with AVX2's. All
/// give the same sums.
enum {
    NHS_TAPS_BEST = 0,
    NHS_TAPS_PORTABLE = 1,
    NHS_TAPS_BASELINE = 2,
    NHS_TAPS_AVX2 = 3,
};

/// `sums[i] += weight * (first[i] + second[i])` for i below `count`, in wrapping 32-bit integers;
/// `second` may be null (then nothing is added for it). `path` is an NHS_TAPS_ value; one this
/// processor lacks falls back to the portable path.
void nhs_blur_add_rows(uint32_t *sums, const uint16_t *first, const uint16_t *second, uint32_t weight, size_t count,
                       int path);

/// `sums[i] += weight * (left[i] + right[i])` for i below `count`, in wrapping 32-bit integers.
void nhs_blur_add_pairs(uint32_t *sums, const uint32_t *left, const uint32_t *right, uint32_t weight, size_t count,
                        int path);

/// Whether this processor can run `path` (an NHS_TAPS_ value other than BEST).
int nhs_blur_taps_supported(int path);

#endif
