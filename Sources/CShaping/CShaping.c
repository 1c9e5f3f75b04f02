#include "CShaping.h"

#include <stddef.h>

#include <hb.h>
#include <hb-ot.h>
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

/* Whether the legacy 'kern' table of `face` (which HarfBuzz applies when GPOS has no kerning for
   the script) may kern `space`: 0 when there is none, or when it is the OpenType form (version 0)
   whose subtables are all pair lists (format 0) without the glyph; 1 otherwise, also for any form
   it does not read and any table cut short. */
static int32_t bk_kern_table_pairs_space(hb_face_t *face, hb_codepoint_t space) {
    hb_blob_t *blob = hb_face_reference_table(face, HB_TAG('k', 'e', 'r', 'n'));
    unsigned length = 0;
    const uint8_t *data = (const uint8_t *)hb_blob_get_data(blob, &length);
    int32_t pairs = 0;
    if (length > 0) {
        pairs = 1;
        #define BK_U16(p) ((unsigned)(p)[0] << 8 | (unsigned)(p)[1])
        if (data && length >= 4 && BK_U16(data) == 0) {
            unsigned tables = BK_U16(data + 2);
            size_t offset = 4;
            pairs = 0;
            for (unsigned t = 0; t < tables && !pairs; t++) {
                if (offset + 14 > length) { pairs = 1; break; }
                const uint8_t *sub = data + offset;
                unsigned subLength = BK_U16(sub + 2);
                unsigned format = BK_U16(sub + 4) >> 8;
                unsigned count = BK_U16(sub + 6);
                if (format != 0 || subLength < 14 || offset + 14 + (size_t)count * 6 > length) { pairs = 1; break; }
                for (unsigned i = 0; i < count; i++) {
                    const uint8_t *pair = sub + 14 + (size_t)i * 6;
                    if (BK_U16(pair) == space || BK_U16(pair + 2) == space) { pairs = 1; break; }
                }
                offset += subLength;
            }
        }
        #undef BK_U16
    }
    hb_blob_destroy(blob);
    return pairs;
}

int32_t bk_space_takes_part_in_shaping(hb_font_t *font, uint32_t script, int32_t rightToLeft) {
    hb_codepoint_t space = 0;
    if (!font || !hb_font_get_nominal_glyph(font, 0x20, &space)) return 1;
    hb_face_t *face = hb_font_get_face(font);
    /* AAT tables are applied outside GSUB and GPOS, so the lookups below do not show them. */
    static const hb_tag_t aat[] = {HB_TAG('m', 'o', 'r', 'x'), HB_TAG('m', 'o', 'r', 't'), HB_TAG('k', 'e', 'r', 'x')};
    for (size_t i = 0; i < sizeof aat / sizeof aat[0]; i++) {
        hb_blob_t *blob = hb_face_reference_table(face, aat[i]);
        unsigned length = hb_blob_get_length(blob);
        hb_blob_destroy(blob);
        if (length > 0) return 1;
    }
    if (bk_kern_table_pairs_space(face, space)) return 1;
    hb_segment_properties_t properties = HB_SEGMENT_PROPERTIES_DEFAULT;
    properties.direction = rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR;
    properties.script = (hb_script_t)script;
    properties.language = hb_language_get_default(); /* as bk_shape_utf16's guess fills it in */
    hb_shape_plan_t *plan = hb_shape_plan_create_cached(face, &properties, NULL, 0, NULL);
    static const hb_tag_t tables[] = {HB_OT_TAG_GSUB, HB_OT_TAG_GPOS};
    int32_t takesPart = 0;
    hb_set_t *lookups = hb_set_create();
    hb_set_t *glyphs = hb_set_create();
    if (!plan || !hb_set_allocation_successful(lookups) || !hb_set_allocation_successful(glyphs)) takesPart = 1;
    for (size_t t = 0; t < 2 && !takesPart; t++) {
        hb_set_clear(lookups);
        hb_ot_shape_plan_collect_lookups(plan, tables[t], lookups);
        hb_codepoint_t lookup = HB_SET_VALUE_INVALID;
        while (!takesPart && hb_set_next(lookups, &lookup)) {
            hb_set_clear(glyphs);
            /* Before, input, after and output all gathered in one set. */
            hb_ot_layout_lookup_collect_glyphs(face, tables[t], lookup, glyphs, glyphs, glyphs, glyphs);
            if (!hb_set_allocation_successful(glyphs) || hb_set_has(glyphs, space)) takesPart = 1;
        }
        if (!hb_set_allocation_successful(lookups)) takesPart = 1;
    }
    hb_set_destroy(glyphs);
    hb_set_destroy(lookups);
    hb_shape_plan_destroy(plan);
    return takesPart;
}
