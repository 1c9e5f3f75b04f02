#include "CShaping.h"

#include <stddef.h>

#include <hb.h>
#include <pthread.h>

static pthread_key_t bk_buffer_key;
static pthread_once_t bk_buffer_once = PTHREAD_ONCE_INIT;
static int bk_buffer_key_made;

static void bk_buffer_destroy(void *buffer) { hb_buffer_destroy((hb_buffer_t *)buffer); }

static void bk_buffer_make_key(void) { bk_buffer_key_made = pthread_key_create(&bk_buffer_key, bk_buffer_destroy) == 0; }

hb_buffer_t *bk_thread_buffer(void) {
    pthread_once(&bk_buffer_once, bk_buffer_make_key);
    if (!bk_buffer_key_made) return NULL;
    hb_buffer_t *buffer = pthread_getspecific(bk_buffer_key);
    if (buffer) return buffer;
    buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(buffer) || pthread_setspecific(bk_buffer_key, buffer) != 0) {
        hb_buffer_destroy(buffer);
        return NULL;
    }
    return buffer;
}

int32_t bk_shape_utf16(hb_font_t *font, hb_buffer_t *buffer, const uint16_t *text, int32_t length, uint32_t script,
                       int32_t rightToLeft) {
    if (!hb_buffer_allocation_successful(buffer) || length <= 0) return 0;
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_utf16(buffer, text, length, 0, length);
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    hb_buffer_set_script(buffer, (hb_script_t)script);
    hb_buffer_guess_segment_properties(buffer); /* fills in the language, as hb-shape does */
    hb_shape(font, buffer, NULL, 0);
    return (int32_t)hb_buffer_get_length(buffer);
}

BKGlyphSummary bk_copy_glyphs(hb_buffer_t *buffer, BKShapedGlyph *out, int32_t count) {
    unsigned length = 0;
    const hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &length);
    const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &length);
    if (!infos || !positions) length = 0;
    int64_t advance = 0;
    int32_t missing = 0;
    for (int32_t i = 0; i < count; i++) {
        if ((unsigned)i >= length) { /* never, as count comes from bk_shape_utf16; but never unwritten */
            out[i] = (BKShapedGlyph){0, 0, 0, 0, 0};
            missing = 1;
            continue;
        }
        uint32_t glyph = infos[i].codepoint <= 0xFFFF ? infos[i].codepoint : 0;
        out[i].glyphAndFlags = glyph | (infos[i].mask & HB_GLYPH_FLAG_DEFINED) << 16;
        out[i].cluster = infos[i].cluster;
        out[i].advance = positions[i].x_advance;
        out[i].xOffset = positions[i].x_offset;
        out[i].yOffset = positions[i].y_offset;
        advance += positions[i].x_advance;
        missing |= glyph == 0;
    }
    return (BKGlyphSummary){advance, missing};
}
