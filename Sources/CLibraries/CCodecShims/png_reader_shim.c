// libpng's progressive reader, for decoding a PNG a few bytes at a time (see codec_shims.h): the
// rows come out in order as the compressed data arrives, so a tall image is never held whole.
// The transformations are those of nhs_png_decode_rgba in png_shim.c, so the pixels are the same.
#include "codec_shims.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct nhs_png_reader {
    png_structp png;
    png_infop info;
    char *error;
    size_t error_size;
    uint32_t width;
    uint32_t height;
    size_t row_bytes;
    uint8_t *rows;          // rows completed since the last clear
    size_t row_count;
    size_t row_capacity;    // in rows
    uint32_t next_row;      // the page row libpng should hand over next
    int has_size;
    int finished;
};

static void reader_error(png_structp png, png_const_charp message) {
    nhs_png_reader *reader = png_get_error_ptr(png);
    if (reader && reader->error && reader->error_size > 0) {
        snprintf(reader->error, reader->error_size, "%s", message);
    }
    png_longjmp(png, 1);
}

static void reader_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void reader_info(png_structp png, png_infop info) {
    nhs_png_reader *reader = png_get_progressive_ptr(png);
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        png_error(png, "the image is Adam7-interlaced: its rows come in seven passes, not in order");
    }
    int colour = png_get_color_type(png, info);
    // As nhs_png_decode_rgba: every colour type and depth becomes 8-bit RGBA with straight alpha.
    png_set_expand(png);
    png_set_strip_16(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    reader->width = png_get_image_width(png, info);
    reader->height = png_get_image_height(png, info);
    reader->row_bytes = (size_t)reader->width * 4;
    if (png_get_rowbytes(png, info) != reader->row_bytes) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }
    reader->has_size = 1;
}

static void reader_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
    (void)pass;
    nhs_png_reader *reader = png_get_progressive_ptr(png);
    if (!row) return;
    if (number != reader->next_row) png_error(png, "the rows came out of order");
    if (reader->row_count == reader->row_capacity) {
        size_t capacity = reader->row_capacity ? reader->row_capacity * 2 : 16;
        uint8_t *grown = realloc(reader->rows, capacity * reader->row_bytes);
        if (!grown) png_error(png, "out of memory");
        reader->rows = grown;
        reader->row_capacity = capacity;
    }
    memcpy(reader->rows + reader->row_count * reader->row_bytes, row, reader->row_bytes);
    reader->row_count += 1;
    reader->next_row += 1;
}

static void reader_end(png_structp png, png_infop info) {
    (void)info;
    nhs_png_reader *reader = png_get_progressive_ptr(png);
    reader->finished = 1;
}

int nhs_png_reader_begin(nhs_png_reader **out, char *error, size_t error_size) {
    *out = NULL;
    nhs_png_reader *reader = calloc(1, sizeof(nhs_png_reader));
    if (!reader) return snprintf(error, error_size, "out of memory"), 1;
    reader->error = error;
    reader->error_size = error_size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, reader_error, reader_warning);
    if (!reader->png) {
        free(reader);
        return snprintf(error, error_size, "libpng could not start"), 1;
    }
    reader->info = png_create_info_struct(reader->png);
    if (!reader->info || setjmp(png_jmpbuf(reader->png))) {
        nhs_png_reader_free(reader);
        return 1;
    }
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
#ifdef PNG_IGNORE_ADLER32
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON); // as nhs_png_decode_rgba
#endif
    png_set_progressive_read_fn(reader->png, reader, reader_info, reader_row, reader_end);
    *out = reader;
    return 0;
}

int nhs_png_reader_feed(nhs_png_reader *reader, const uint8_t *data, size_t size, char *error, size_t error_size) {
    reader->error = error;
    reader->error_size = error_size;
    if (setjmp(png_jmpbuf(reader->png))) return 1;
    png_process_data(reader->png, reader->info, (png_bytep)data, size);
    return 0;
}

int nhs_png_reader_size(const nhs_png_reader *reader, uint32_t *width, uint32_t *height) {
    if (!reader->has_size) return 0;
    *width = reader->width;
    *height = reader->height;
    return 1;
}

const uint8_t *nhs_png_reader_rows(const nhs_png_reader *reader, size_t *count) {
    *count = reader->row_count;
    return reader->rows;
}

void nhs_png_reader_clear_rows(nhs_png_reader *reader) { reader->row_count = 0; }

int nhs_png_reader_finished(const nhs_png_reader *reader) { return reader->finished; }

void nhs_png_reader_free(nhs_png_reader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader->rows);
    free(reader);
}
