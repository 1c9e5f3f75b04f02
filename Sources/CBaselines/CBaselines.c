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

/* One cached run: its key (hash, script, direction, up to 32 UTF-16 units) and its glyphs. */
typedef struct {
    uint32_t glyph, cluster;
    int32_t advance, xOffset, yOffset;
    uint32_t flags;
} bkb_cached_glyph;

typedef struct {
    uint64_t hash;
    int32_t length, count, capacity, advance;
    int32_t newer, older;
    uint16_t text[32];
    bkb_cached_glyph *glyphs;
} bkb_cache_entry;

enum { BKB_CACHE_RUNS = 4096, BKB_CACHE_SLOTS = 8192, BKB_CACHED_UNITS = 32 };

/* An LRU cache of shaped runs as a text engine in C would keep one: open addressing over a table
 * twice the entries, a recency list, and an evicted run's glyph memory reused when it has room. */
typedef struct {
    bkb_cache_entry entries[BKB_CACHE_RUNS];
    int32_t table[BKB_CACHE_SLOTS];  /* entry index + 1, 0 when empty */
    int32_t count, newest, oldest;
} bkb_cache;

struct bkb_shaper {
    hb_font_t *font;
    hb_buffer_t *buffer;
    bkb_cache *cache;
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
    shaper->cache = calloc(1, sizeof *shaper->cache);
    if (!shaper->cache) {
        bkb_shaper_destroy(shaper);
        return NULL;
    }
    shaper->cache->newest = shaper->cache->oldest = -1;
    return shaper;
}

void bkb_shaper_destroy(bkb_shaper *shaper) {
    if (!shaper) return;
    bkb_shaper_clear_cache(shaper);
    free(shaper->cache);
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

static void bkb_cache_unlink(bkb_cache *cache, int32_t i) {
    bkb_cache_entry *e = &cache->entries[i];
    if (e->newer >= 0) cache->entries[e->newer].older = e->older;
    else cache->newest = e->older;
    if (e->older >= 0) cache->entries[e->older].newer = e->newer;
    else cache->oldest = e->newer;
}

static void bkb_cache_link(bkb_cache *cache, int32_t i) {
    cache->entries[i].older = cache->newest;
    cache->entries[i].newer = -1;
    if (cache->newest >= 0) cache->entries[cache->newest].newer = i;
    cache->newest = i;
    if (cache->oldest < 0) cache->oldest = i;
}

/* Empties entry i's slot, shifting the rest of its probe chain back. */
static void bkb_cache_unslot(bkb_cache *cache, int32_t i) {
    const int mask = BKB_CACHE_SLOTS - 1;
    int slot = (int)(cache->entries[i].hash & mask);
    while (cache->table[slot] != i + 1) slot = (slot + 1) & mask;
    int hole = slot, next = (hole + 1) & mask;
    while (cache->table[next] != 0) {
        int home = (int)(cache->entries[cache->table[next] - 1].hash & mask);
        if (((next - home) & mask) >= ((next - hole) & mask)) {
            cache->table[hole] = cache->table[next];
            hole = next;
        }
        next = (next + 1) & mask;
    }
    cache->table[hole] = 0;
}

void bkb_shaper_clear_cache(bkb_shaper *shaper) {
    bkb_cache *cache = shaper->cache;
    if (!cache) return;
    for (int i = 0; i < BKB_CACHE_RUNS; i++) free(cache->entries[i].glyphs);
    memset(cache, 0, sizeof *cache);
    cache->newest = cache->oldest = -1;
}

int64_t bkb_shape_strings_cached(bkb_shaper *shaper, const uint16_t *units, const int32_t *offsets, int32_t count,
                                 int32_t *widths) {
    const int mask = BKB_CACHE_SLOTS - 1;
    bkb_cache *cache = shaper->cache;
    hb_buffer_t *buffer = shaper->buffer;
    hb_unicode_funcs_t *unicode = hb_unicode_funcs_get_default();
    int64_t total = 0;
    for (int32_t s = 0; s < count; s++) {
        const uint16_t *text = units + offsets[s];
        int32_t length = offsets[s + 1] - offsets[s];
        if (length > BKB_CACHED_UNITS) length = BKB_CACHED_UNITS;  /* the corpus's labels are shorter */
        /* The run's script (the first strong one) and direction. */
        hb_script_t script = HB_SCRIPT_COMMON;
        int rightToLeft = 0;
        for (int32_t k = 0; k < length; k++) {
            uint16_t c = text[k];
            if (c >= 0x0590 && c <= 0x08FF) rightToLeft = 1;
            if (script != HB_SCRIPT_COMMON) continue;
            if (c >= 0x80) {
                hb_script_t found = hb_unicode_script(unicode, c);
                if (found != HB_SCRIPT_COMMON && found != HB_SCRIPT_INHERITED) script = found;
            } else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {
                script = HB_SCRIPT_LATIN;
            }
        }
        uint64_t hash = 0x9E3779B97F4A7C15ull ^ (uint64_t)script ^ ((uint64_t)rightToLeft << 32);
        for (int32_t k = 0; k < length; k++) hash = (hash ^ text[k]) * 0xBF58476D1CE4E5B9ull;
        hash ^= hash >> 31;
        int slot = (int)(hash & mask);
        int32_t found = -1;
        while (cache->table[slot]) {
            bkb_cache_entry *e = &cache->entries[cache->table[slot] - 1];
            if (e->hash == hash && e->length == length && memcmp(e->text, text, (size_t)length * 2) == 0) {
                found = cache->table[slot] - 1;
                break;
            }
            slot = (slot + 1) & mask;
        }
        int32_t width;
        if (found >= 0) {
            bkb_cache_unlink(cache, found);
            bkb_cache_link(cache, found);
            width = cache->entries[found].advance;
        } else {
            int32_t i;
            if (cache->count >= BKB_CACHE_RUNS) {
                i = cache->oldest;
                bkb_cache_unslot(cache, i);
                bkb_cache_unlink(cache, i);
            } else {
                i = cache->count++;
            }
            bkb_cache_entry *e = &cache->entries[i];
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf16(buffer, text, length, 0, length);
            hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
            hb_buffer_set_script(buffer, script);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(shaper->font, buffer, NULL, 0);
            unsigned n = 0;
            hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &n);
            hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &n);
            if (e->capacity < (int32_t)n) {
                free(e->glyphs);
                e->capacity = (int32_t)((n + 7) & ~7u);
                e->glyphs = malloc(sizeof(bkb_cached_glyph) * (size_t)e->capacity);
                if (!e->glyphs) e->capacity = 0, n = 0;
            }
            width = 0;
            for (unsigned g = 0; g < n; g++) {
                e->glyphs[g] = (bkb_cached_glyph){infos[g].codepoint, infos[g].cluster, positions[g].x_advance,
                                                  positions[g].x_offset, positions[g].y_offset,
                                                  infos[g].mask & HB_GLYPH_FLAG_DEFINED};
                width += positions[g].x_advance;
            }
            e->hash = hash;
            e->length = length;
            e->count = (int32_t)n;
            e->advance = width;
            memcpy(e->text, text, (size_t)length * 2);
            slot = (int)(hash & mask);
            while (cache->table[slot]) slot = (slot + 1) & mask;
            cache->table[slot] = i + 1;
            bkb_cache_link(cache, i);
            hb_buffer_clear_contents(buffer);
        }
        widths[s] = width;
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
