// Small C helpers for the codecs whose error handling needs setjmp/longjmp, which Swift cannot
// call: libpng (full API, fixed settings) and libjpeg-turbo. Every function returns 0 on success;
// on failure it writes a readable message into `error` and returns non-zero. Nothing here aborts.
#ifndef NHS_CODEC_SHIMS_H
#define NHS_CODEC_SHIMS_H

#include <stddef.h>
#include <stdint.h>

/// Reads a PNG header: width and height in pixels.
int nhs_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                      char *error, size_t error_size);

/// Decodes a PNG of any colour type, bit depth or interlacing into straight RGBA8.
/// `pixels` must hold width * height * 4 bytes for the size `nhs_png_read_size` reported.
int nhs_png_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                        char *error, size_t error_size);

/// Encodes straight RGBA8 rows as an 8-bit RGBA PNG with a fixed zlib level and the given
/// filter mask (libpng's PNG_ALL_FILTERS etc.), no ancillary chunks. On success `*out` is a
/// malloc'd buffer of `*out_size` bytes that the caller frees with `nhs_shim_free`.
int nhs_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, int level,
                        int filters, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Filters `rows` rows of an RGBA8 image starting at `first_row` with the PNG Up filter (None
/// for row 0) and compresses them as raw deflate: one fixed-Huffman block of literals and matches
/// 1 or 4 bytes back (see png_runs.c), ending on a byte boundary with an empty stored block, or
/// as the final block when `last`. Strips made this way and joined in order form one deflate
/// stream. `*adler` receives the Adler-32 of the filtered bytes, `*out` a malloc'd buffer of
/// `*out_size` bytes that the caller frees with `nhs_shim_free`.
int nhs_png_encode_rows(const uint8_t *pixels, uint32_t width, uint32_t first_row, uint32_t rows,
                        int last, uint8_t **out, size_t *out_size, uint32_t *adler,
                        char *error, size_t error_size);

/// The run encoder of `nhs_png_encode_rows` fed rows as they are drawn, so a picture never has
/// to be whole in memory. Start it for rows `width` pixels wide (`rows_hint` guesses how many, to
/// size its output), add rows in order, then finish it (or discard it). NULL when out of memory.
typedef struct nhs_run_encoder nhs_run_encoder;
nhs_run_encoder *nhs_run_encoder_start(uint32_t width, uint32_t rows_hint, int last);
/// Filters and compresses `count` rows; `above` is the row before the first (NULL when the first
/// is the image's top row). Returns non-zero when out of memory.
int nhs_run_encoder_add(nhs_run_encoder *encoder, const uint8_t *rows, uint32_t count, const uint8_t *above);
/// Ends the strip as `nhs_png_encode_rows` does and frees the encoder; `*out` is freed with
/// `nhs_shim_free`. Returns non-zero (and frees everything) when out of memory.
int nhs_run_encoder_finish(nhs_run_encoder *encoder, uint8_t **out, size_t *out_size, uint32_t *adler);
/// Frees an encoder that will not be finished.
void nhs_run_encoder_discard(nhs_run_encoder *encoder);

/// Adler-32 of `length` bytes continuing from `adler` (1 to start), vectorised.
uint32_t nhs_adler32_quick(uint32_t adler, const uint8_t *data, size_t length);

/// The Adler-32 of two byte runs joined, from the checksum of each and the second's length.
uint32_t nhs_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/// CRC-32 (as PNG chunks use) of `size` bytes, continuing from `crc` (0 to start).
uint32_t nhs_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// Reads a JPEG header: width and height in pixels.
int nhs_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       char *error, size_t error_size);

/// Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, CMYK or YCCK) into opaque RGBA8.
int nhs_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                         char *error, size_t error_size);

/// Frees a buffer returned by the encoder.
void nhs_shim_free(void *pointer);

/// The libpng version the process runs with, e.g. "1.6.39".
const char *nhs_libpng_version(void);
/// The zlib version the process runs with, e.g. "1.2.13".
const char *nhs_zlib_version(void);
/// The libjpeg-turbo version the shim was built against, e.g. "2.1.5".
const char *nhs_jpeg_turbo_version(void);
/// The pixman version cairo draws with, e.g. "0.42.2".
const char *nhs_pixman_version(void);

#endif
