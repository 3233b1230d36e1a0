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

#endif
