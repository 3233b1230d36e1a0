// libpng through its full API, with setjmp error recovery (see codec_shims.h).
#include "codec_shims.h"
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *error;
    size_t error_size;
} error_sink;

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} memory_reader;

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} memory_writer;

static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = png_get_error_ptr(png);
    if (sink && sink->error && sink->error_size > 0) {
        snprintf(sink->error, sink->error_size, "%s", message);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void read_from_memory(png_structp png, png_bytep out, size_t count) {
    memory_reader *reader = png_get_io_ptr(png);
    if (reader->size - reader->offset < count) {
        png_error(png, "the file ends early (truncated)");
    }
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static void write_to_memory(png_structp png, png_bytep in, size_t count) {
    memory_writer *writer = png_get_io_ptr(png);
    if (writer->size + count > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity < writer->size + count) capacity *= 2;
        uint8_t *grown = realloc(writer->data, capacity);
        if (!grown) {
            writer->failed = 1;
            png_error(png, "out of memory while encoding");
        }
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, in, count);
    writer->size += count;
}

static void flush_memory(png_structp png) { (void)png; }

static int check_signature(const uint8_t *data, size_t size, error_sink *sink) {
    if (size == 0) {
        snprintf(sink->error, sink->error_size, "the file is empty");
        return 1;
    }
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        snprintf(sink->error, sink->error_size, "not a PNG (no PNG signature)");
        return 1;
    }
    return 0;
}

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

// Reads the size straight from the IHDR chunk, which must come first, so nothing after it (image
// data, or the lack of it) is touched before the caller has checked the size.
int nhs_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                      char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    if (check_signature(data, size, &sink)) return 1;
    if (size < 8 + 8 + 13 + 4) {
        snprintf(error, error_size, "the file ends early (truncated) inside its header");
        return 1;
    }
    if (read_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
        snprintf(error, error_size, "the first chunk is not a valid IHDR header");
        return 1;
    }
    *width = read_be32(data + 16);
    *height = read_be32(data + 20);
    return 0;
}

int nhs_png_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                        char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    if (check_signature(data, size, &sink)) return 1;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) return snprintf(error, error_size, "libpng could not start"), 1;
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    memory_reader reader = {data, size, 0};
    if (!info || setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
#ifdef PNG_IGNORE_ADLER32
    // Every chunk's CRC-32 is still checked, which covers the same compressed bytes; skipping
    // zlib's Adler-32 of the inflated data saves a pass over every decoded byte.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_read_fn(png, &reader, read_from_memory);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if ((size_t)width * height * 4 != pixels_size) {
        png_error(png, "the output buffer does not match the image size");
    }
    int colour = png_get_color_type(png, info);
    // Every colour type and depth becomes 8-bit RGBA with straight alpha; no gamma is applied.
    png_set_expand(png);
    png_set_strip_16(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }
    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int nhs_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, int level,
                        int filters, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    *out = NULL;
    *out_size = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) return snprintf(error, error_size, "libpng could not start"), 1;
    png_infop info = png_create_info_struct(png);
    memory_writer writer = {NULL, 0, 0, 0};
    if (!info || setjmp(png_jmpbuf(png))) {
        free(writer.data);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    png_set_write_fn(png, &writer, write_to_memory, flush_memory);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * width * 4));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = writer.data;
    *out_size = writer.size;
    return 0;
}

void nhs_shim_free(void *pointer) { free(pointer); }

const char *nhs_libpng_version(void) { return png_get_libpng_ver(NULL); }

const char *nhs_zlib_version(void) { return zlibVersion(); }

// Streaming encoder: the same settings and calls as nhs_png_encode_rgba, split over several calls
// so the rows can come a band at a time. The file's bytes collect in `writer` until the caller
// takes them (nhs_png_stream_output, then nhs_png_stream_clear_output).
struct nhs_png_stream {
    png_structp png;
    png_infop info;
    memory_writer writer;
    error_sink sink;
    uint32_t width;
};

int nhs_png_stream_begin(uint32_t width, uint32_t height, int level, int filters, nhs_png_stream **out,
                         char *error, size_t error_size) {
    *out = NULL;
    nhs_png_stream *stream = calloc(1, sizeof(nhs_png_stream));
    if (!stream) return snprintf(error, error_size, "libpng: out of memory"), 1;
    stream->sink.error = error;
    stream->sink.error_size = error_size;
    stream->width = width;
    stream->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &stream->sink, on_error, on_warning);
    if (!stream->png) {
        free(stream);
        return snprintf(error, error_size, "libpng could not start"), 1;
    }
    stream->info = png_create_info_struct(stream->png);
    if (!stream->info || setjmp(png_jmpbuf(stream->png))) {
        nhs_png_stream_free(stream);
        return 1;
    }
    png_set_write_fn(stream->png, &stream->writer, write_to_memory, flush_memory);
    png_set_compression_level(stream->png, level);
    png_set_compression_strategy(stream->png, Z_DEFAULT_STRATEGY);
    png_set_filter(stream->png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(stream->png, stream->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(stream->png, stream->info);
    *out = stream;
    return 0;
}

int nhs_png_stream_rows(nhs_png_stream *stream, const uint8_t *pixels, uint32_t rows, char *error, size_t error_size) {
    stream->sink.error = error;
    stream->sink.error_size = error_size;
    if (setjmp(png_jmpbuf(stream->png))) return 1;
    for (uint32_t y = 0; y < rows; y++) {
        png_write_row(stream->png, (png_const_bytep)(pixels + (size_t)y * stream->width * 4));
    }
    return 0;
}

int nhs_png_stream_end(nhs_png_stream *stream, char *error, size_t error_size) {
    stream->sink.error = error;
    stream->sink.error_size = error_size;
    if (setjmp(png_jmpbuf(stream->png))) return 1;
    png_write_end(stream->png, NULL);
    return 0;
}

const uint8_t *nhs_png_stream_output(const nhs_png_stream *stream, size_t *size) {
    *size = stream->writer.size;
    return stream->writer.data;
}

void nhs_png_stream_clear_output(nhs_png_stream *stream) { stream->writer.size = 0; }

void nhs_png_stream_free(nhs_png_stream *stream) {
    if (!stream) return;
    png_destroy_write_struct(&stream->png, stream->info ? &stream->info : NULL);
    free(stream->writer.data);
    free(stream);
}
