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

/// A PNG being encoded a few rows at a time (libpng, the settings of `nhs_png_encode_rgba`).
typedef struct nhs_png_stream nhs_png_stream;

/// Starts a streamed encoding of a width × height image; on success `*out` is the stream, which
/// the caller frees with `nhs_png_stream_free` whatever happens next.
int nhs_png_stream_begin(uint32_t width, uint32_t height, int level, int filters, nhs_png_stream **out,
                         char *error, size_t error_size);

/// Encodes the next `rows` rows of straight RGBA8 (width * 4 bytes each, no padding).
int nhs_png_stream_rows(nhs_png_stream *stream, const uint8_t *pixels, uint32_t rows, char *error, size_t error_size);

/// Finishes the file after its last row.
int nhs_png_stream_end(nhs_png_stream *stream, char *error, size_t error_size);

/// The file's bytes made since the output was last cleared: `*size` bytes at the pointer returned.
const uint8_t *nhs_png_stream_output(const nhs_png_stream *stream, size_t *size);

/// Forgets the bytes `nhs_png_stream_output` gave (the caller has written them out).
void nhs_png_stream_clear_output(nhs_png_stream *stream);

/// Frees a stream (NULL is allowed).
void nhs_png_stream_free(nhs_png_stream *stream);

/// A PNG being decoded a few bytes at a time (libpng's progressive reader) into straight RGBA8 rows
/// in order, with the transformations of `nhs_png_decode_rgba`. Not for interlaced images (their
/// rows come in seven passes): feeding one fails with a message saying so.
typedef struct nhs_png_reader nhs_png_reader;

/// Starts a progressive decoding; on success `*out` is the reader, which the caller frees with
/// `nhs_png_reader_free` whatever happens next.
int nhs_png_reader_begin(nhs_png_reader **out, char *error, size_t error_size);

/// Hands libpng the file's next `size` bytes; the rows they complete collect in the reader (see
/// `nhs_png_reader_rows`). After a failure the reader can only be freed.
int nhs_png_reader_feed(nhs_png_reader *reader, const uint8_t *data, size_t size, char *error, size_t error_size);

/// 1 once the header has been read (then `*width` and `*height` are set), else 0.
int nhs_png_reader_size(const nhs_png_reader *reader, uint32_t *width, uint32_t *height);

/// The rows completed since they were last cleared: `*count` rows of width * 4 bytes at the pointer returned.
const uint8_t *nhs_png_reader_rows(const nhs_png_reader *reader, size_t *count);

/// Forgets the rows `nhs_png_reader_rows` gave (the caller has used them).
void nhs_png_reader_clear_rows(nhs_png_reader *reader);

/// 1 once libpng has read the end of the file (IEND), else 0.
int nhs_png_reader_finished(const nhs_png_reader *reader);

/// Frees a reader (NULL is allowed).
void nhs_png_reader_free(nhs_png_reader *reader);

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

#endif
