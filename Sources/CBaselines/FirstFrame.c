#include "CBaselines.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <cairo-ft.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <pango/pangocairo.h>

// MARK: - First frame

/* Where a label went, and its glyphs in the frame's glyph storage (HarfBuzz) or its layout (Pango). */
typedef struct {
    double x, y, width;
    /* The glyphs' advance (1/64 px), and whether the text runs right to left. */
    int64_t advance;
    int rightToLeft;
    int32_t first, count;
    PangoLayout *layout;
} bkb_frame_label_record;

/* A shaped glyph as kept for drawing: HarfBuzz's glyph index and positions, 1/64 px. */
typedef struct {
    uint32_t index;
    int32_t advance, xOffset, yOffset;
} bkb_frame_glyph;

struct bkb_frame {
    int32_t width, height;
    double pixelSize, rowHeight, ascender;
    cairo_surface_t *surface;
    cairo_t *cr;
    /* HarfBuzz's side: its font and one buffer to shape with, cairo's font to draw with. */
    hb_font_t *hbFont;
    hb_buffer_t *buffer;
    cairo_scaled_font_t *scaledFont;
    /* Pango's side: one context for every layout, and the font every label is set in. */
    PangoContext *context;
    PangoFontDescription *description;
    /* The last frame: its labels (kept until destroy, reused), its glyphs (freed in release). */
    bkb_frame_label_record *labels;
    int32_t labelCount, labelCapacity;
    bkb_frame_glyph *glyphs;
    int32_t glyphCount, glyphCapacity;
    /* The positioned glyphs of one label as cairo_show_glyphs takes them, reused across labels. */
    cairo_glyph_t *drawn;
    int32_t drawnCapacity;
};

/* One FreeType library for the process: cairo may keep a face (and so need the library) in its
 * font cache after the frame that opened it is gone. Creating frames is not thread-safe beyond this. */
static FT_Library bkb_frame_library;
static pthread_once_t bkb_frame_library_once = PTHREAD_ONCE_INIT;
static const cairo_user_data_key_t bkb_frame_face_key;

static void bkb_frame_open_library(void) {
    if (FT_Init_FreeType(&bkb_frame_library) != 0) bkb_frame_library = NULL;
}

static void bkb_frame_done_face(void *face) { FT_Done_Face((FT_Face)face); }

/* The options BarKit draws text with: unhinted outlines and metrics, grey antialiasing. */
static cairo_font_options_t *bkb_frame_font_options(void) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    return options;
}

/* cairo's font for the face at `index` of `path` at `size` pixels; NULL when it cannot be made. */
static cairo_scaled_font_t *bkb_frame_open_cairo_font(const char *path, int32_t index, double size,
                                                      const cairo_font_options_t *options) {
    pthread_once(&bkb_frame_library_once, bkb_frame_open_library);
    if (!bkb_frame_library) return NULL;
    FT_Face face;
    if (FT_New_Face(bkb_frame_library, path, index, &face) != 0) return NULL;
    cairo_font_face_t *fontFace = cairo_ft_font_face_create_for_ft_face(face, 0);
    if (cairo_font_face_status(fontFace) != CAIRO_STATUS_SUCCESS) {
        cairo_font_face_destroy(fontFace);
        FT_Done_Face(face);
        return NULL;
    }
    // The face closes when cairo lets go of the font face, not before.
    if (cairo_font_face_set_user_data(fontFace, &bkb_frame_face_key, face, bkb_frame_done_face) !=
        CAIRO_STATUS_SUCCESS) {
        cairo_font_face_destroy(fontFace);
        FT_Done_Face(face);
        return NULL;
    }
    cairo_matrix_t fontMatrix, identity;
    cairo_matrix_init_scale(&fontMatrix, size, size);
    cairo_matrix_init_identity(&identity);
    cairo_scaled_font_t *font = cairo_scaled_font_create(fontFace, &fontMatrix, &identity, options);
    cairo_font_face_destroy(fontFace);
    if (cairo_scaled_font_status(font) != CAIRO_STATUS_SUCCESS) {
        cairo_scaled_font_destroy(font);
        return NULL;
    }
    return font;
}

bkb_frame *bkb_frame_create(int32_t width, int32_t height, const char *path, int32_t index, double pixel_size,
                            const char *family, double row_height, double ascender) {
    if (width <= 0 || height <= 0 || !path || !family || !(pixel_size > 0) || !(row_height > 0)) return NULL;
    bkb_frame *frame = calloc(1, sizeof *frame);
    if (!frame) return NULL;
    frame->width = width;
    frame->height = height;
    frame->pixelSize = pixel_size;
    frame->rowHeight = row_height;
    frame->ascender = ascender;
    cairo_font_options_t *options = bkb_frame_font_options();

    frame->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    frame->cr = cairo_create(frame->surface);
    cairo_set_font_options(frame->cr, options);

    // HarfBuzz: the file's face at pixel_size × 64, and the buffer every string is shaped in.
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob) {
        hb_face_t *face = hb_face_create(blob, (unsigned)index);
        hb_blob_destroy(blob);
        if (hb_face_get_glyph_count(face) > 0) {
            frame->hbFont = hb_font_create(face);
            int scale = (int)lround(pixel_size * 64.0);
            hb_font_set_scale(frame->hbFont, scale, scale);
            hb_font_make_immutable(frame->hbFont);
        }
        hb_face_destroy(face);
    }
    frame->buffer = hb_buffer_create();
    frame->scaledFont = bkb_frame_open_cairo_font(path, index, pixel_size, options);

    // Pango: one context on the default font map, as a GTK window's widgets share one, with the
    // same font options and, as GTK does with unhinted metrics, unrounded glyph positions.
    if (cairo_status(frame->cr) == CAIRO_STATUS_SUCCESS) {
        frame->context = pango_cairo_create_context(frame->cr);
        pango_cairo_context_set_font_options(frame->context, options);
        pango_context_set_round_glyph_positions(frame->context, FALSE);
    }
    cairo_font_options_destroy(options);
    frame->description = pango_font_description_new();
    pango_font_description_set_family(frame->description, family);
    pango_font_description_set_absolute_size(frame->description, pixel_size * PANGO_SCALE);

    int ready = frame->hbFont && hb_buffer_allocation_successful(frame->buffer) && frame->scaledFont &&
                frame->context;
    // fontconfig answers every family with some font: a frame whose Pango labels would be set in
    // another family than asked for is refused too.
    if (ready) {
        PangoFont *font = pango_context_load_font(frame->context, frame->description);
        PangoFontDescription *found = font ? pango_font_describe(font) : NULL;
        const char *foundFamily = found ? pango_font_description_get_family(found) : NULL;
        ready = foundFamily && g_ascii_strcasecmp(foundFamily, family) == 0;
        if (found) pango_font_description_free(found);
        if (font) g_object_unref(font);
    }
    if (!ready) {
        bkb_frame_destroy(frame);
        return NULL;
    }
    return frame;
}

void bkb_frame_destroy(bkb_frame *frame) {
    if (!frame) return;
    bkb_frame_release(frame);
    free(frame->labels);
    free(frame->drawn);
    if (frame->description) pango_font_description_free(frame->description);
    if (frame->context) g_object_unref(frame->context);
    if (frame->scaledFont) cairo_scaled_font_destroy(frame->scaledFont);
    hb_buffer_destroy(frame->buffer);
    hb_font_destroy(frame->hbFont);
    cairo_destroy(frame->cr);
    cairo_surface_destroy(frame->surface);
    free(frame);
}

void bkb_frame_release(bkb_frame *frame) {
    if (!frame) return;
    for (int32_t i = 0; i < frame->labelCount; i++) {
        if (frame->labels[i].layout) {
            g_object_unref(frame->labels[i].layout);
            frame->labels[i].layout = NULL;
        }
    }
    free(frame->glyphs);
    frame->glyphs = NULL;
    frame->glyphCount = frame->glyphCapacity = 0;
}

/* Room for `count` label records; their layouts NULL. 0 when out of memory. */
static int bkb_frame_reserve_labels(bkb_frame *frame, int32_t count) {
    if (count > frame->labelCapacity) {
        bkb_frame_label_record *labels = realloc(frame->labels, sizeof *labels * (size_t)count);
        if (!labels) return 0;
        frame->labels = labels;
        frame->labelCapacity = count;
    }
    memset(frame->labels, 0, sizeof *frame->labels * (size_t)count);
    frame->labelCount = count;
    return 1;
}

/* Places the labels from their widths, as BarKit's Swift side does, and returns their widths' sum. */
static int64_t bkb_frame_place(bkb_frame *frame) {
    const double margin = 8, gap = 12;
    const double W = frame->width, H = frame->height, R = frame->rowHeight;
    double x = margin, y = margin;
    int pass = 0;
    int64_t sum = 0;
    for (int32_t i = 0; i < frame->labelCount; i++) {
        bkb_frame_label_record *label = &frame->labels[i];
        double w = label->width;
        if (x > margin && x + w > W - margin) {
            x = margin;
            y += R;
        }
        if (y + R > H - margin) {
            pass += 1;
            x = margin;
            y = margin + fmod(pass * 5.0, R);
        }
        label->x = x;
        label->y = y;
        x += w + gap;
        sum += (int64_t)w;
    }
    return sum;
}

static void bkb_frame_clear(bkb_frame *frame) {
    cairo_t *cr = frame->cr;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
}

int64_t bkb_frame_pango(bkb_frame *frame, const char *utf8, const int32_t *offsets, int32_t count) {
    if (!frame || count < 0 || (count > 0 && (!utf8 || !offsets))) return -1;
    bkb_frame_release(frame);
    if (!bkb_frame_reserve_labels(frame, count)) return -1;
    // The layout pass: every label's layout made and measured before any is placed.
    for (int32_t i = 0; i < count; i++) {
        PangoLayout *layout = pango_layout_new(frame->context);
        if (!layout) return -1;
        frame->labels[i].layout = layout;
        pango_layout_set_font_description(layout, frame->description);
        pango_layout_set_text(layout, utf8 + offsets[i], offsets[i + 1] - offsets[i]);
        int width = 0, height = 0;
        pango_layout_get_size(layout, &width, &height);
        frame->labels[i].width = ceil((double)width / PANGO_SCALE);
    }
    int64_t sum = bkb_frame_place(frame);
    cairo_t *cr = frame->cr;
    bkb_frame_clear(frame);
    for (int32_t i = 0; i < count; i++) {
        cairo_move_to(cr, frame->labels[i].x, frame->labels[i].y);
        pango_cairo_show_layout(cr, frame->labels[i].layout);
    }
    cairo_surface_flush(frame->surface);
    return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? sum : -1;
}

int64_t bkb_frame_harfbuzz(bkb_frame *frame, const uint16_t *units, const int32_t *offsets, int32_t count) {
    if (!frame || count < 0 || (count > 0 && (!units || !offsets))) return -1;
    bkb_frame_release(frame);
    if (!bkb_frame_reserve_labels(frame, count)) return -1;
    // Glyph storage for about a glyph per unit, grown by doubling when shaping makes more.
    int64_t unitCount = count > 0 ? (int64_t)offsets[count] - offsets[0] : 0;
    if (unitCount > INT32_MAX / 2) return -1;
    frame->glyphCapacity = (int32_t)unitCount + 64;
    frame->glyphs = malloc(sizeof *frame->glyphs * (size_t)frame->glyphCapacity);
    if (!frame->glyphs) {
        frame->glyphCapacity = 0;
        return -1;
    }
    int32_t widest = 0;  /* the most glyphs in one label */
    hb_buffer_t *buffer = frame->buffer;
    for (int32_t i = 0; i < count; i++) {
        int32_t length = offsets[i + 1] - offsets[i];
        hb_buffer_clear_contents(buffer);
        hb_buffer_add_utf16(buffer, units + offsets[i], length, 0, length);
        hb_buffer_guess_segment_properties(buffer);
        hb_shape(frame->hbFont, buffer, NULL, 0);
        if (!hb_buffer_allocation_successful(buffer)) return -1;
        unsigned n = 0;
        const hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &n);
        const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, NULL);
        if ((int64_t)frame->glyphCount + n > frame->glyphCapacity) {
            int64_t capacity = (int64_t)frame->glyphCapacity * 2;
            if (capacity < (int64_t)frame->glyphCount + n) capacity = (int64_t)frame->glyphCount + n;
            if (capacity > INT32_MAX) return -1;
            bkb_frame_glyph *glyphs = realloc(frame->glyphs, sizeof *glyphs * (size_t)capacity);
            if (!glyphs) return -1;
            frame->glyphs = glyphs;
            frame->glyphCapacity = (int32_t)capacity;
        }
        bkb_frame_glyph *out = frame->glyphs + frame->glyphCount;
        int64_t advance = 0;
        for (unsigned g = 0; g < n; g++) {
            out[g] = (bkb_frame_glyph){infos[g].codepoint, positions[g].x_advance, positions[g].x_offset,
                                       positions[g].y_offset};
            advance += positions[g].x_advance;
        }
        frame->labels[i].first = frame->glyphCount;
        frame->labels[i].count = (int32_t)n;
        frame->labels[i].width = ceil((double)advance / 64.0);
        frame->labels[i].advance = advance;
        frame->labels[i].rightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL;
        frame->glyphCount += (int32_t)n;
        if ((int32_t)n > widest) widest = (int32_t)n;
    }
    if (widest > frame->drawnCapacity) {
        cairo_glyph_t *drawn = realloc(frame->drawn, sizeof *drawn * (size_t)widest);
        if (!drawn) return -1;
        frame->drawn = drawn;
        frame->drawnCapacity = widest;
    }
    int64_t sum = bkb_frame_place(frame);
    cairo_t *cr = frame->cr;
    bkb_frame_clear(frame);
    cairo_set_scaled_font(cr, frame->scaledFont);
    cairo_glyph_t *drawn = frame->drawn;
    for (int32_t i = 0; i < count; i++) {
        const bkb_frame_label_record *label = &frame->labels[i];
        if (label->count == 0) continue;
        const bkb_frame_glyph *glyphs = frame->glyphs + label->first;
        /* Right-to-left text ends at the label's right edge (its natural alignment), as a label draws
           it; the label is as wide as its advance rounded up. */
        double pen = label->rightToLeft ? label->x + label->width - label->advance / 64.0 : label->x;
        double baseline = label->y + frame->ascender;
        for (int32_t g = 0; g < label->count; g++) {
            drawn[g].index = glyphs[g].index;
            drawn[g].x = pen + glyphs[g].xOffset / 64.0;
            drawn[g].y = baseline - glyphs[g].yOffset / 64.0;
            pen += glyphs[g].advance / 64.0;
        }
        cairo_show_glyphs(cr, drawn, label->count);
    }
    cairo_surface_flush(frame->surface);
    return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? sum : -1;
}

const uint8_t *bkb_frame_pixels(bkb_frame *frame, int32_t *stride) {
    if (!frame) return NULL;
    cairo_surface_flush(frame->surface);
    if (stride) *stride = cairo_image_surface_get_stride(frame->surface);
    return cairo_image_surface_get_data(frame->surface);
}

void bkb_frame_label(const bkb_frame *frame, int32_t i, double *x, double *y, double *width) {
    int valid = frame && i >= 0 && i < frame->labelCount;
    if (x) *x = valid ? frame->labels[i].x : 0;
    if (y) *y = valid ? frame->labels[i].y : 0;
    if (width) *width = valid ? frame->labels[i].width : 0;
}
