#include "CBaselines.h"

#include <malloc.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include <cairo-ft.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>

// MARK: - Shaping

struct bkb_shaper {
    hb_font_t *font;
    hb_buffer_t *buffer;
};

bkb_shaper *bkb_shaper_create(const char *path, int32_t index, int32_t scale) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) return NULL;
    hb_face_t *face = hb_face_create(blob, (unsigned)index);
    hb_blob_destroy(blob);
    hb_font_t *font = hb_font_create(face);
    hb_face_destroy(face);
    hb_font_set_scale(font, scale, scale);
    hb_font_make_immutable(font);
    bkb_shaper *shaper = calloc(1, sizeof *shaper);
    if (!shaper) {
        hb_font_destroy(font);
        return NULL;
    }
    shaper->font = font;
    shaper->buffer = hb_buffer_create();
    return shaper;
}

void bkb_shaper_destroy(bkb_shaper *shaper) {
    if (!shaper) return;
    hb_buffer_destroy(shaper->buffer);
    hb_font_destroy(shaper->font);
    free(shaper);
}

int64_t bkb_shape_strings(bkb_shaper *shaper, const uint16_t *units, const int32_t *offsets, int32_t count,
                          int32_t *widths) {
    int64_t total = 0;
    hb_buffer_t *buffer = shaper->buffer;
    for (int32_t i = 0; i < count; i++) {
        int32_t start = offsets[i];
        int32_t length = offsets[i + 1] - start;
        hb_buffer_clear_contents(buffer);
        hb_buffer_add_utf16(buffer, units + start, length, 0, length);
        hb_buffer_guess_segment_properties(buffer);
        hb_shape(shaper->font, buffer, NULL, 0);
        unsigned n = 0;
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &n);
        int32_t width = 0;
        for (unsigned g = 0; g < n; g++) width += positions[g].x_advance;
        widths[i] = width;
        total += width;
    }
    return total;
}

int64_t bkb_shape_strings_analysed(bkb_shaper *shaper, const uint16_t *units, const int32_t *offsets, int32_t count,
                                   int32_t *widths) {
    static UBiDi *bidi = NULL;
    static UBiDiLevel levels[1024];
    if (bidi == NULL) {
        UErrorCode status = U_ZERO_ERROR;
        bidi = ubidi_openSized(1024, 0, &status);
    }
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++) {
        const uint16_t *text = units + offsets[i];
        int32_t length = offsets[i + 1] - offsets[i];
        int rtl = 0, beyondLatin = 0;
        for (int32_t k = 0; k < length; k++) {
            if (text[k] >= 0x0250) beyondLatin = 1;
            if (text[k] >= 0x0590 && text[k] <= 0x08FF) rtl = 1;
        }
        if (rtl && bidi != NULL && length <= 1024) {
            UErrorCode status = U_ZERO_ERROR;
            ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
            const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
            if (U_SUCCESS(status) && resolved) memcpy(levels, resolved, (size_t)length);
        }
        if (beyondLatin) {
            UScriptCode first = USCRIPT_COMMON;
            int32_t k = 0;
            while (k < length) {
                UChar32 c;
                U16_NEXT(text, k, length, c);
                UErrorCode status = U_ZERO_ERROR;
                UScriptCode script = uscript_getScript(c, &status);
                if (first == USCRIPT_COMMON && script > USCRIPT_INHERITED) first = script;
            }
            total += first & 1;  /* keep the result observable */
        }
        int32_t width = 0;
        bkb_shape_strings(shaper, units, offsets + i, 1, &width);
        widths[i] = width;
        total += width;
    }
    return total;
}

// MARK: - Drawing

enum { BKB_MAX_FONTS = 16 };

struct bkb_canvas {
    int32_t width, height;
    cairo_surface_t *surface;
    cairo_t *cr;
    FT_Library library;
    int32_t fontCount;
    FT_Face faces[BKB_MAX_FONTS];
    cairo_font_face_t *fonts[BKB_MAX_FONTS];
};

_Static_assert(sizeof(bkb_glyph) == sizeof(cairo_glyph_t), "bkb_glyph must match cairo_glyph_t");
_Static_assert(offsetof(bkb_glyph, x) == offsetof(cairo_glyph_t, x), "bkb_glyph must match cairo_glyph_t");

bkb_canvas *bkb_canvas_create(int32_t width, int32_t height) {
    bkb_canvas *canvas = calloc(1, sizeof *canvas);
    if (!canvas) return NULL;
    canvas->width = width;
    canvas->height = height;
    canvas->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    canvas->cr = cairo_create(canvas->surface);
    if (FT_Init_FreeType(&canvas->library) != 0) canvas->library = NULL;
    // The options BarKit draws text with: unhinted outlines and metrics, grey antialiasing.
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_set_font_options(canvas->cr, options);
    cairo_font_options_destroy(options);
    return canvas;
}

void bkb_canvas_destroy(bkb_canvas *canvas) {
    if (!canvas) return;
    cairo_destroy(canvas->cr);
    cairo_surface_destroy(canvas->surface);
    // The FreeType faces and library stay open: cairo's font cache may still use them.
    for (int32_t i = 0; i < canvas->fontCount; i++) cairo_font_face_destroy(canvas->fonts[i]);
    free(canvas);
}

int32_t bkb_canvas_add_font(bkb_canvas *canvas, const char *path, int32_t index) {
    if (!canvas->library || canvas->fontCount == BKB_MAX_FONTS) return -1;
    FT_Face face;
    if (FT_New_Face(canvas->library, path, index, &face) != 0) return -1;
    cairo_font_face_t *font = cairo_ft_font_face_create_for_ft_face(face, 0);
    if (cairo_font_face_status(font) != CAIRO_STATUS_SUCCESS) {
        cairo_font_face_destroy(font);
        FT_Done_Face(face);
        return -1;
    }
    canvas->faces[canvas->fontCount] = face;
    canvas->fonts[canvas->fontCount] = font;
    return canvas->fontCount++;
}

void bkb_canvas_draw(bkb_canvas *canvas, const bkb_operation *operations, int32_t count, const bkb_stop *stops,
                     const bkb_glyph *glyphs) {
    cairo_t *cr = canvas->cr;
    cairo_save(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_restore(cr);
    for (int32_t i = 0; i < count; i++) {
        const bkb_operation *op = &operations[i];
        switch (op->kind) {
        case BKB_FILL_RECT:
            cairo_set_source_rgba(cr, op->red, op->green, op->blue, op->alpha);
            cairo_rectangle(cr, op->x, op->y, op->width, op->height);
            cairo_fill(cr);
            break;
        case BKB_LINEAR_GRADIENT: {
            cairo_pattern_t *pattern = cairo_pattern_create_linear(op->x0, op->y0, op->x1, op->y1);
            for (int32_t s = op->first; s < op->first + op->count; s++) {
                cairo_pattern_add_color_stop_rgba(pattern, stops[s].offset, stops[s].red, stops[s].green,
                                                  stops[s].blue, stops[s].alpha);
            }
            cairo_pattern_set_extend(pattern, op->font == 1 ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE);
            cairo_set_source(cr, pattern);
            cairo_rectangle(cr, op->x, op->y, op->width, op->height);
            cairo_fill(cr);
            cairo_pattern_destroy(pattern);
            break;
        }
        case BKB_GLYPHS: {
            if (op->font < 0 || op->font >= canvas->fontCount || op->count <= 0) break;
            int clipped = op->x > 0 || op->y > 0 || op->x + op->width < canvas->width ||
                          op->y + op->height < canvas->height;
            if (clipped) {
                cairo_save(cr);
                cairo_rectangle(cr, op->x, op->y, op->width, op->height);
                cairo_clip(cr);
            }
            cairo_set_font_face(cr, canvas->fonts[op->font]);
            cairo_set_font_size(cr, op->size);
            cairo_set_source_rgba(cr, op->red, op->green, op->blue, op->alpha);
            cairo_show_glyphs(cr, (const cairo_glyph_t *)(glyphs + op->first), op->count);
            if (clipped) cairo_restore(cr);
            break;
        }
        default:
            break;
        }
    }
    cairo_surface_flush(canvas->surface);
}

const uint8_t *bkb_canvas_pixels(bkb_canvas *canvas, int32_t *stride) {
    cairo_surface_flush(canvas->surface);
    if (stride) *stride = cairo_image_surface_get_stride(canvas->surface);
    return cairo_image_surface_get_data(canvas->surface);
}

// MARK: - Memory

int64_t bkb_allocated_bytes(void) { return (int64_t)mallinfo2().uordblks; }

int64_t bkb_allocation_size(const void *pointer) { return (int64_t)malloc_usable_size((void *)pointer); }
