// libjpeg-turbo decoding with setjmp error recovery (see codec_shims.h).
#include "codec_shims.h"
#include <stdio.h>
#include <setjmp.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *error;
    size_t error_size;
} recovering_error_mgr;

static void on_fatal(j_common_ptr info) {
    recovering_error_mgr *manager = (recovering_error_mgr *)info->err;
    char message[JMSG_LENGTH_MAX];
    manager->base.format_message(info, message);
    snprintf(manager->error, manager->error_size, "%s", message);
    longjmp(manager->jump, 1);
}

static void on_message(j_common_ptr info) { (void)info; }

// Warnings about damaged data (a truncated file, a bad Huffman code) are errors here: libjpeg
// would otherwise fill the missing part with grey and report success.
static void on_emit(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code != JWRN_EXTRANEOUS_DATA) on_fatal(info);
}

static int check_start(const uint8_t *data, size_t size, char *error, size_t error_size) {
    if (size == 0) {
        snprintf(error, error_size, "the file is empty");
        return 1;
    }
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        snprintf(error, error_size, "not a JPEG (no JPEG start marker)");
        return 1;
    }
    return 0;
}

int nhs_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       char *error, size_t error_size) {
    if (check_start(data, size, error, error_size)) return 1;
    struct jpeg_decompress_struct info;
    recovering_error_mgr manager;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_fatal;
    manager.base.output_message = on_message;
    manager.base.emit_message = on_emit;
    manager.error = error;
    manager.error_size = error_size;
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int nhs_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                         char *error, size_t error_size) {
    if (check_start(data, size, error, error_size)) return 1;
    struct jpeg_decompress_struct info;
    recovering_error_mgr manager;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_fatal;
    manager.base.output_message = on_message;
    manager.base.emit_message = on_emit;
    manager.error = error;
    manager.error_size = error_size;
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    // Fixed, exact decoding choices so output does not depend on library defaults.
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    info.do_block_smoothing = TRUE;
    jpeg_start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    if (info.output_components != 4 || row_bytes * info.output_height != pixels_size) {
        snprintf(error, error_size, "the output buffer does not match the image size");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        // Adobe writes inverted CMYK; multiply out to RGB.
        int inverted = info.saw_Adobe_marker;
        for (size_t i = 0; i < pixels_size; i += 4) {
            unsigned c = pixels[i], m = pixels[i + 1], y = pixels[i + 2], k = pixels[i + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            pixels[i] = (uint8_t)((c * k + 127) / 255);
            pixels[i + 1] = (uint8_t)((m * k + 127) / 255);
            pixels[i + 2] = (uint8_t)((y * k + 127) / 255);
            pixels[i + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

const char *nhs_jpeg_turbo_version(void) {
#ifdef LIBJPEG_TURBO_VERSION
#define NHS_STRINGIFY_INNER(x) #x
#define NHS_STRINGIFY(x) NHS_STRINGIFY_INNER(x)
    return NHS_STRINGIFY(LIBJPEG_TURBO_VERSION);
#else
    return "unknown";
#endif
}
