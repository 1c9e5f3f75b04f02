import BarGeometry
import BarText
import CCairo

/// The cairo font face (`cairo_font_face_t *`) of one `FontFace`, made on first use and kept in the
/// face's drawing slot for the face's life.
///
/// The cairo face holds its own reference to the `FT_Face`, given back when cairo lets go of it, so
/// cairo may keep using it after the `FontFace` is gone.
// @unchecked Sendable: the pointer is owned by this object, destroyed once in `deinit`, and only
// passed to cairo, whose font faces are reference-counted under cairo's own lock and safe to use
// from several threads.
final class CairoFontFace: @unchecked Sendable {
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) { self.pointer = pointer }

    deinit { cairo_font_face_destroy(pointer) }

    /// The cairo face of `face`; nil when cairo could not make one (out of memory) or the face has
    /// no FreeType face.
    static func of(_ face: FontFace) -> CairoFontFace? {
        let kept = face.drawingResource { () -> CairoFontFace? in
            guard let ftFace = face.referencedFreeTypeFace() else { return nil }
            guard let cairoFace = barkit_cairo_ft_font_face_create(ftFace, face.freeTypeLoadFlags) else {
                FontFace.releaseFreeTypeFace(ftFace)
                return nil
            }
            let status = cairo_font_face_set_user_data(
                cairoFace, UserDataKey.shared.pointer, ftFace,
                { raw in if let raw { FontFace.releaseFreeTypeFace(raw) } })
            guard status == CAIRO_STATUS_SUCCESS else {
                FontFace.releaseFreeTypeFace(ftFace)
                cairo_font_face_destroy(cairoFace)
                return nil
            }
            return CairoFontFace(pointer: cairoFace)
        }
        // Only this type keeps a face's drawing object: its class compared, not `as?` (a dynamic
        // cast from an existential costs more than the lock).
        guard let kept, ObjectIdentifier(type(of: kept)) == ObjectIdentifier(CairoFontFace.self) else { return nil }
        return unsafeDowncast(kept, to: CairoFontFace.self)
    }

}

/// cairo identifies user data by the address of a key; one key, allocated once and never freed.
// @unchecked Sendable: the key's memory is never read or written, only its address is compared.
private final class UserDataKey: @unchecked Sendable {
    static let shared = UserDataKey()
    let pointer = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}
