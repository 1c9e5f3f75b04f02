#ifndef BARKIT_CCAIRO_SHIM_H
#define BARKIT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>

/// `cairo_ft_font_face_create_for_ft_face` taking the `FT_Face` as an untyped pointer, so the
/// module that draws needs no FreeType types of its own.
static inline cairo_font_face_t *barkit_cairo_ft_font_face_create(void *ft_face, int load_flags) {
    return cairo_ft_font_face_create_for_ft_face((FT_Face)ft_face, load_flags);
}
#endif
